import { Link } from "react-router";
import { StaffSection } from "#app/components/staff/staff-section.tsx";
import { formatShopDay } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { JobOrderMoney } from "#app/domain/jobs/job-money.ts";
import { STAFF_ORDERS_PATH } from "#app/domain/orders/staff-order-filters.ts";

/** «Incassi e fatture»: each order of the job with what is paid, due and to invoice (docs/product/jobs.md#money). */
export function JobMoney({ orders }: { orders: JobOrderMoney[] }) {
  return (
    <StaffSection id="commessa-incassi" title="Incassi e fatture">
      {orders.length === 0 ? (
        <p className="text-slate-700">Nessun ordine in questa commessa.</p>
      ) : (
        <ul className="space-y-4">
          {orders.map((order) => (
            <li key={order.orderId} className="rounded-lg border border-slate-200 p-4">
              <p className="font-medium text-slate-900">
                <Link to={`${STAFF_ORDERS_PATH}/${order.orderId}`} className="underline">
                  Ordine {order.orderNumber}
                </Link>{" "}
                · {formatEuroCents(order.totalCents)} · {order.paymentLabel}
              </p>
              <ul className="mt-2 space-y-1 text-sm text-slate-800">
                {order.instalmentsDue.map((step) => (
                  <li key={`rata-${step.label}`}>
                    {step.overdue ? "Scaduto" : "Da incassare"}: {step.label}{" "}
                    {formatEuroCents(step.leftCents)}
                    {step.dueOn ? ` entro il ${formatShopDay(step.dueOn)}` : ""}
                  </li>
                ))}
                {order.invoicesDue.map((due) => (
                  <li key={`fattura-${due.label}-${due.dueBy}-${due.amountCents}`}>
                    {due.label} da emettere entro il {formatShopDay(due.dueBy)}:{" "}
                    {formatEuroCents(due.amountCents)}
                  </li>
                ))}
                <li>
                  {order.invoicesIssued === 1
                    ? "1 documento emesso"
                    : `${order.invoicesIssued} documenti emessi`}
                </li>
              </ul>
            </li>
          ))}
        </ul>
      )}
    </StaffSection>
  );
}
