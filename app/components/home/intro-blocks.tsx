import { Check } from "lucide-react";
import { company } from "#app/domain/documents/company.ts";

const introBlocks = [
  {
    id: "intro-esperienza",
    title: `Serramenti su misura dal ${company.foundedYear}`,
    text: "Da oltre 30 anni progettiamo, produciamo e installiamo finestre e porte su misura per le case italiane. Ogni serramento nasce dal rilievo delle misure e arriva a casa tua pronto per la posa.",
    points: [
      "Oltre 30 anni di esperienza nel settore",
      "Garanzia di 10 anni su tutti i prodotti",
      "Installazione professionale con squadre certificate",
    ],
  },
  {
    id: "intro-risparmio",
    title: "Risparmio energetico e detrazioni",
    text: "Serramenti ad alto isolamento termico riducono le dispersioni e i costi in bolletta. Ti aiutiamo anche con le pratiche per le agevolazioni fiscali previste per chi sostituisce gli infissi.",
    points: [
      "Fino al 40% di risparmio sul riscaldamento",
      "Detrazioni fiscali fino al 50%",
      "Sopralluogo gratuito e senza impegno",
    ],
  },
] as const;

export function IntroBlocks() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 md:grid-cols-2">
      {introBlocks.map((block) => (
        <section
          key={block.id}
          aria-labelledby={block.id}
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id={block.id} className="text-2xl font-bold text-slate-900">
            {block.title}
          </h2>
          <p className="mt-4 text-slate-700">{block.text}</p>
          <ul className="mt-6 space-y-3">
            {block.points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {point}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
