import type { ReactNode } from "react";
import { OrderStatusBadge } from "#app/components/accounts/order-status-badge.tsx";
import { Timeline } from "#app/components/ui/timeline.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";

// An order's history as a timeline, oldest first: each status with its date
// (dd/MM/yyyy) and its note. The customer's page gets only the notes staff
// made visible; the back office adds who changed it and whether the note is internal.

export interface TimelineStep {
  key: string | number;
  status: string;
  /** The stage reached; null on changes recorded before stages were kept. */
  stage?: string | null;
  at: string;
  note: string | null;
  /** What the back office adds: who, and the note's visibility. */
  detail?: ReactNode;
}

export function OrderTimeline({ title, steps }: { title: string; steps: TimelineStep[] }) {
  return (
    <Timeline
      headingId="ordine-storico"
      title={title}
      className="mt-8"
      entries={steps.map((step) => ({
        key: step.key,
        heading: (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <OrderStatusBadge status={step.status} stage={step.stage} />
            <time dateTime={step.at} className="text-sm text-slate-700">
              {formatDateShort(step.at)}
            </time>
          </div>
        ),
        detail: step.detail,
        note: step.note,
      }))}
    />
  );
}
