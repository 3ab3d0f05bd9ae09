import type { LucideIcon } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";

// A page, or a page's list, that has nothing to show says so the same way:
// what is missing, a sentence, and where to go from here.

const kinds = {
  /** The whole page, for an address that names nothing (a 404). */
  missing: {
    Heading: "h1",
    frame: "mx-auto max-w-2xl px-4 py-24 text-center",
    heading: "text-3xl font-bold text-slate-900",
    text: "mt-4 text-slate-700",
    link: "mt-8",
  },
  /** In place of a list that is still empty. */
  empty: {
    Heading: "h2",
    frame: "mt-8 rounded-lg border border-slate-200 px-6 py-16 text-center",
    heading: "mt-4 text-xl font-semibold text-slate-900",
    text: "mt-2 text-slate-700",
    link: "mt-6",
  },
} as const;

export function PageMessage({
  kind,
  icon: Icon,
  title,
  text,
  linkTo,
  linkLabel,
}: {
  kind: keyof typeof kinds;
  icon?: LucideIcon;
  title: string;
  text: string;
  linkTo: string;
  linkLabel: string;
}) {
  const style = kinds[kind];
  return (
    <section className={style.frame}>
      {Icon ? <Icon aria-hidden="true" className="mx-auto size-12 text-brand-700" /> : null}
      <style.Heading className={style.heading}>{title}</style.Heading>
      <p className={style.text}>{text}</p>
      <ButtonLink to={linkTo} size="lg" className={style.link}>
        {linkLabel}
      </ButtonLink>
    </section>
  );
}
