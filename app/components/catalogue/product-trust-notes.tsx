import { Award, Leaf, ShieldCheck } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { LabelledSection } from "#app/components/ui/labelled-section.tsx";

// The product page's reassurances beside the price, and the note for products sold after a survey.

const trustNotes = [
  {
    Icon: ShieldCheck,
    title: "Garanzia 10 anni",
    text: "Serramenti e posa coperti da garanzia decennale.",
  },
  {
    Icon: Award,
    title: "Qualità certificata",
    text: "Prodotti con marcatura CE secondo UNI EN 14351-1.",
  },
  {
    Icon: Leaf,
    title: "Materiali sostenibili",
    text: "Profili riciclabili e vetri basso emissivi per consumare meno.",
  },
] as const;

export function TrustNotes() {
  return (
    <ul className="mt-2 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-3">
      {trustNotes.map(({ Icon, title, text }) => (
        <li key={title} className="flex gap-3 sm:flex-col sm:gap-2">
          <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          <p className="text-sm">
            <strong className="block font-semibold text-slate-900">{title}</strong>
            <span className="text-slate-700">{text}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SurveyNote() {
  return (
    <LabelledSection
      headingId="sopralluogo-titolo"
      title="Vendita su sopralluogo"
      className="mt-12 rounded-lg border border-slate-200 bg-slate-50 p-6"
      headingClassName="text-2xl font-bold text-slate-900"
    >
      <p className="mt-2 max-w-3xl text-slate-700">
        Questo modello è venduto dopo un sopralluogo gratuito: un nostro tecnico verifica il vano, prende le
        misure e ti propone la configurazione più adatta, con un preventivo senza impegno.
      </p>
      <ButtonLink to="/contatti" size="lg" className="mt-4">
        Richiedi un sopralluogo
      </ButtonLink>
    </LabelledSection>
  );
}
