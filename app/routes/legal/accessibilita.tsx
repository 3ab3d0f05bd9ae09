export default function Placeholder() {
  return <h1>In costruzione</h1>;
}
