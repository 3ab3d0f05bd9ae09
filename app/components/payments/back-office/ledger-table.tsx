import { useFetcher } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { formatShopDay } from "#app/domain/italian-formats/dates.ts";
import type { RecordedPayment } from "#app/domain/orders/order-payments.ts";
import type { InstalmentStanding } from "#app/domain/payments/instalment-status.ts";
import { paymentEntryKindLabels, recordedPaymentMethodTitle } from "#app/domain/payments/payment-entries.ts";
import { reversedIds } from "#app/domain/payments/payment-ledger.ts";

// The order's ledger for staff (docs/product/payments.md#corrections): every
// row as recorded, and beside each one that may be cancelled a «Storna» form
// asking the reason. Nothing is ever deleted.

export type LedgerCorrectionResult =
  | { intent: "reversal" | "refund"; ok: true; label: string }
  | {
      intent: "reversal" | "refund";
      ok: false;
      message: string;
      errors: Record<string, string | undefined>;
      values: Record<string, string | undefined>;
    };

export function LedgerTable({
  action,
  payments,
  instalments,
  paymentKey,
  postedReversal,
}: {
  action: string;
  payments: RecordedPayment[];
  instalments: InstalmentStanding[];
  paymentKey: string;
  /** A plain (no-JS) post's refused reversal, drawn beside the row it named. */
  postedReversal?: LedgerCorrectionResult | undefined;
}) {
  const reversed = reversedIds(payments);
  const labels = new Map(instalments.map((step) => [step.id, step.label]));
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Movimenti registrati</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            {["Data", "Tipo", "Importo", "Metodo", "Rata", "Registrato da", "Correzione"].map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-3 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id} className="border-b border-slate-100 align-top" data-testid="movimento">
              <td className="py-2 pr-3">{formatShopDay(payment.receivedOn)}</td>
              <td className="py-2 pr-3">
                {paymentEntryKindLabels[payment.kind]}
                {reversed.has(payment.id) ? " (stornato)" : ""}
                {payment.reason ? (
                  <span className="block text-slate-700">{`Motivo: ${payment.reason}`}</span>
                ) : null}
              </td>
              <td className="py-2 pr-3 font-medium">
                <Price cents={payment.amountCents} />
              </td>
              <td className="py-2 pr-3">{recordedPaymentMethodTitle(payment.method)}</td>
              <td className="py-2 pr-3">
                {payment.instalmentId === null ? "—" : (labels.get(payment.instalmentId) ?? "—")}
              </td>
              <td className="py-2 pr-3">{payment.recordedBy}</td>
              <td className="py-2">
                {payment.kind === "reversal" || reversed.has(payment.id) ? null : (
                  <ReversalForm
                    action={action}
                    payment={payment}
                    paymentKey={paymentKey}
                    posted={
                      postedReversal &&
                      !postedReversal.ok &&
                      postedReversal.values.paymentId === String(payment.id)
                        ? postedReversal
                        : undefined
                    }
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReversalForm({
  action,
  payment,
  paymentKey,
  posted,
}: {
  action: string;
  payment: RecordedPayment;
  paymentKey: string;
  posted: LedgerCorrectionResult | undefined;
}) {
  const fetcher = useFetcher<LedgerCorrectionResult>({ key: `reversal-${payment.id}` });
  const result = fetcher.data ?? posted;
  const refusal = result && !result.ok ? result : null;
  const reasonId = `storno-motivo-${payment.id}`;
  return (
    <fetcher.Form method="post" action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="reversal" />
      <input type="hidden" name="paymentId" value={payment.id} />
      <input type="hidden" name="paymentKey" value={`${paymentKey}-r${payment.id}`} />
      <div>
        <label htmlFor={reasonId} className="block text-xs font-medium text-slate-800">
          Motivo dello storno
        </label>
        <input
          id={reasonId}
          name="reason"
          required
          maxLength={500}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${reasonId}-errore` : undefined}
          className="mt-1 w-40 rounded-md border border-slate-400 px-2 py-1"
        />
        {refusal ? (
          <p id={`${reasonId}-errore`} className="mt-1 text-xs font-medium text-red-800">
            {refusal.errors.reason ?? refusal.message}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={fetcher.state !== "idle"} variant="secondary" size="sm">
        Storna
      </SubmitButton>
    </fetcher.Form>
  );
}
