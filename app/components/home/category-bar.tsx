import { SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

const featuredCategories = [
  { slug: "finestre", name: "Finestre" },
  { slug: "portefinestre", name: "Portefinestre" },
  { slug: "scorrevoli", name: "Scorrevoli" },
  { slug: "porte-ingresso", name: "Porte d'ingresso" },
] as const;

/** Desktop shortcut bar under the hero; on small screens the header menu covers the same ground. */
export function CategoryBar() {
  return (
    <nav aria-label="Categorie in evidenza" className="hidden border-b border-slate-200 bg-white lg:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3">
        {featuredCategories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/category/${category.slug}`}
              className="block rounded-md px-4 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800"
            >
              {category.name}
            </Link>
          </li>
        ))}
        <li className="ml-auto">
          <a href="#configuratore" className={buttonClass({ size: "sm" })}>
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Configuratore online
          </a>
        </li>
      </ul>
    </nav>
  );
}
