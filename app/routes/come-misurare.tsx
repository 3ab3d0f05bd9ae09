import {
  guideSections,
  MeasuringSteps,
  NotesAndSurvey,
  sectionHeading,
} from "#app/components/catalogue/measuring-guide/measuring-guide-sections.tsx";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { LabelledSection } from "#app/components/ui/labelled-section.tsx";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import type { Route } from "./+types/come-misurare";

// The measuring guide the configurator's size fields link to
// (docs/product/window-price.md#measuring-guide): what to measure at home, and
// that the sizes typed online are indicative until the survey. A static page,
// like chi-siamo: no loader, no data.

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Come prendere le misure",
  description:
    "Come misurare a casa finestre, porte e tapparelle: luce muro o telaio esistente, larghezza e altezza in tre punti, diagonali, davanzale e cassonetto. Le misure definitive le prende il tecnico al sopralluogo.",
  path: "/come-misurare",
});

export default function ComeMisurare() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <BackLink to="/">Torna alla home</BackLink>

      <PageHeader
        title="Come prendere le misure"
        intro="Bastano un metro rigido, carta, matita e una decina di minuti per ogni finestra. Con queste misure il configuratore calcola un prezzo indicativo; quelle definitive le prende il nostro tecnico al sopralluogo, prima della produzione."
        className="mt-6"
      />

      <nav aria-labelledby="indice" className="mt-8 max-w-3xl rounded-lg bg-slate-50 p-5">
        <h2 id="indice" className="text-base font-semibold text-slate-900">
          In questa guida
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {guideSections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <MeasuringSteps />

      <NotesAndSurvey />

      <LabelledSection
        headingId="misure-pronte"
        title="Hai preso le misure?"
        className="mt-16 rounded-lg border border-slate-200 p-6 text-center sm:p-8"
        headingClassName={sectionHeading}
      >
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">
          Scegli il serramento, inserisci larghezza e altezza nel configuratore e vedi subito il prezzo
          indicativo. Se preferisci, prenotiamo noi il sopralluogo.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/category/finestre" size="lg">
            Torna ai prodotti
          </ButtonLink>
          <ButtonLink to="/contatti" variant="secondary" size="lg">
            Contattaci
          </ButtonLink>
        </div>
      </LabelledSection>
    </div>
  );
}
