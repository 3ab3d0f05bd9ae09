import type { ReactNode } from "react";
import { Link } from "react-router";
import { SiteLogo } from "#app/components/layout/site-logo.tsx";
import { SocialLinks } from "#app/components/layout/social-links.tsx";
import { LabelledSection } from "#app/components/ui/labelled-section.tsx";
import type { Category } from "#app/domain/catalogue/catalogue.ts";
import { company } from "#app/domain/documents/company.ts";
import { companyPages } from "./company-pages.ts";
import { categoryLinks, NavLinkItems } from "./nav-link-items.tsx";

/** The footer lists the first five categories (docs/product/catalogue.md#categories). */
const FOOTER_CATEGORY_COUNT = 5;

const services = [
  "Sopralluogo gratuito",
  "Posa in opera certificata",
  "Smaltimento dei vecchi infissi",
  "Pratiche per le detrazioni fiscali",
  "Assistenza post-vendita",
];

const legalLinks = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Termini e condizioni di vendita" },
  { to: "/cookie", label: "Cookie Policy" },
  { to: "/accessibilita", label: "Dichiarazione di accessibilità" },
];

const linkClass = "rounded-sm hover:text-white hover:underline";
/** Footer links are at least 44 px tall, a comfortable tap target, without spacing the lists further. */
const tapLinkClass = `${linkClass} inline-flex min-h-11 items-center`;
const _headingClass = "text-base font-semibold text-white";

const contactLines = [
  {
    term: "Telefono",
    detail: (
      <a href={company.phoneHref} className={tapLinkClass}>
        {company.phone}
      </a>
    ),
  },
  {
    term: "E-mail",
    detail: (
      <a href={`mailto:${company.email}`} className={`${tapLinkClass} break-all`}>
        {company.email}
      </a>
    ),
  },
  { term: "Showroom", detail: company.showroomAddress },
  {
    term: "Orari",
    detail: (
      <>
        {company.hours.weekdays}
        <br />
        {company.hours.saturday}
      </>
    ),
  },
];

export function SiteFooter({ categories }: { categories: Category[] }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-azienda">
          <Link
            to="/"
            aria-label={`${company.brand}, torna alla home`}
            className="inline-flex min-h-11 items-center rounded-sm"
          >
            <SiteLogo tone="light" nameClassName="max-sm:whitespace-normal" />
          </Link>
          <h2 id="footer-azienda" className="sr-only">
            Azienda
          </h2>
          <p className="mt-4 text-sm leading-relaxed">
            Finestre, porte e serramenti su misura dal {company.foundedYear}, con posa in opera dei nostri
            installatori certificati.
          </p>
          <ul className="mt-2 text-sm">
            <NavLinkItems links={companyPages} className={tapLinkClass} />
          </ul>
          <div className="mt-6">
            <SocialLinks />
          </div>
        </section>

        <FooterSection id="footer-prodotti" title="Prodotti">
          <ul className="mt-1 text-sm">
            <NavLinkItems
              links={categoryLinks(categories.slice(0, FOOTER_CATEGORY_COUNT))}
              className={tapLinkClass}
            />
          </ul>
        </FooterSection>

        <FooterSection id="footer-servizi" title="Servizi">
          <ul className="mt-3 space-y-2 text-sm">
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </FooterSection>

        <FooterSection id="footer-contatti" title="Contatti">
          <address className="mt-3 space-y-2 text-sm not-italic">
            {contactLines.map((line) => (
              <p key={line.term}>
                <span className="block font-medium text-slate-100">{line.term}</span>
                {line.detail}
              </p>
            ))}
          </address>
        </FooterSection>
      </div>

      <div className="border-t border-slate-700">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-6 text-xs">
          <nav aria-label="Note legali">
            <ul className="flex flex-wrap gap-x-6">
              <NavLinkItems links={legalLinks} className={tapLinkClass} />
            </ul>
          </nav>
          <p>
            © {new Date().getFullYear()} {company.legalName} · Sede legale: {company.registeredOffice} · P.IVA{" "}
            {company.vatNumber} · REA {company.rea} · Capitale sociale {company.shareCapital}
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <LabelledSection headingId={id} title={title} headingClassName="text-base font-semibold text-white">
      {children}
    </LabelledSection>
  );
}
