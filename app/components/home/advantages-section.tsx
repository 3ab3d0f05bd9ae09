import type { LucideIcon } from "lucide-react";
import { Award, BadgePercent, CalendarCheck, Leaf, ShieldCheck, Wrench } from "lucide-react";
import { CompanyFigures } from "#app/components/layout/company-figures.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { company, companyFigures } from "#app/domain/documents/company.ts";

const benefits: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: "Garanzia 10 anni",
    text: "Tutti i nostri serramenti sono coperti da una garanzia di 10 anni.",
    icon: ShieldCheck,
  },
  {
    title: "Installazione professionale",
    text: "Posa in opera a regola d'arte eseguita dalle nostre squadre specializzate.",
    icon: Wrench,
  },
  {
    title: "Risparmio energetico fino al 40%",
    text: "Vetri e profili ad alto isolamento abbattono i costi del riscaldamento.",
    icon: Leaf,
  },
  {
    title: "Detrazioni fiscali fino al 50%",
    text: "Ti seguiamo nelle pratiche per ottenere le agevolazioni previste.",
    icon: BadgePercent,
  },
  {
    title: "Sopralluogo gratuito",
    text: "Un tecnico viene a prendere le misure a casa tua, senza impegno.",
    icon: CalendarCheck,
  },
  {
    title: `Esperienza dal ${company.foundedYear}`,
    text: "Oltre 30 anni di lavoro e migliaia di case rinnovate in tutta Italia.",
    icon: Award,
  },
];

export function AdvantagesSection() {
  return (
    <section id="vantaggi" aria-labelledby="vantaggi-titolo" className="py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="rounded-2xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="vantaggi-titolo" className="text-3xl font-bold sm:text-4xl">
            Perché scegliere {company.brand}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
            Qualità dei materiali, posa certificata e assistenza dal sopralluogo alla manutenzione: un solo
            interlocutore per tutto il progetto.
          </p>
        </div>

        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>

        <CompanyFigures
          figures={companyFigures.home}
          className="mt-12 grid grid-cols-2 gap-6 rounded-xl bg-slate-50 p-8 text-center lg:grid-cols-4"
          valueClassName="text-3xl font-bold text-brand-800 sm:text-4xl"
          labelClassName="font-medium text-slate-800"
          detailClassName="text-sm text-slate-700"
        />

        <div className="mt-10 text-center">
          <a href="#contatti" className={buttonClass({ size: "lg" })}>
            Richiedi una consulenza gratuita
          </a>
        </div>
      </div>
    </section>
  );
}
