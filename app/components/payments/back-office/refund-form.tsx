import { useFetcher } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { staffPaymentMethodLabels, staffPaymentMethods } from "#app/domain/payments/payment-entries.ts";
import type { LedgerCorrectionResult } from "./ledger-table.tsx";

// «Registra un rimborso» (docs/product/payments.md#corrections): money given
// back, how and when, and why; at most what the shop keeps.

const methodChoices = staffPaymentMethods.map((method) => ({
  value: method,
  label: staffPaymentMethodLabels[method].charAt(0).toUpperCase() + staffPaymentMethodLabels[method].slice(1),
}));

export function RefundForm({
  action,
  paidCents,
  today,
  paymentKey,
  postedResult,
}: {
  action: string;
  paidCents: number;
  today: string;
  paymentKey: string;
  postedResult: LedgerCorrectionResult | undefined;
}) {
  const fetcher = useFetcher<LedgerCorrectionResult>({ key: "order-refund" });
  const result = fetcher.data ?? postedResult;
  const refusal = result && !result.ok && result.intent === "refund" ? result : null;
  const field = (name: string, defaultValue: string) => ({
    name,
    defaultValue: refusal?.values[name] ?? defaultValue,
    error: refusal?.errors[name],
  });
  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      className="mt-6 space-y-4 border-t border-slate-200 pt-4"
    >
      <h3 className="font-semibold text-slate-900">Registra un rimborso</h3>
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {refusal.message}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="paymentKey" value={`${paymentKey}-rimborso`} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          id="rimborso-data"
          {...field("receivedOn", today)}
          type="date"
          label="Data del rimborso"
          required
          max={today}
        />
        <TextField
          id="rimborso-importo"
          {...field("amount", "")}
          label="Importo (€)"
          required
          inputMode="decimal"
          autoComplete="off"
          hint={`Ricevuto: ${formatEuroCents(paidCents)}`}
        />
        <SelectField
          id="rimborso-metodo"
          {...field("method", "bonifico")}
          label="Metodo"
          required
          choices={methodChoices}
        />
      </div>
      <TextField id="rimborso-motivo" {...field("reason", "")} label="Motivo" required maxLength={500} />
      <SubmitButton
        busy={fetcher.state !== "idle"}
        variant="danger-outline"
        busyLabel="Registrazione in corso…"
      >
        Registra il rimborso
      </SubmitButton>
    </fetcher.Form>
  );
}
