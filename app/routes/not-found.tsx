import { data } from "react-router";
import { PageMessage } from "#app/components/layout/page-message.tsx";
import { refusalStatus } from "#app/server/web/refusal-status.server.ts";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: refusalStatus("not-found") });
}

/** A post to an address that does not exist is a 404 too, as a post to a hidden /gestione page is. */
export function action() {
  return data(null, { status: refusalStatus("not-found") });
}

export const meta: Route.MetaFunction = () => [
  { title: "404 Page Not Found | Aurora Serramenti" },
  { name: "description", content: "La pagina richiesta non esiste." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <PageMessage
      kind="missing"
      title="404 Page Not Found"
      text="La pagina che cerchi non esiste o è stata spostata."
      linkTo="/"
      linkLabel="Torna alla home"
    />
  );
}
