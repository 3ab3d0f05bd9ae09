import type { ReactNode } from "react";
import { LabelledSection } from "./labelled-section.tsx";

// A bordered card with its own heading, the unit the order, quote request and
// customer pages are built from. `highlight` sets apart what the page is
// about (the shop's offer on a quote). A heading word wider than a narrow card
// at large text («Configurazione» at 200 % on a phone) breaks inside itself.

const toneClass = {
  plain: "border-slate-200",
  highlight: "border-brand-700 bg-brand-50",
} as const;

export function Panel({
  headingId,
  title,
  tone = "plain",
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  tone?: keyof typeof toneClass;
  /** Placement only (margins, grid spans). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <LabelledSection
      headingId={headingId}
      title={title}
      headingClassName="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]"
      className={`rounded-lg border p-5 ${toneClass[tone]}${className ? ` ${className}` : ""}`}
    >
      {children}
    </LabelledSection>
  );
}
