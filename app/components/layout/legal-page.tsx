import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateLong } from "#app/domain/italian-formats/dates.ts";

export const legalDocuments = [
  { path: "/privacy", title: "Informativa sulla privacy" },
  { path: "/terms", title: "Termini e condizioni di vendita" },
  { path: "/cookie", title: "Cookie Policy" },
  { path: "/accessibilita", title: "Dichiarazione di accessibilità" },
] as const;

export type LegalPath = (typeof legalDocuments)[number]["path"];

export interface LegalSection {
  /** Anchor of the section, e.g. "titolare". */
  id: string;
  title: string;
  content: ReactNode;
}

/** Shared prose styles for the legal texts: paragraphs, lists and links inside a section. */
const proseClass =
  "mt-3 space-y-3 text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1";

/**
 * The layout every legal document shares: title, last update, table of
 * contents, numbered sections and links to the other documents.
 */
export function LegalPage({
  path,
  lastUpdated,
  intro,
  sections,
}: {
  path: LegalPath;
  /** ISO date of the last revision, e.g. "2026-11-16". */
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const current = legalDocuments.find((document) => document.path === path)!;
  const others = legalDocuments.filter((document) => document.path !== path);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{current.title}</h1>
        <p className="mt-3 text-sm text-slate-700">
          Ultimo aggiornamento:{" "}
          <time dateTime={lastUpdated}>{formatDateLong(`${lastUpdated}T12:00:00Z`)}</time>
        </p>
        <div className="mt-6 space-y-3 text-lg text-slate-800">{intro}</div>
      </header>

      <nav aria-label="Indice del documento" className="mt-8 rounded-lg bg-slate-50 p-5">
        <h2 className="text-base font-semibold text-slate-900">Indice</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titolo`} className="mt-10">
          <h2 id={`${section.id}-titolo`} className="text-xl font-bold text-slate-900">
            {index + 1}. {section.title}
          </h2>
          <div className={proseClass}>{section.content}</div>
        </section>
      ))}

      <nav aria-label="Altri documenti legali" className="mt-12 border-t border-slate-200 pt-6">
        <h2 className="text-base font-semibold text-slate-900">Altri documenti</h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {others.map((document) => (
            <li key={document.path}>
              <Link
                to={document.path}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {document.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
