import type { ReactNode } from "react";
import { OrderStatusBadge } from "#app/components/account/order-status-badge.tsx";
import { formatDateShort } from "#app/domain/dates.ts";

// An order's history as a timeline, oldest first: each status with its date
// (dd/MM/yyyy) and its note. The customer's page gets only the notes staff
// made visible; the back office adds who changed it and whether the note is internal.

export interface TimelineStep {
  key: string | number;
  status: string;
  at: string;
  note: string | null;
  /** What the back office adds: who, and the note's visibility. */
  detail?: ReactNode;
}

export function OrderTimeline({ title, steps }: { title: string; steps: TimelineStep[] }) {
  return (
    <section aria-labelledby="ordine-storico" className="mt-8 rounded-lg border border-slate-200 p-5">
      <h2 id="ordine-storico" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ol className="mt-4 space-y-4 border-l-2 border-slate-200 pl-5">
        {steps.map((step) => (
          <li key={step.key} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-white bg-brand-700"
            />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <OrderStatusBadge status={step.status} />
              <time dateTime={step.at} className="text-sm text-slate-700">
                {formatDateShort(step.at)}
              </time>
            </div>
            {step.detail}
            {step.note ? (
              <p className="mt-1 break-words whitespace-pre-line text-slate-800">{step.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
