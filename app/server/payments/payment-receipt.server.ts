import type * as schema from "#db/schema.ts";
import { isVerifiedAccountEmail } from "../accounts/account-email.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Transaction } from "../platform/db.server.ts";

// The customer's receipt for a ledger row, queued in the row's transaction
// (docs/product/payments.md#receipts); the name only to a confirmed address.

type OrderRow = Pick<
  typeof schema.orders.$inferSelect,
  "id" | "number" | "userId" | "shippingEmail" | "shippingName"
>;

export interface ReceiptFacts {
  kind: "payment" | "refund" | "reversal";
  amountCents: number;
  withheldCents?: number;
  method: string;
  receivedOn: string;
  instalmentLabel: string | null;
  leftCents: number;
  reason?: string;
}

export async function queuePaymentReceipt(
  tx: Transaction,
  order: OrderRow,
  facts: ReceiptFacts,
): Promise<void> {
  const confirmed = await isVerifiedAccountEmail(tx, order.userId, order.shippingEmail);
  await enqueueMail(
    tx,
    "payment-receipt",
    { to: order.shippingEmail },
    {
      orderId: order.id,
      number: order.number,
      name: confirmed ? order.shippingName : null,
      withheldCents: 0,
      reason: "",
      ...facts,
    },
  );
}
