import type { ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { headerSignInPath } from "#app/domain/accounts/sign-in-path.ts";
import type { Category } from "#app/domain/catalogue/catalogue.ts";
import { companyPages } from "./company-pages.ts";

/** The menu's search entry: a button opening the dialog, or a link to /cerca before the script runs. */
export const searchEntryClass =
  "flex w-full items-center gap-2 rounded-md border border-slate-300 px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-50";

const entryClass =
  "block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700";

/**
 * What the mobile menu lists: the same entries as the desktop header, then the
 * search, the account (or "Accedi / Registrati") and "Preventivo Gratuito".
 * Shared by the script's side sheet and the disclosure shown before it runs.
 */
export function MobileMenuEntries({
  categories,
  search,
  account,
}: {
  categories: Category[];
  search: ReactNode;
  /** Replaces the guest's "Accedi / Registrati" link for signed-in users. */
  account?: ReactNode;
}) {
  const location = useLocation();
  return (
    <>
      <nav aria-label="Menu mobile">
        <ul className="space-y-1">
          <li>
            <NavLink to="/" end className={entryClass}>
              Home
            </NavLink>
          </li>
          <li>
            <p id="mobile-menu-prodotti" className="px-3 pt-3 pb-1 text-base font-semibold text-slate-900">
              Prodotti
            </p>
            <ul aria-labelledby="mobile-menu-prodotti" className="border-l-2 border-brand-100 pl-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <NavLink to={`/category/${category.slug}`} className={`${entryClass} py-2 text-sm`}>
                    {category.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          {companyPages.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} className={entryClass}>
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {search}

      <div className="mt-auto space-y-3 border-t border-slate-200 pt-4">
        {account ?? (
          <Link
            to={headerSignInPath(location.pathname, location.search)}
            className="block rounded-md border border-brand-700 px-4 py-3 text-center text-base font-semibold text-brand-700 hover:bg-brand-50"
          >
            Accedi / Registrati
          </Link>
        )}
        <Link
          to="/contatti"
          className="block rounded-md bg-accent-400 px-4 py-3 text-center text-base font-semibold text-slate-900 hover:bg-accent-500"
        >
          Preventivo Gratuito
        </Link>
      </div>
    </>
  );
}
