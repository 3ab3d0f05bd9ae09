import { data } from "react-router";
import { MissingPage } from "#app/components/layout/missing-page.tsx";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "404 Page Not Found | Aurora Serramenti" },
  { name: "description", content: "La pagina richiesta non esiste." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <MissingPage
      title="404 Page Not Found"
      text="La pagina che cerchi non esiste o è stata spostata."
      backTo="/"
      backLabel="Torna alla home"
    />
  );
}
