import { Award, BadgeCheck, Headset, Leaf, Lightbulb, Ruler } from "lucide-react";
import type { ReactNode } from "react";
import { BackLink } from "#app/components/layout/back-link.tsx";
import { CompanyFigures } from "#app/components/layout/company-figures.tsx";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { LabelledSection } from "#app/components/ui/labelled-section.tsx";
import { company, companyFigures } from "#app/domain/documents/company.ts";
import { staticPageMeta } from "#app/domain/web/seo.ts";
import type { Route } from "./+types/chi-siamo";

export const meta: Route.MetaFunction = staticPageMeta({
  title: "Chi siamo",
  description: `${company.brand}: azienda di famiglia a Bologna dal ${company.foundedYear}. Progettiamo, produciamo e installiamo finestre, porte e serramenti su misura con posa certificata.`,
  path: "/chi-siamo",
});

const values = [
  {
    name: "Qualità",
    icon: Award,
    text: "Selezioniamo profili, vetri e ferramenta di primo livello e controlliamo ogni serramento prima che lasci il laboratorio. Un infisso deve durare decenni: per questo lo costruiamo come se fosse per casa nostra.",
  },
  {
    name: "Sostenibilità",
    icon: Leaf,
    text: "Finestre ad alto isolamento termico riducono i consumi di riscaldamento e raffrescamento. Preferiamo materiali riciclabili, recuperiamo e smaltiamo correttamente i vecchi infissi e ottimizziamo i tagli per ridurre gli scarti.",
  },
  {
    name: "Innovazione",
    icon: Lightbulb,
    text: "Investiamo in macchinari a controllo numerico, vetrocamere di ultima generazione e strumenti digitali come il configuratore online, per offrire prezzi chiari e tempi di consegna certi.",
  },
  {
    name: "Personalizzazione",
    icon: Ruler,
    text: "Ogni casa è diversa: misure, aperture, colori e finiture si scelgono su misura. Il sopralluogo gratuito del nostro tecnico viene prima di qualsiasi produzione, così il serramento si adatta al vano e non il contrario.",
  },
  {
    name: "Assistenza",
    icon: Headset,
    text: "Restiamo al tuo fianco anche dopo la posa: regolazioni, manutenzione e ricambi sono seguiti dallo stesso team che ha installato i tuoi serramenti, con un referente che conosce la tua pratica.",
  },
] as const;

const team = [
  {
    name: "Franco Aureli",
    initials: "FA",
    role: "Fondatore e presidente",
    bio: "Serramentista da oltre quarant'anni, ha aperto il primo laboratorio nel 1992.",
  },
  {
    name: "Chiara Aureli",
    initials: "CA",
    role: "Amministratrice delegata",
    bio: "Guida l'azienda dal 2015 e ha portato lo showroom e il configuratore online.",
  },
  {
    name: "Marco Benassi",
    initials: "MB",
    role: "Responsabile tecnico e posa",
    bio: "Coordina sopralluoghi e squadre di installazione certificate in tutta la regione.",
  },
  {
    name: "Giulia Serra",
    initials: "GS",
    role: "Responsabile assistenza clienti",
    bio: "Segue preventivi, ordini e interventi post-vendita con un unico punto di contatto.",
  },
] as const;

const certifications = [
  {
    name: "ISO 9001:2015",
    text: "Sistema di gestione per la qualità certificato, dalla progettazione alla posa.",
  },
  {
    name: "Certificazione energetica",
    text: "Trasmittanza termica dichiarata per ogni serramento, utile anche per le detrazioni fiscali.",
  },
  {
    name: "UNI EN 14351-1",
    text: "Norma di prodotto per finestre e porte pedonali esterne: tenuta all'aria, all'acqua e al vento.",
  },
  {
    name: "Marcatura CE",
    text: "Ogni prodotto è accompagnato da dichiarazione di prestazione ed etichetta CE.",
  },
] as const;

export default function ChiSiamo() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <BackLink to="/">Torna alla home</BackLink>

      <PageHeader
        title="Chi siamo"
        intro={`Dal ${company.foundedYear} progettiamo, produciamo e installiamo serramenti su misura per le case dell'Emilia-Romagna e di tutta Italia.`}
        className="mt-6"
      />

      <section aria-labelledby="storia" className="mt-12 grid gap-8 lg:grid-cols-3">
        <div className="space-y-4 text-slate-800 lg:col-span-2">
          <h2 id="storia" className="text-2xl font-bold text-slate-900">
            La nostra storia
          </h2>
          <p>
            {company.brand} nasce a Bologna nel {company.foundedYear} come piccola falegnameria di famiglia:
            Franco Aureli, serramentista da una vita, apre il suo laboratorio con due collaboratori e una
            promessa semplice ai clienti del quartiere, finestre fatte bene e posate con cura.
          </p>
          <p>
            Negli anni il laboratorio è cresciuto insieme alle esigenze delle case: al legno si sono
            affiancati il PVC, l'alluminio e i sistemi legno-alluminio, poi le porte blindate, le porte
            interne e le tapparelle. Oggi la seconda generazione della famiglia guida un'azienda con la sede
            legale in {company.registeredOffice}, lo showroom in {company.showroomAddress} e squadre di posa
            certificate.
          </p>
          <p>
            Quello che non è cambiato è il metodo: un tecnico viene a casa tua per il sopralluogo gratuito,
            ogni serramento è prodotto sulle misure rilevate e la garanzia di 10 anni copre il nostro lavoro
            nel tempo.
          </p>
        </div>

        <LabelledSection
          headingId="numeri"
          title="I nostri numeri"
          className="rounded-lg bg-brand-800 p-6 text-white"
          headingClassName="text-xl font-semibold"
        >
          {/* Its own figures, which count other things than the home page's (docs/product/texts.md#company-figures). */}
          <CompanyFigures
            figures={companyFigures.about}
            className="mt-6 grid grid-cols-2 gap-6"
            valueClassName="text-3xl font-bold"
            labelClassName="text-sm font-medium text-white"
            detailClassName="text-xs text-brand-50"
          />
        </LabelledSection>
      </section>

      <CardListSection id="valori" title="I nostri valori" gridClass="sm:grid-cols-2 lg:grid-cols-3">
        {values.map(({ name, icon: Icon, text }) => (
          <li key={name} className="rounded-lg border border-slate-200 p-6">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{name}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </CardListSection>

      <CardListSection id="team" title="Il nostro team" gridClass="sm:grid-cols-2 lg:grid-cols-4">
        {team.map((person) => (
          <li key={person.name} className="rounded-lg border border-slate-200 p-6 text-center">
            <span
              aria-hidden="true"
              className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
            >
              {person.initials}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{person.name}</h3>
            <p className="text-sm font-medium text-brand-700">{person.role}</p>
            <p className="mt-2 text-sm text-slate-700">{person.bio}</p>
          </li>
        ))}
      </CardListSection>

      <CardListSection id="certificazioni" title="Certificazioni" gridClass="sm:grid-cols-2 lg:grid-cols-4">
        {certifications.map((certification) => (
          <li key={certification.name} className="flex gap-3 rounded-lg bg-slate-50 p-5">
            <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-slate-900">{certification.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{certification.text}</p>
            </div>
          </li>
        ))}
      </CardListSection>

      <LabelledSection
        headingId="contattaci"
        title="Parliamo del tuo progetto"
        className="mt-16 rounded-lg bg-brand-50 p-8 text-center"
        headingClassName="text-2xl font-bold text-slate-900"
      >
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">
          Richiedi un sopralluogo gratuito o passa a trovarci in showroom: ti aiutiamo a scegliere il
          serramento giusto.
        </p>
        <ButtonLink to="/contatti" size="lg" className="mt-6">
          Contattaci
        </ButtonLink>
      </LabelledSection>
    </div>
  );
}

/** A titled section of cards: the values, the team and the certifications share its heading and grid. */
function CardListSection({
  id,
  title,
  gridClass,
  children,
}: {
  id: string;
  title: string;
  gridClass: string;
  children: ReactNode;
}) {
  return (
    <LabelledSection
      headingId={id}
      title={title}
      className="mt-16"
      headingClassName="text-2xl font-bold text-slate-900"
    >
      <ul className={`mt-6 grid gap-6 ${gridClass}`}>{children}</ul>
    </LabelledSection>
  );
}
