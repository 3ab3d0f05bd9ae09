import { useFetcher } from "react-router";
import {
  type LedgerCorrectionResult,
  LedgerTable,
} from "#app/components/payments/back-office/ledger-table.tsx";
import {
  type OrderPaymentResult,
  StaffPaymentFields,
} from "#app/components/payments/back-office/staff-payment-fields.tsx";
import { formatShopDay } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { PaymentStatus, RecordedPayment } from "#app/domain/orders/order-payments.ts";
import type { InstalmentStanding } from "#app/domain/payments/instalment-status.ts";
import { staffPaymentMethodLabels, staffPaymentMethods } from "#app/domain/payments/payment-entries.ts";
import { DEDUCTION_LOST_WARNING, losesDeduction } from "#app/domain/payments/withholding.ts";
import { type OrderActionFormProps, useOrderActionForm } from "./use-order-action-form.ts";

export type { OrderPaymentResult } from "#app/components/payments/back-office/staff-payment-fields.tsx";

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const _methodChoices = staffPaymentMethods.map((method) => ({
  value: method,
  label: capital(staffPaymentMethodLabels[method]),
}));

const instalmentStateText = { paid: "pagata", due: "dovuta", overdue: "scaduta", later: "non ancora dovuta" };

/**
 * The order's ledger and the form that records a payment: the day the money
 * arrived, the amount in euros, how it was paid and which instalment it pays
 * (docs/product/back-office.md#payments, docs/product/payments.md#ledger).
 */
export function OrderPayments({
  action,
  postedResult,
  payments,
  instalments,
  transferReferences = {},
  status,
  taxDeduction,
  today,
  paymentKey,
  postedReversal,
}: OrderActionFormProps<OrderPaymentResult> & {
  postedReversal?: LedgerCorrectionResult | undefined;
  payments: RecordedPayment[];
  instalments: InstalmentStanding[];
  /** The causale of each instalment still to pay, by id: what to look for on the bank statement. */
  transferReferences?: Record<number, string>;
  status: PaymentStatus;
  /** The customer asked for the tax deduction: only a bonifico parlante keeps it. */
  taxDeduction: boolean;
  /** The shop's calendar day, "yyyy-MM-dd": the date field's default and its latest allowed day. */
  today: string;
  /** The one-time key of this drawing of the form: a double submit records the payment once. */
  paymentKey: string;
}) {
  const fetcher = useFetcher<OrderPaymentResult>({ key: "order-payment" });
  const { formRef, refusal, busy } = useOrderActionForm(fetcher, postedResult, (answer) =>
    answer.ok
      ? { title: "Pagamento registrato", description: answer.label, variant: "success" }
      : { title: "Pagamento non registrato", description: answer.message, variant: "destructive" },
  );
  const lostOnPage = payments.some(
    (payment) => payment.kind === "payment" && losesDeduction(payment.method, taxDeduction),
  );

  return (
    <div className="mt-4 space-y-4">
      <p className="font-medium text-slate-900" data-testid="stato-pagamento-gestione">
        {status.label}
        {status.state === "partial" ? ` · restano ${formatEuroCents(status.dueCents)}` : ""}
      </p>
      {lostOnPage ? (
        <p
          role="status"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {DEDUCTION_LOST_WARNING}
        </p>
      ) : null}
      {instalments.length > 0 ? (
        <ul className="space-y-1 text-sm" data-testid="rate-gestione">
          {instalments.map((step) => (
            <li key={step.id}>
              {`${step.position}. ${step.label}: ${formatEuroCents(step.amountCents)} · ${instalmentStateText[step.state]}`}
              {step.dueOn ? ` · scadenza ${formatShopDay(step.dueOn)}` : ""}
              {step.leftCents > 0 && step.paidCents > 0
                ? ` · restano ${formatEuroCents(step.leftCents)}`
                : ""}
              {transferReferences[step.id] ? ` · causale «${transferReferences[step.id]}»` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      {payments.length > 0 ? (
        <LedgerTable
          action={action}
          payments={payments}
          instalments={instalments}
          paymentKey={paymentKey}
          postedReversal={postedReversal}
        />
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {refusal.message}
        </p>
      ) : null}
      {status.state !== "partial" && status.state !== "unpaid" ? null : (
        <StaffPaymentFields
          fetcher={fetcher}
          formRef={formRef}
          action={action}
          refusal={refusal}
          busy={busy}
          instalments={instalments}
          status={status}
          taxDeduction={taxDeduction}
          today={today}
          paymentKey={paymentKey}
        />
      )}
    </div>
  );
}
