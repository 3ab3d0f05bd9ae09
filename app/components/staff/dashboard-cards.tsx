import type { ReactNode } from "react";
import { Link } from "react-router";
import { Price } from "#app/components/ui/price.tsx";
import { StaffSection } from "./staff-section.tsx";

// The dashboard's figures: each one a link to the list it counts.

export function DashboardSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <StaffSection id={id} title={title}>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">{children}</ul>
    </StaffSection>
  );
}

export function DashboardCard({
  to,
  label,
  count,
  totalCents,
  detail,
}: {
  to: string;
  label: string;
  count: number;
  /** The value of what is counted, when it is money. */
  totalCents?: number;
  detail?: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="block h-full rounded-lg border border-slate-200 p-5 shadow-sm hover:border-brand-700 hover:shadow-md"
      >
        <span className="block text-sm font-medium text-slate-700">{label}</span>
        <span className="mt-2 block text-3xl font-bold text-slate-900">{count}</span>
        {totalCents !== undefined ? (
          <Price cents={totalCents} className="mt-1 block text-lg font-semibold text-brand-800" />
        ) : null}
        {detail ? <span className="mt-1 block text-sm text-slate-700">{detail}</span> : null}
      </Link>
    </li>
  );
}
