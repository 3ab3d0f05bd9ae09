import { data } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
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
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-700">La pagina che cerchi non esiste o è stata spostata.</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Torna alla home
      </ButtonLink>
    </section>
  );
}
