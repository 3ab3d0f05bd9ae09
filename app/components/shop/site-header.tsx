import { Link, NavLink } from "react-router";
import type { Category } from "#app/domain/catalogue.ts";
import { company } from "#app/domain/company.ts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-3 py-2 text-sm font-medium hover:text-brand-700 ${isActive ? "text-brand-700" : "text-slate-800"}`;

export function SiteHeader({ categories }: { categories: Category[] }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-lg font-bold text-brand-800" aria-label={`${company.brand}, home`}>
          {company.brand}
        </Link>
        <nav aria-label="Principale" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={navLinkClass}>
                Home
              </NavLink>
            </li>
            <li>
              <a
                href="/#categorie"
                className="rounded px-3 py-2 text-sm font-medium text-slate-800 hover:text-brand-700"
              >
                Prodotti
              </a>
              <span className="sr-only">{categories.length} categorie</span>
            </li>
            <li>
              <NavLink to="/chi-siamo" className={navLinkClass}>
                Chi Siamo
              </NavLink>
            </li>
            <li>
              <NavLink to="/contatti" className={navLinkClass}>
                Contatti
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to="/auth"
            className="rounded px-3 py-2 text-sm font-medium text-slate-800 hover:text-brand-700"
          >
            Accedi
          </Link>
          <Link
            to="/contatti"
            className="rounded-md bg-accent-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-accent-500"
          >
            Preventivo Gratuito
          </Link>
        </div>
      </div>
    </header>
  );
}
