import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import { workKindLabels } from "#app/domain/offers/work-kinds.ts";
import type { Order } from "#app/domain/orders/order.ts";
import { isReducedSplit } from "#app/domain/vat/beni-significativi.ts";

// What the customer declared at checkout: the invoice data, the tax deduction,
// the acknowledgement on made-to-measure products and, with installation, the
// building's use and the kind of work that decide the VAT; the customer's order
// page and the back office show it alike (docs/product/buying.md#invoice-data,
// docs/product/vat.md#who-gets-it).

export type OrderCheckoutDetailsData = Pick<
  Order,
  "invoice" | "taxDeduction" | "withdrawalExclusionAcceptedAt" | "paymentMethod"
> &
  Partial<Pick<Order, "residentialDeclared" | "workKind" | "vatSplit">>;

/** The self-certification's rows, when the customer gave one. */
function declarationRows(order: OrderCheckoutDetailsData): [string, string][] {
  if (order.residentialDeclared === null || order.residentialDeclared === undefined) return [];
  const rows: [string, string][] = [
    ["Uso dell'edificio", order.residentialDeclared ? "Abitativo (dichiarato dal cliente)" : "Non abitativo"],
  ];
  if (order.workKind) rows.push(["Tipo di intervento", workKindLabels[order.workKind]]);
  rows.push([
    "Aliquota IVA",
    order.vatSplit && isReducedSplit(order.vatSplit)
      ? "Agevolata al 10 %, finestre e porte fino al valore del resto dei lavori"
      : "22 %",
  ]);
  return rows;
}

export function OrderCheckoutDetails({ order }: { order: OrderCheckoutDetailsData }) {
  const { invoice } = order;
  const rows: [string, string][] = [];
  if (invoice?.type === "privato") {
    rows.push(["Intestatario", "Privato"], ["Codice fiscale", invoice.fiscalCode]);
  } else if (invoice?.type === "azienda") {
    rows.push(["Ragione sociale", invoice.companyName], ["Partita IVA", invoice.vatNumber]);
    if (invoice.sdiCode) rows.push(["Codice destinatario SDI", invoice.sdiCode]);
    if (invoice.pec) rows.push(["PEC", invoice.pec]);
  } else {
    rows.push(["Intestatario", "Dati di fatturazione non indicati"]);
  }
  if (order.taxDeduction) rows.push(["Detrazione fiscale", "Richiesta (bonifico parlante)"]);
  rows.push([
    "Prodotti su misura",
    order.withdrawalExclusionAcceptedAt
      ? `Esclusione dal diritto di recesso accettata il ${formatDateTime(order.withdrawalExclusionAcceptedAt)}`
      : "Nessuna conferma registrata",
  ]);
  rows.push(...declarationRows(order));
  return (
    <section aria-labelledby="ordine-fatturazione" className="mt-6 rounded-lg border border-slate-200 p-5">
      <h2 id="ordine-fatturazione" className="text-lg font-semibold text-slate-900">
        Dati di fatturazione
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-slate-700">{term}</dt>
            <dd className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
