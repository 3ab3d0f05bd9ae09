import { data } from "react-router";

// Not built yet: answers 404 until its module lands.
export function loader() {
  throw data(null, { status: 404 });
}
