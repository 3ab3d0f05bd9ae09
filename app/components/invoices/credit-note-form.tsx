import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/field.tsx";
import { CREDIT_NOTE_FIELDS } from "#app/domain/invoices/invoice-forms.ts";
import type { IssuedInvoiceSummary } from "#app/domain/invoices/invoice-views.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";

export interface CreditNoteRefusal {
  invoiceId: string;
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/**
 * «Nota di credito» on an issued invoice (docs/product/invoices.md#credit-notes):
 * the amount (at most what the invoice still stands at) and the reason, each
 * refusal beside its field; a plain form, so it works without JavaScript.
 */
export function CreditNoteForm({
  action,
  invoice,
  creditKey,
  refused,
}: {
  action: string;
  invoice: IssuedInvoiceSummary;
  creditKey: string;
  refused: CreditNoteRefusal | undefined;
}) {
  const mine = refused && refused.invoiceId === String(invoice.id) ? refused : undefined;
  const id = `nota-${invoice.id}`;
  return (
    <section aria-labelledby={`${id}-titolo`} id={id} className="mt-6 rounded-md border border-slate-200 p-4">
      <h3 id={`${id}-titolo`} className="font-semibold text-slate-900">
        {`Nota di credito su ${invoice.label.toLowerCase()} n. ${invoice.number}`}
      </h3>
      {mine ? (
        <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {mine.message}
        </p>
      ) : null}
      <Form method="post" action={`${action}#${id}`} noValidate className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="credit" />
        <input type="hidden" name="invoiceId" value={invoice.id} />
        <input type="hidden" name="invoiceKey" value={`${creditKey}-${invoice.id}`} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={`${id}-importo`}
            name={CREDIT_NOTE_FIELDS.amount}
            label="Importo (€, IVA inclusa)"
            required
            inputMode="decimal"
            autoComplete="off"
            defaultValue={mine?.values.amount ?? ""}
            error={mine?.errors.amount}
            hint={`Al massimo ${formatEuroCents(invoice.creditableCents)}`}
          />
          <TextField
            id={`${id}-motivo`}
            name={CREDIT_NOTE_FIELDS.reason}
            label="Motivo"
            required
            maxLength={300}
            defaultValue={mine?.values.reason ?? ""}
            error={mine?.errors.reason}
          />
        </div>
        <Button type="submit" variant="secondary">
          Emetti la nota di credito
        </Button>
      </Form>
    </section>
  );
}
