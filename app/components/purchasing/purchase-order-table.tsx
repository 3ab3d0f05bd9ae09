import { Form } from "react-router";
import { StaffTable, staffCellClass } from "#app/components/staff/staff-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import { purchaseOrderStatusLabels } from "#app/domain/purchasing/purchase-order-status.ts";
import { orderPurchaseOrdersPath, purchaseOrderFilePath } from "#app/domain/purchasing/purchasing-paths.ts";
import type { PurchaseOrderView } from "#app/domain/purchasing/purchasing-views.ts";

// The purchase orders of an order or of a job (docs/product/production.md#purchase-orders):
// number, supplier, status, when it was sent and when it arrived, its files,
// and on the order's page «Invia al fornitore» and «Arrivato».

function sentText(order: PurchaseOrderView): string {
  if (order.sentAt.length === 0) return "Non ancora inviato";
  const last = formatDateTime(order.sentAt.at(-1) ?? "");
  const pending = order.sending ? " (in invio)" : "";
  return order.sentAt.length === 1 ? `${last}${pending}` : `${last}${pending}, ${order.sentAt.length} invii`;
}

function arrivedText(order: PurchaseOrderView): string {
  if (!order.arrivedAt) return "—";
  return `${formatDateTime(order.arrivedAt)}${order.arrivalRecordedBy ? `, registrato da ${order.arrivalRecordedBy}` : ""}`;
}

function Actions({ order, orderId }: { order: PurchaseOrderView; orderId: number }) {
  const action = orderPurchaseOrdersPath(orderId);
  return (
    <div className="flex flex-wrap gap-2">
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="purchaseOrderId" value={order.id} />
        <Button type="submit" variant="outline" size="sm">
          Invia al fornitore<span className="sr-only"> {order.number}</span>
        </Button>
      </Form>
      {order.status === "ordinato" ? (
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="arrived" />
          <input type="hidden" name="purchaseOrderId" value={order.id} />
          <input type="hidden" name="version" value={order.version} />
          <Button type="submit" variant="secondary" size="sm">
            Arrivato<span className="sr-only"> {order.number}</span>
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

export function PurchaseOrderTable({
  orders,
  orderId,
}: {
  orders: PurchaseOrderView[];
  /** The order whose page shows the table: its buttons post there. Absent on the job's page. */
  orderId?: number;
}) {
  const headings = ["Numero", "Fornitore", "Stato", "Inviato", "Arrivato", "File", ...(orderId ? [""] : [])];
  return (
    <StaffTable
      caption="Ordini fornitore"
      headings={headings}
      minWidthClass="min-w-[48rem]"
      rows={orders}
      empty="Nessun ordine fornitore."
    >
      {(order) => (
        <tr key={order.id}>
          <th scope="row" className={`${staffCellClass} font-semibold text-slate-900`}>
            {order.number}
          </th>
          <td className={staffCellClass}>
            {order.supplierName}
            <span className="block text-slate-700">{order.supplierEmail}</span>
          </td>
          <td className={staffCellClass}>{purchaseOrderStatusLabels[order.status]}</td>
          <td className={staffCellClass}>{sentText(order)}</td>
          <td className={staffCellClass}>{arrivedText(order)}</td>
          <td className={staffCellClass}>
            <a href={purchaseOrderFilePath(order.number, "pdf")} className="text-brand-800 underline">
              PDF<span className="sr-only"> {order.number}</span>
            </a>{" "}
            ·{" "}
            <a href={purchaseOrderFilePath(order.number, "csv")} className="text-brand-800 underline">
              CSV<span className="sr-only"> {order.number}</span>
            </a>
          </td>
          {orderId ? (
            <td className={staffCellClass}>
              <Actions order={order} orderId={orderId} />
            </td>
          ) : null}
        </tr>
      )}
    </StaffTable>
  );
}
