import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { orderPurchaseOrdersPath } from "#app/domain/purchasing/purchasing-paths.ts";
import type { OrderPurchasingView, SupplierBatch } from "#app/domain/purchasing/purchasing-views.ts";
import { DeliveryNoteForm, DeliveryNoteList, type DeliveryNoteRefusal } from "./delivery-note-form.tsx";
import { PurchaseOrderTable } from "./purchase-order-table.tsx";

// Purchasing on the staff order page (docs/product/production.md#purchase-orders,
// docs/product/production.md#delivery-notes): what the order buys in, grouped by
// supplier, «Prepara gli ordini fornitore», the purchase orders written, and the
// delivery notes.

function Batch({ batch }: { batch: SupplierBatch }) {
  return (
    <li className="py-3">
      <p className="font-semibold text-slate-900">
        {batch.supplierName}
        <span className="ml-2 text-sm font-normal text-slate-700">
          {batch.orderedAs ? `Già ordinato: ${batch.orderedAs}` : "Da ordinare"}
        </span>
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {batch.lines.map((line, index) => (
          <li key={`${line.description}-${index}`}>
            {line.quantity} × {line.description}
            {line.detail ? <span className="text-slate-700"> — {line.detail}</span> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function OrderPurchasing({
  view,
  refusedNote,
}: {
  view: OrderPurchasingView;
  refusedNote?: DeliveryNoteRefusal;
}) {
  const due = view.batches.some((batch) => !batch.orderedAs);
  return (
    <>
      <Panel headingId="ordine-ordini-fornitore" title="Ordini fornitore" className="mt-8">
        {view.batches.length === 0 ? (
          <p className="text-sm text-slate-700">
            Nessun prodotto di questo ordine si acquista da un fornitore.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {view.batches.map((batch) => (
              <Batch key={batch.supplierId} batch={batch} />
            ))}
          </ul>
        )}
        {due ? (
          <Form method="post" action={orderPurchaseOrdersPath(view.orderId)} className="mt-3">
            <input type="hidden" name="intent" value="prepare" />
            <Button type="submit">Prepara gli ordini fornitore</Button>
          </Form>
        ) : null}
        <div className="mt-4">
          <PurchaseOrderTable orders={view.purchaseOrders} orderId={view.orderId} />
        </div>
      </Panel>
      <Panel headingId="ordine-ddt" title="Documenti di trasporto" className="mt-8">
        <DeliveryNoteList notes={view.deliveryNotes} />
        <DeliveryNoteForm view={view} refused={refusedNote} />
      </Panel>
    </>
  );
}
