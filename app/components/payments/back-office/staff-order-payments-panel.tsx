import {
  type OrderPaymentResult,
  OrderPayments,
} from "#app/components/orders/back-office/order-payment-form.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import type { PaymentStatus, RecordedPayment } from "#app/domain/orders/order-payments.ts";
import type { InstalmentStanding } from "#app/domain/payments/instalment-status.ts";
import type { LedgerCorrectionResult } from "./ledger-table.tsx";
import { RefundForm } from "./refund-form.tsx";

// «Pagamenti» on the staff order page: the instalments, the ledger with its
// reversals, the payment form and, once money was received, the refund form.

export function StaffOrderPaymentsPanel({
  action,
  payments,
  instalments,
  transferReferences,
  status,
  taxDeduction,
  paymentKey,
  actionData,
}: {
  action: string;
  payments: RecordedPayment[];
  instalments: InstalmentStanding[];
  transferReferences: Record<number, string>;
  status: PaymentStatus;
  taxDeduction: boolean;
  paymentKey: string;
  actionData: unknown;
}) {
  const posted = (intent: string) =>
    actionData && typeof actionData === "object" && "intent" in actionData && actionData.intent === intent
      ? actionData
      : undefined;
  const today = shopCalendarDay(new Date());
  const reversal = posted("reversal") as LedgerCorrectionResult | undefined;
  return (
    <Panel headingId="ordine-pagamenti" title="Pagamenti" className="mt-8">
      {reversal && !reversal.ok && Object.keys(reversal.errors).length === 0 ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {reversal.message}
        </p>
      ) : null}
      <OrderPayments
        action={action}
        payments={payments}
        instalments={instalments}
        transferReferences={transferReferences}
        status={status}
        taxDeduction={taxDeduction}
        today={today}
        paymentKey={paymentKey}
        postedResult={posted("payment") as OrderPaymentResult | undefined}
        postedReversal={reversal}
      />
      {status.paidCents > 0 ? (
        <RefundForm
          action={action}
          paidCents={status.paidCents}
          today={today}
          paymentKey={paymentKey}
          postedResult={posted("refund") as LedgerCorrectionResult | undefined}
        />
      ) : null}
    </Panel>
  );
}
