import { useState } from "react";
import { useFetcher } from "react-router";
import {
  type LedgerCorrectionResult,
  LedgerTable,
} from "#app/components/payments/back-office/ledger-table.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import {
  PAYMENT_FIELDS,
  type PaymentStatus,
  type RecordedPayment,
} from "#app/domain/orders/order-payments.ts";
import type { InstalmentStanding } from "#app/domain/payments/instalment-status.ts";
import { staffPaymentMethodLabels, staffPaymentMethods } from "#app/domain/payments/payment-entries.ts";
import { DEDUCTION_LOST_WARNING, losesDeduction } from "#app/domain/payments/withholding.ts";
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

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const methodChoices = staffPaymentMethods.map((method) => ({
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
  status,
  taxDeduction,
  today,
  paymentKey,
  postedReversal,
}: OrderActionFormProps<OrderPaymentResult> & {
  postedReversal?: LedgerCorrectionResult | undefined;
  payments: RecordedPayment[];
  instalments: InstalmentStanding[];
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
  // A field's name and, after a refusal, what was typed in it and why it was refused.
  const field = (name: keyof typeof PAYMENT_FIELDS, defaultValue: string) => ({
    name: PAYMENT_FIELDS[name],
    defaultValue: refusal?.values[name] ?? defaultValue,
    error: refusal?.errors[name],
  });
  const [method, setMethod] = useState(refusal?.values.method ?? "bonifico");
  const lostOnPage = payments.some(
    (payment) => payment.kind === "payment" && losesDeduction(payment.method, taxDeduction),
  );
  const firstOpen = instalments.find((step) => step.leftCents > 0);

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
              {step.dueOn ? ` · scadenza ${formatDateShort(`${step.dueOn}T12:00:00Z`)}` : ""}
              {step.leftCents > 0 && step.paidCents > 0
                ? ` · restano ${formatEuroCents(step.leftCents)}`
                : ""}
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
        <fetcher.Form ref={formRef} method="post" action={action} noValidate className="space-y-4">
          <input type="hidden" name="intent" value="payment" />
          <input type="hidden" name={PAYMENT_FIELDS.key} value={paymentKey} />
          <EnhancedSubmissionField />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
              {...field("method", "bonifico")}
              label="Metodo"
              required
              choices={methodChoices}
              onChange={(event) => setMethod(event.currentTarget.value)}
              hint={taxDeduction ? "Detrazione fiscale chiesta: serve il bonifico parlante" : undefined}
            />
            {instalments.length > 0 ? (
              <SelectField
                id="pagamento-rata"
                {...field("instalment", firstOpen ? String(firstOpen.id) : "")}
                label="Rata"
                choices={[
                  { value: "", label: "La prima da pagare" },
                  ...instalments.map((step) => ({
                    value: String(step.id),
                    label: `${step.label} (${formatEuroCents(step.leftCents)} da pagare)`,
                  })),
                ]}
              />
            ) : null}
          </div>
          {losesDeduction(method, taxDeduction) ? (
            <p
              role="alert"
              className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
            >
              {DEDUCTION_LOST_WARNING}
            </p>
          ) : null}
          {taxDeduction ? (
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                id="pagamento-ritenuta"
                name={PAYMENT_FIELDS.withholding}
                defaultChecked={refusal?.values.withholding === "on"}
                aria-describedby="pagamento-ritenuta-nota"
                className="mt-1 size-4 accent-brand-700"
              />
              <div>
                <label htmlFor="pagamento-ritenuta" className="font-medium text-slate-900">
                  Bonifico parlante: l'importo è quello lordo pagato dal cliente
                </label>
                <p id="pagamento-ritenuta-nota" className="text-sm text-slate-700">
                  La banca trattiene l'11 % dell'imponibile: registriamo a parte quanto ricevuto e la
                  ritenuta.
                </p>
                {refusal?.errors.withholding ? (
                  <p className="mt-1 text-sm font-medium text-red-800">{refusal.errors.withholding}</p>
                ) : null}
              </div>
            </div>
          ) : null}
          <TextField
            id="pagamento-motivo"
            {...field("reason", "")}
            label="Motivo (solo se l'importo supera quanto dovuto)"
            maxLength={500}
          />
          <SubmitButton busy={busy} busyLabel="Registrazione in corso…">
            Registra il pagamento
          </SubmitButton>
        </fetcher.Form>
      )}
    </div>
  );
}
