import type { OrderPaymentResult } from "#app/components/orders/back-office/order-payment-form.tsx";
import type { LedgerCorrectionResult } from "#app/components/payments/back-office/ledger-table.tsx";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import { ledgerCorrectionSchema, orderPaymentSchema } from "#app/domain/orders/order-payments.ts";
import { recordOrderPayment } from "../orders/order-payments.server.ts";
import { refundOrderPayment, reverseOrderPayment } from "../payments/ledger-corrections.server.ts";
import type { Database } from "../platform/db.server.ts";
import { formIntent } from "./page-actions.server.ts";

// The staff order page's ledger forms (docs/product/back-office.md#payments,
// docs/product/payments.md#corrections): a payment, a reversal of a wrong row
// with its reason, a refund with its method, day and reason.

export function staffLedgerIntents(db: Database, staff: { id: number }, orderId: number, redirectTo: string) {
  const today = shopCalendarDay(new Date());
  const corrections = ledgerCorrectionSchema(today);
  return {
    payment: formIntent(orderPaymentSchema(today), async (input) => {
      const { label } = await recordOrderPayment(db, staff, orderId, {
        receivedOn: input.receivedOn,
        amountCents: input.amount,
        method: input.method,
        instalmentId: input.instalmentId,
        withholding: input.withholding,
        reason: input.reason,
        idempotencyKey: input.paymentKey,
      });
      return {
        result: { intent: "payment", ok: true, label } satisfies OrderPaymentResult,
        redirectTo,
        toast: { title: "Pagamento registrato", description: label, variant: "success" as const },
      };
    }),
    reversal: formIntent(corrections.reversal, async ({ paymentId, reason, paymentKey }) => {
      const input = { paymentId, reason, idempotencyKey: paymentKey };
      const { label } = await reverseOrderPayment(db, staff, orderId, input, today);
      return {
        result: { intent: "reversal", ok: true, label } satisfies LedgerCorrectionResult,
        redirectTo,
        toast: { title: "Storno registrato", description: label, variant: "success" as const },
      };
    }),
    refund: formIntent(corrections.refund, async ({ receivedOn, amount, method, reason, paymentKey }) => {
      const input = { receivedOn, amountCents: amount, method, reason, idempotencyKey: paymentKey };
      const { label } = await refundOrderPayment(db, staff, orderId, input);
      return {
        result: { intent: "refund", ok: true, label } satisfies LedgerCorrectionResult,
        redirectTo,
        toast: { title: "Rimborso registrato", description: label, variant: "success" as const },
      };
    }),
  };
}
