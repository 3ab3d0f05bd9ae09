import { type CustomerPayments, customerPayments } from "#app/domain/payments/customer-payments.ts";
import type * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { orderPaymentStatus } from "./order-ledger.server.ts";

// The customer's view of paying an order, from its stored row (the order
// e-mail and the PDF; the order page builds the same from its loader's reads).

type OrderRow = typeof schema.orders.$inferSelect;

export async function customerPaymentsOfRow(
  db: Database,
  order: OrderRow,
  shopIban: string,
): Promise<CustomerPayments> {
  const { payments, instalments } = await orderPaymentStatus(db, order);
  return customerPayments(
    {
      id: order.id,
      number: order.number,
      status: order.status,
      paymentTerms: order.paymentTerms,
      paymentIban: order.paymentIban,
      paymentReference: order.paymentReference,
      deductionFiscalCode: order.taxDeduction ? order.invoiceFiscalCode : null,
    },
    instalments,
    payments,
    shopIban,
  );
}
