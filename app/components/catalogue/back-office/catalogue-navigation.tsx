import { Link, useLocation } from "react-router";
import {
  STAFF_CATALOGUE_PATH,
  STAFF_DOOR_PRICES_PATH,
  STAFF_LEAD_TIMES_PATH,
  STAFF_OPTIONS_PATH,
  STAFF_SERVICE_PRICES_PATH,
  STAFF_SIZE_LIMITS_PATH,
} from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { STAFF_SUPPLIERS_PATH } from "#app/domain/purchasing/purchasing-paths.ts";
import { STAFF_PROFILE_SYSTEMS_PATH } from "#app/domain/workshop/profile-system-settings.ts";

// "Prodotti" is the list and every product's page below it, but not its
// sibling pages, which also live under /gestione/catalogo.
const sections = [
  { to: STAFF_OPTIONS_PATH, label: "Opzioni del calcolatore" },
  { to: STAFF_DOOR_PRICES_PATH, label: "Porte blindate" },
  { to: STAFF_LEAD_TIMES_PATH, label: "Tempi di consegna" },
  { to: STAFF_SIZE_LIMITS_PATH, label: "Misure realizzabili" },
  { to: STAFF_SERVICE_PRICES_PATH, label: "Servizi e posa" },
  { to: STAFF_PROFILE_SYSTEMS_PATH, label: "Sistemi di profilo" },
  { to: STAFF_SUPPLIERS_PATH, label: "Fornitori" },
] as const;

function activeSection(pathname: string): string {
  return sections.find(({ to }) => pathname.startsWith(to))?.to ?? STAFF_CATALOGUE_PATH;
}

/** The catalogue's pages, under each page's heading. */
export function CatalogueNavigation() {
  const active = activeSection(useLocation().pathname);
  return (
    <nav aria-label="Sezioni del catalogo" className="mt-4 border-b border-slate-200 pb-2">
      <ul className="flex flex-wrap gap-1">
        {[{ to: STAFF_CATALOGUE_PATH, label: "Prodotti" }, ...sections].map(({ to, label }) => (
          <li key={to}>
            <Link
              to={to}
              aria-current={to === active ? "page" : undefined}
              className={`inline-block rounded-md px-3 py-2 text-sm font-medium ${
                to === active
                  ? "bg-brand-50 text-brand-900 underline underline-offset-4"
                  : "text-slate-800 hover:bg-slate-100"
              }`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
