import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextAreaField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { type OrderRevisionView, REVISION_REASON_MAX } from "#app/domain/offers/order-revision.ts";

// The order's changes on the staff page (docs/product/offers.md#orders-that-change):
// the revision waiting for the customer, every revision with its reason and
// totals, and «Modifica l'ordine» while the order may still change.

/** What the action answers to a refused «Modifica l'ordine». */
export interface OrderReviseResult {
  intent: "revise";
  ok: false;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

function totals(revision: OrderRevisionView): string {
  if (revision.previousTotalCents !== null && revision.newTotalCents !== null) {
    return `${formatEuroCents(revision.previousTotalCents)} → ${formatEuroCents(revision.newTotalCents)}`;
  }
  return revision.proposedTotalCents === null
    ? "—"
    : `proposto ${formatEuroCents(revision.proposedTotalCents)}`;
}

export function OrderRevisions({
  action,
  revisions,
  revisable,
  refused,
}: {
  action: string;
  revisions: OrderRevisionView[];
  revisable: boolean;
  refused: OrderReviseResult | undefined;
}) {
  return (
    <Panel headingId="ordine-varianti" title="Varianti dell'ordine" className="mt-8">
      {revisions.length === 0 ? (
        <p className="mt-3 text-slate-700">Nessuna variante.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {revisions.map((revision) => (
            <li key={revision.offerNumber} className="py-3 text-slate-800">
              <Link
                to={revision.staffHref}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                {revision.offerNumber}
              </Link>{" "}
              del {formatDateTime(revision.createdAt)}, di {revision.requestedBy} · {revision.statusLabel} ·{" "}
              {totals(revision)}
              <br />
              <span className="text-sm text-slate-700">Motivo: {revision.reason || "—"}</span>
              {revision.appliedAt ? (
                <span className="block text-sm text-slate-700">
                  Applicata il {formatDateTime(revision.appliedAt)}
                  {revision.confirmedBy
                    ? `, ${revision.appliedBy === "staff" ? "dall'ufficio" : "confermata"} da ${revision.confirmedBy}`
                    : ""}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {refused ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {refused.message}
        </p>
      ) : null}
      {revisable ? (
        <Form method="post" action={action} className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="revise" />
          <TextAreaField
            id="ordine-variante-motivo"
            name="reason"
            label="Perché cambia l'ordine"
            required
            rows={2}
            maxLength={REVISION_REASON_MAX}
            defaultValue={refused?.values.reason}
            error={refused?.errors.reason}
          />
          <Button type="submit" variant="outline">
            Modifica l'ordine
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-slate-700">L'ordine è chiuso: non si può più modificare.</p>
      )}
    </Panel>
  );
}
