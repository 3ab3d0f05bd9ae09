import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { Subcategory } from "#app/domain/catalogue/catalogue.ts";

interface CollectionSidebarProps {
  categorySlug: string;
  collections: Pick<Subcategory, "id" | "slug" | "name">[];
  /** The collection being shown, highlighted and marked as the current page. */
  activeSlug?: string;
}

/** The collapsible 'Collezioni' list beside a category's products; nothing when there are none. */
export function CollectionSidebar({ categorySlug, collections, activeSlug }: CollectionSidebarProps) {
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  if (collections.length === 0) return null;

  return (
    <nav aria-label="Collezioni" className="rounded-lg border border-slate-200 bg-white">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
        className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50"
      >
        Collezioni
        <ChevronDown
          aria-hidden="true"
          className={`size-5 shrink-0 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="border-t border-slate-200 p-2">
        {collections.map((collection) => {
          const active = collection.slug === activeSlug;
          return (
            <li key={collection.id}>
              {/* A full page load, as docs/product/catalogue.md asks for collection links. */}
              <a
                href={`/category/${categorySlug}/${collection.slug}`}
                aria-current={active ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm ${
                  active
                    ? "bg-brand-700 font-semibold text-white"
                    : "text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                }`}
              >
                {collection.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
