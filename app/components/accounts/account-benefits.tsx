import { BadgePercent, FolderHeart, Headset, Truck } from "lucide-react";
import { LabelledSection } from "#app/components/ui/labelled-section.tsx";

// Beside the sign-in forms: why an account is worth having.

const benefits = [
  {
    title: "Preventivi personalizzati",
    text: "Prezzi dedicati e preventivi su misura per le finestre e le porte di casa tua.",
    Icon: BadgePercent,
  },
  {
    title: "Progetti salvati",
    text: "Salva le configurazioni dei tuoi serramenti e ritrovale quando vuoi.",
    Icon: FolderHeart,
  },
  {
    title: "Ordini semplificati",
    text: "Carrello, ordini e stato delle consegne sempre a portata di mano.",
    Icon: Truck,
  },
  {
    title: "Assistenza personalizzata",
    text: "Un consulente ti segue dalla scelta del serramento fino all'installazione.",
    Icon: Headset,
  },
] as const;

export function AccountBenefits() {
  return (
    <LabelledSection
      as="aside"
      headingId="vantaggi-account"
      title="I vantaggi del tuo account"
      className="rounded-xl bg-brand-800 p-6 text-white sm:p-8 lg:col-span-2"
      headingClassName="text-xl font-semibold"
    >
      <ul className="mt-6 space-y-6">
        {benefits.map(({ title, text, Icon }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
              <Icon aria-hidden="true" className="size-5 text-accent-400" />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="mt-1 text-sm text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
