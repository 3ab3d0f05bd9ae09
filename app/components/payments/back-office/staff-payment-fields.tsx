import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { EnhancedSubmissionField } from "#app/components/web/enhanced-submission.tsx";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { PAYMENT_FIELDS, type PaymentStatus } from "#app/domain/orders/order-payments.ts";
import type { InstalmentStanding } from "#app/domain/payments/instalment-status.ts";
import { staffPaymentMethodLabels, staffPaymentMethods } from "#app/domain/payments/payment-entries.ts";
import { DEDUCTION_LOST_WARNING, losesDeduction } from "#app/domain/payments/withholding.ts";

// The staff payment form's fields (docs/product/payments.md#staff-payments):
// day, amount, method, instalment, the bonifico parlante's gross and a reason
// for more than is due; the warning when a method would lose the deduction.

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const methodChoices = staffPaymentMethods.map((method) => ({
  value: method,
  label: capital(staffPaymentMethodLabels[method]),
}));

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

type Refusal = Extract<OrderPaymentResult, { ok: false }>;

export function StaffPaymentFields({
  fetcher,
  formRef,
  action,
  refusal,
  busy,
  instalments,
  status,
  taxDeduction,
  today,
  paymentKey,
}: {
  fetcher: FetcherWithComponents<OrderPaymentResult>;
  formRef: React.RefObject<HTMLFormElement | null>;
  action: string;
  refusal: Refusal | null;
  busy: boolean;
  instalments: InstalmentStanding[];
  status: PaymentStatus;
  taxDeduction: boolean;
  today: string;
  paymentKey: string;
}) {
  // A field's name and, after a refusal, what was typed in it and why it was refused.
  const field = (name: keyof typeof PAYMENT_FIELDS, defaultValue: string) => ({
    name: PAYMENT_FIELDS[name],
    defaultValue: refusal?.values[name] ?? defaultValue,
    error: refusal?.errors[name],
  });
  const [method, setMethod] = useState(refusal?.values.method ?? "bonifico");
  const firstOpen = instalments.find((step) => step.leftCents > 0);
  return (
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
        <p role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
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
              La banca trattiene l'11 % dell'imponibile: registriamo a parte quanto ricevuto e la ritenuta.
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
  );
}
