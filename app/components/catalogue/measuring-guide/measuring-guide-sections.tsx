import type { ReactNode } from "react";
import { LabelledSection } from "#app/components/ui/labelled-section.tsx";
import {
  DiagonalsDrawing,
  HeightMeasuringDrawing,
  SurroundingsDrawing,
  WidthMeasuringDrawing,
} from "./measuring-drawings.tsx";

// The sections of the measuring guide (/come-misurare, docs/product/window-price.md#measuring-guide).

export const guideSections = [
  { id: "cosa-misurare", title: "Che cosa misurare" },
  { id: "larghezza-altezza", title: "Larghezza e altezza: tre misure, la più piccola" },
  { id: "squadra", title: "Controlla la squadra con le diagonali" },
  { id: "cosa-annotare", title: "Che cosa annotare" },
  { id: "sopralluogo", title: "Misure indicative e sopralluogo" },
  { id: "porte-tapparelle", title: "Porte e tapparelle" },
] as const;

type SectionId = (typeof guideSections)[number]["id"];

export const sectionHeading = "text-2xl font-bold text-slate-900";
const subHeading = "text-lg font-semibold text-slate-900";
const stepsClass = "mt-3 list-decimal space-y-2 pl-5 text-slate-800";
const pointsClass = "mt-3 list-disc space-y-2 pl-5 text-slate-800";

/** What to measure, how, and the squareness check. */
export function MeasuringSteps() {
  return (
    <>
      <GuideSection id="cosa-misurare">
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className={subHeading}>Finestra nuova: la luce muro</h3>
            <p className="mt-2 text-slate-800">
              Se il vano è vuoto o stai ristrutturando, misura la <strong>luce muro</strong>, detta anche{" "}
              <strong>luce architettonica</strong>: lo spazio libero tra le due spalle del muro in larghezza e
              tra il davanzale e l'architrave in altezza, a intonaco finito.
            </p>
          </div>
          <div>
            <h3 className={subHeading}>Sostituzione su telaio esistente</h3>
            <p className="mt-2 text-slate-800">
              Se cambi la finestra senza togliere il vecchio telaio fisso murato, misura quel telaio da bordo
              esterno a bordo esterno, nella parte che vedi dall'interno della stanza, senza contare l'anta
              che si apre. Scrivi nelle note «sostituzione su telaio esistente» e di che materiale è il
              vecchio telaio (legno, ferro, alluminio, PVC).
            </p>
          </div>
        </div>
        <div className="mt-6 max-w-3xl rounded-lg border border-slate-200 p-5">
          <h3 className={subHeading}>Che cosa inserire nel configuratore</h3>
          <p className="mt-2 text-slate-800">
            Nel configuratore <strong>larghezza × altezza</strong> sono le misure esterne della finestra
            finita, telaio compreso, in <strong>millimetri</strong>: 1200 × 1400 vuol dire 1,20 m di larghezza
            per 1,40 m di altezza. Non è la misura del vetro né quella della sola anta.
          </p>
          <p className="mt-2 text-slate-800">
            Per un prezzo indicativo inserisci le misure che hai preso: la finestra finita è di solito più
            piccola del vano di pochi millimetri per lato, lo spazio che serve alla posa, e la misura di
            produzione la stabilisce il tecnico.
          </p>
        </div>
      </GuideSection>

      <GuideSection id="larghezza-altezza">
        <p className="mt-3 max-w-3xl text-slate-800">
          I muri non sono mai perfettamente dritti: per questo si misura in tre punti e si tiene la misura più
          piccola, quella in cui la finestra deve comunque passare. Tieni il metro teso e dritto, mai
          inclinato.
        </p>
        <StepWithDrawing
          title="Larghezza"
          drawing={<WidthMeasuringDrawing />}
          caption="Tre misure della larghezza: in questo vano la più piccola è quella in basso."
        >
          <ol className={stepsClass}>
            <li>Misura la larghezza in alto, appena sotto l'architrave o il cassonetto.</li>
            <li>Misura la larghezza al centro, a metà altezza.</li>
            <li>Misura la larghezza in basso, appena sopra il davanzale.</li>
            <li>
              Scrivi la <strong>più piccola</strong> delle tre.
            </li>
          </ol>
        </StepWithDrawing>
        <StepWithDrawing
          title="Altezza"
          drawing={<HeightMeasuringDrawing />}
          caption="Tre misure dell'altezza, dal davanzale all'architrave."
        >
          <ol className={stepsClass}>
            <li>Misura l'altezza a sinistra, dal davanzale all'architrave.</li>
            <li>Misura l'altezza al centro.</li>
            <li>Misura l'altezza a destra.</li>
            <li>
              Scrivi la <strong>più piccola</strong> delle tre.
            </li>
          </ol>
          <p className="mt-3 text-slate-800">
            Se le tre misure sono molto diverse tra loro, annota anche le altre: al tecnico servono per capire
            com'è fatto il vano.
          </p>
        </StepWithDrawing>
      </GuideSection>

      <GuideSection id="squadra">
        <StepWithDrawing
          drawing={<DiagonalsDrawing />}
          caption="Le due diagonali, da un angolo all'angolo opposto."
        >
          <p className="text-slate-800">
            Un vano in squadra ha gli angoli a 90 gradi. Per verificarlo bastano le due diagonali.
          </p>
          <ol className={stepsClass}>
            <li>Misura la diagonale D1, dall'angolo in alto a sinistra all'angolo in basso a destra.</li>
            <li>Misura la diagonale D2, dall'angolo in alto a destra all'angolo in basso a sinistra.</li>
            <li>Confronta le due misure: se sono uguali, o quasi, il vano è in squadra.</li>
            <li>
              Se la differenza supera qualche millimetro il vano è <strong>fuori squadro</strong>: scrivilo
              nelle note insieme alle due diagonali. Il tecnico ne terrà conto al sopralluogo.
            </li>
          </ol>
        </StepWithDrawing>
      </GuideSection>
    </>
  );
}

/** What to note, why the sizes are indicative, doors and shutters. */
export function NotesAndSurvey() {
  return (
    <>
      <GuideSection id="cosa-annotare">
        <StepWithDrawing
          drawing={<SurroundingsDrawing />}
          caption="Cassonetto, davanzale e termosifone: da annotare insieme alle misure."
        >
          <p className="text-slate-800">
            Oltre alle misure, annota quello che sta intorno al vano; una foto aiuta.
          </p>
          <ul className={pointsClass}>
            <li>
              <strong>Davanzale</strong>: se c'è, di che materiale è (marmo, pietra, legno), se sporge verso
              l'interno e se va tenuto o sostituito.
            </li>
            <li>
              <strong>Cassonetto</strong> della tapparella: se c'è, se è interno o esterno, e le sue misure.
            </li>
            <li>
              <strong>Ostacoli</strong>: termosifoni sotto la finestra, piastrelle o rivestimenti sulle spalle
              del muro, soglie e davanzali in marmo, inferriate, persiane o zanzariere che possono intralciare
              l'apertura dell'anta o la posa.
            </li>
          </ul>
        </StepWithDrawing>
      </GuideSection>

      <GuideSection id="sopralluogo" className="mt-16 max-w-3xl rounded-lg bg-brand-50 p-6">
        <p className="mt-3 text-slate-800">
          Le misure che inserisci online sono <strong>indicative</strong>: servono a calcolare un prezzo e a
          preparare il preventivo. Prima della produzione il nostro tecnico viene da te per il{" "}
          <strong>sopralluogo</strong> e prende le misure definitive: la finestra si produce su quelle.
        </p>
        <p className="mt-3 text-slate-800">
          Il prezzo segue le misure definitive: se al sopralluogo risultano diverse da quelle inserite, viene
          ricalcolato sulle nuove misure, con le stesse opzioni che hai scelto.
        </p>
      </GuideSection>

      <GuideSection id="porte-tapparelle">
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className={subHeading}>Porte</h3>
            <p className="mt-2 text-slate-800">
              Misura larghezza e altezza del vano come per le finestre, in tre punti, e tieni la più piccola.
              L'altezza si misura dal <strong>pavimento finito</strong>: se il pavimento è ancora da posare o
              cambierà, scrivi di quanto salirà e se ci sarà una soglia.
            </p>
          </div>
          <div>
            <h3 className={subHeading}>Tapparelle</h3>
            <p className="mt-2 text-slate-800">
              Misura larghezza e altezza del vano della finestra e poi il <strong>cassonetto</strong>:
              larghezza, altezza e profondità interne, a cassonetto aperto. Servono a verificare che la
              tapparella arrotolata ci stia.
            </p>
          </div>
        </div>
      </GuideSection>
    </>
  );
}

/** One of the guide's numbered topics: its heading is the table of contents' entry, and its anchor. */
function GuideSection({
  id,
  className = "mt-16",
  children,
}: {
  id: SectionId;
  className?: string;
  children: ReactNode;
}) {
  const title = guideSections.find((section) => section.id === id)!.title;
  return (
    <LabelledSection
      id={id}
      headingId={`${id}-titolo`}
      title={title}
      className={`scroll-mt-20 ${className}`}
      headingClassName={sectionHeading}
    >
      {children}
    </LabelledSection>
  );
}

/** Steps beside their drawing on a wide screen, above it on a phone (the page reflows at 320 px). */
function StepWithDrawing({
  title,
  drawing,
  caption,
  children,
}: {
  title?: string;
  drawing: ReactNode;
  caption: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 grid items-start gap-6 md:grid-cols-2">
      <div className="min-w-0">
        {title ? <h3 className={subHeading}>{title}</h3> : null}
        {children}
      </div>
      <figure className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
        {drawing}
        <figcaption className="mt-2 text-sm text-slate-700">{caption}</figcaption>
      </figure>
    </div>
  );
}
