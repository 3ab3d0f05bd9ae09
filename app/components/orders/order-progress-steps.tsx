import { Check } from "lucide-react";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatDateShort, formatTimeWindow } from "#app/domain/italian-formats/dates.ts";
import type { OrderProgress } from "#app/domain/orders/order-progress.ts";

// Where the customer's order is: each step of its path with its date, the one
// it is at, and the next appointment at the site (docs/product/production.md#stages).

export function OrderProgressSteps({ progress }: { progress: OrderProgress }) {
  const next = progress.nextAppointment;
  return (
    <Panel headingId="ordine-avanzamento" title="Avanzamento dell'ordine" className="mt-8">
      {progress.cancelled ? (
        <p className="mt-3 text-slate-800">L'ordine è stato annullato.</p>
      ) : (
        <ol className="mt-4 space-y-2">
          {progress.steps.map((step) => (
            <li
              key={step.stage}
              aria-current={step.current ? "step" : undefined}
              className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${step.current ? "font-semibold text-slate-900" : "text-slate-800"}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-5 items-center justify-center rounded-full border ${step.reachedAt ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-400 bg-white"}`}
              >
                {step.reachedAt ? <Check className="size-3.5" /> : null}
              </span>
              <span>{step.label}</span>
              <span className="text-sm text-slate-700">
                {step.reachedAt ? formatDateShort(step.reachedAt) : "da fare"}
                {step.current ? " · stato attuale" : ""}
              </span>
            </li>
          ))}
        </ol>
      )}
      {next ? (
        <p className="mt-4 text-slate-800">
          Prossimo appuntamento: <strong>{next.label}</strong>, {formatTimeWindow(next.startsAt, next.endsAt)}
        </p>
      ) : null}
    </Panel>
  );
}
