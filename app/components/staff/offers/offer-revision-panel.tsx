import { Link } from "react-router";
import { FormRefusal } from "#app/components/requests/back-office/form-refusal.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { OfferEditorResult, StaffOfferView } from "#app/domain/offers/offer-editor.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { isOrderRevisable } from "#app/domain/offers/order-revision.ts";
import { ConfirmingForm } from "./confirming-form.tsx";

// The editor of a revision (docs/product/offers.md#orders-that-change): which
// order it changes and why, and, when the draft's total is the order's own,
// «Applica senza nuova conferma» beside the usual «Invia».

type Refused = Extract<OfferEditorResult, { ok: false }>;

export interface RevisedOrderFacts {
  id: number;
  number: string;
  status: string;
  stage: string;
  /** What the customer owes, after the VAT split. */
  totalCents: number;
  /** The same at list prices, as the draft's total reads (docs/product/vat.md#where-it-shows). */
  listTotalCents: number;
  reason: string;
}

export function OfferRevisionPanel({
  offer,
  order,
  refused,
}: {
  offer: StaffOfferView;
  order: RevisedOrderFacts | null;
  refused?: Refused;
}) {
  if (!order) return null;
  const mine = (refused?.intent as string | undefined) === "apply-revision" ? refused : undefined;
  const sameTotal = offer.totals.totalCents === order.listTotalCents;
  const canApply = offer.editable && isOrderRevisable(order.stage) && offer.sendingRefusal === null;
  return (
    <Panel headingId="offerta-variante" title={`Variante dell'ordine ${order.number}`} className="mt-6">
      <div className="mt-3 space-y-3 text-slate-800">
        <p>
          Questa offerta cambia l'ordine{" "}
          <Link to={`/gestione/ordini/${order.id}`} className="font-medium text-brand-800 underline">
            {order.number}
          </Link>
          , oggi di {formatEuroCents(order.totalCents)}. Motivo: {order.reason || "—"}
        </p>
        {offer.editable ? (
          <p className="text-sm">
            {sameTotal
              ? "Il totale non cambia: puoi applicarla senza una nuova conferma del cliente, oppure inviarla."
              : `Il totale passa a ${formatEuroCents(offer.totals.totalCents)}: inviala al cliente, che la conferma dalla pagina dell'offerta.`}
          </p>
        ) : null}
        <FormRefusal message={mine?.message} errors={{}} />
        {canApply && sameTotal ? (
          <ConfirmingForm
            action={staffOfferPath(offer.number)}
            fields={{ intent: "apply-revision", version: String(offer.version) }}
            variant="secondary"
            label="Applica senza nuova conferma"
            title={`Applicare la variante all'ordine ${order.number}?`}
            description="Le righe dell'ordine diventano quelle della variante; il totale resta lo stesso."
            confirmLabel="Applica all'ordine"
          />
        ) : null}
      </div>
    </Panel>
  );
}
