import { SlidersHorizontal } from "lucide-react";
import { categoryLinks, NavLinkItems } from "#app/components/layout/nav-link-items.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { Category } from "#app/domain/catalogue/catalogue.ts";

/** The categories the bar links to, in this order (docs/product/catalogue.md#categories); names come from the catalogue. */
const FEATURED_CATEGORY_SLUGS = ["finestre", "portefinestre", "scorrevoli", "porte-ingresso"];

/** Desktop shortcut bar under the hero; on small screens the header menu covers the same ground. */
export function CategoryBar({ categories }: { categories: Category[] }) {
  const featured = FEATURED_CATEGORY_SLUGS.flatMap((slug) =>
    categories.filter((category) => category.slug === slug),
  );
  return (
    <nav aria-label="Categorie in evidenza" className="hidden border-b border-slate-200 bg-white lg:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3">
        <NavLinkItems
          links={categoryLinks(featured)}
          className="block rounded-md px-4 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800"
        />
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
