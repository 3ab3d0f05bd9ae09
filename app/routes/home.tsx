import { Link, useRouteLoaderData } from "react-router";
import { company } from "#app/domain/company.ts";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: `Finestre, porte e serramenti su misura | ${company.brand}` },
  {
    name: "description",
    content:
      "Finestre, portefinestre, scorrevoli, porte d'ingresso, porte interne e tapparelle su misura. Configura il tuo serramento e richiedi un preventivo gratuito.",
  },
];

export default function Home() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold text-slate-900">Serramenti su misura dal {company.foundedYear}</h1>
      <section id="categorie" aria-labelledby="categorie-titolo" className="mt-12">
        <h2 id="categorie-titolo" className="text-2xl font-bold">
          La nostra gamma di prodotti
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(data?.categories ?? []).map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.slug}`}
                className="block rounded-lg border border-slate-200 p-6 hover:border-brand-600"
              >
                <span className="text-lg font-semibold">{category.name}</span>
                <span className="mt-2 block text-sm text-slate-700">{category.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
