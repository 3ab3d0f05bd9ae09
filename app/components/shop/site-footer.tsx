import { Link } from "react-router";
import type { Category } from "#app/domain/catalogue.ts";
import { company } from "#app/domain/company.ts";

export function SiteFooter({ categories }: { categories: Category[] }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="footer-prodotti">
          <h2 id="footer-prodotti" className="text-base font-semibold text-white">
            Prodotti
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {categories.slice(0, 5).map((category) => (
              <li key={category.id}>
                <Link to={`/category/${category.slug}`} className="hover:text-white hover:underline">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contatti">
          <h2 id="footer-contatti" className="text-base font-semibold text-white">
            Contatti
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={company.phoneHref} className="hover:text-white hover:underline">
                {company.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className="hover:text-white hover:underline">
                {company.email}
              </a>
            </li>
            <li>{company.showroomAddress}</li>
            <li>
              {company.hours.weekdays}, {company.hours.saturday}
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-azienda">
          <h2 id="footer-azienda" className="text-base font-semibold text-white">
            Azienda
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/chi-siamo" className="hover:text-white hover:underline">
                Chi Siamo
              </Link>
            </li>
            <li>
              <Link to="/contatti" className="hover:text-white hover:underline">
                Contatti
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-slate-700">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-300">
          © {company.legalName} · Sede legale: {company.registeredOffice} · P.IVA {company.vatNumber} · REA{" "}
          {company.rea} · Capitale sociale {company.shareCapital}
        </p>
      </div>
    </footer>
  );
}
