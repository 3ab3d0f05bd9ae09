import { eq } from "drizzle-orm";
import type { BankTransferInstructions } from "#app/domain/orders/bank-transfer.ts";
import { type CustomerPayments, customerPayments } from "#app/domain/payments/customer-payments.ts";
import * as schema from "#db/schema.ts";
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

/**
 * What the checkout's success screen says about paying (docs/product/payments.md#wording):
 * whether something was charged now, the transfer of what is due now (the
 * instalment, never the whole total when a deposit comes first), and whether
 * nothing is due before the survey.
 */
export async function checkoutPaymentSummary(
  db: Database,
  orderId: number,
  shopIban: string,
): Promise<{ paid: boolean; bankTransfer: BankTransferInstructions | null; nothingDueNow: boolean }> {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished after its checkout`);
  const plan = await customerPaymentsOfRow(db, order, shopIban);
  const paid = plan.receipts.length > 0 && plan.dueNow.length === 0;
  return {
    paid,
    bankTransfer: order.paymentMethod === "bonifico" ? (plan.dueNow[0]?.transfer ?? null) : null,
    nothingDueNow: !paid && plan.dueNow.length === 0 && plan.later.length > 0,
  };
}
