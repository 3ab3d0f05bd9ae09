import { useFetcher } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { paymentMethods, paymentMethodTitle } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import {
  PAYMENT_FIELDS,
  type PaymentStatus,
  type RecordedPayment,
} from "#app/domain/orders/order-payments.ts";
import { type OrderActionFormProps, useOrderActionForm } from "./use-order-action-form.ts";

/** What the order page's action answers to a payment: to a script always, to a plain post when it refused. */
export type OrderPaymentResult =
  | { intent: "payment"; ok: true; label: string }
  | {
      intent: "payment";
      ok: false;
      message: string;
      errors: Partial<Record<keyof typeof PAYMENT_FIELDS, string>>;
      values: Partial<Record<keyof typeof PAYMENT_FIELDS, string>>;
    };

const methodChoices = paymentMethods.map((method) => ({ value: method, label: paymentMethodTitle(method) }));

/**
 * The order's payments and the form that records one: the day the money
 * arrived, the amount in euros and how it was paid
 * (docs/product/back-office.md#payments).
 */
export function OrderPayments({
  action,
  postedResult,
  payments,
  status,
  defaultMethod,
  today,
  paymentKey,
}: OrderActionFormProps<OrderPaymentResult> & {
  payments: RecordedPayment[];
  status: PaymentStatus;
  defaultMethod: string;
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
  // A field's name and, after a refusal, what was typed in it and why it was refused.
  const field = (name: keyof typeof PAYMENT_FIELDS, defaultValue: string) => ({
    name: PAYMENT_FIELDS[name],
    defaultValue: refusal?.values[name] ?? defaultValue,
    error: refusal?.errors[name],
  });

  return (
    <div className="mt-4 space-y-4">
      <p className="font-medium text-slate-900" data-testid="stato-pagamento-gestione">
        {status.label}
        {status.state === "partial" ? ` · restano ${formatEuroCents(status.dueCents)}` : ""}
      </p>
      {payments.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Pagamenti registrati</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-medium">
                Data
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Importo
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Metodo
              </th>
              <th scope="col" className="py-2 font-medium">
                Registrato da
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id} className="border-b border-slate-100">
                <td className="py-2 pr-3">{formatDateShort(`${payment.receivedOn}T12:00:00Z`)}</td>
                <td className="py-2 pr-3 font-medium">{formatEuroCents(payment.amountCents)}</td>
                <td className="py-2 pr-3">{paymentMethodTitle(payment.method)}</td>
                <td className="py-2">{payment.recordedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {refusal.message}
        </p>
      ) : null}
      {status.state === "paid" ? null : (
        <fetcher.Form ref={formRef} method="post" action={action} noValidate className="space-y-4">
          <input type="hidden" name="intent" value="payment" />
          <input type="hidden" name={PAYMENT_FIELDS.key} value={paymentKey} />
          <EnhancedSubmissionField />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              id="pagamento-data"
              {...field("receivedOn", today)}
              type="date"
              label="Data del pagamento"
              required
              max={today}
            />
            <TextField
              id="pagamento-importo"
              {...field("amount", "")}
              label="Importo (€)"
              required
              inputMode="decimal"
              autoComplete="off"
              hint={`Resta da pagare: ${formatEuroCents(status.dueCents)}`}
            />
            <SelectField
              id="pagamento-metodo"
              {...field("method", defaultMethod)}
              label="Metodo"
              required
              choices={methodChoices}
            />
          </div>
          <SubmitButton busy={busy} busyLabel="Registrazione in corso…">
            Registra il pagamento
          </SubmitButton>
        </fetcher.Form>
      )}
    </div>
  );
}
