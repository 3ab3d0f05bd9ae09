import { type RequestStatus, requestStatusLabels } from "#app/domain/requests/request-status.ts";

// Dark text on a light tint keeps every badge above 4.5:1 contrast.
const statusClasses: Record<RequestStatus, string> = {
  nuova: "border-amber-300 bg-amber-50 text-amber-900",
  "in-lavorazione": "border-sky-300 bg-sky-50 text-sky-900",
  "offerta-inviata": "border-violet-300 bg-violet-50 text-violet-900",
  accettata: "border-emerald-300 bg-emerald-50 text-emerald-900",
  rifiutata: "border-red-300 bg-red-50 text-red-900",
  chiusa: "border-slate-300 bg-slate-100 text-slate-800",
};

/** A quote request's or a lead's status in Italian, in the inbox and on the customer's quote pages. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${statusClasses[status]}`}
    >
      {requestStatusLabels[status]}
    </span>
  );
}
