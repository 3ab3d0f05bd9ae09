import { Form } from "react-router";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { SelectField, TextField } from "#app/components/ui/field.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { paymentTermsText } from "#app/domain/payments/instalment-plan.ts";
import {
  instalmentTriggerLabels,
  instalmentTriggers,
  type PaymentSchedule,
  type SaleKind,
  saleKindLabels,
} from "#app/domain/payments/payment-terms.ts";
import { MAX_TERM_ROWS, termFieldName } from "#app/domain/payments/payment-terms-form.ts";

// One kind of sale's default terms (docs/product/payments.md#defaults): up to
// four instalments, each its label, percentage, trigger and days, with the
// refusal beside the field and the sum's beside the table.

const triggerChoices = [
  { value: "", label: "—" },
  ...instalmentTriggers.map((trigger) => ({ value: trigger, label: instalmentTriggerLabels[trigger] })),
];

export interface TermsRefusal {
  saleKind: string;
  message: string;
  errors: Record<string, string | undefined>;
  values: Record<string, string | undefined>;
}

const percentText = (percentBp: number) => String(percentBp / 100).replace(".", ",");

export function PaymentTermsForm({
  saleKind,
  schedule,
  version,
  refusal,
}: {
  saleKind: SaleKind;
  schedule: PaymentSchedule;
  version: number;
  refusal: TermsRefusal | undefined;
}) {
  const mine = refusal?.saleKind === saleKind ? refusal : undefined;
  const value = (row: number, field: "label" | "percentBp" | "trigger" | "dueDays") => {
    const name = termFieldName(row, field);
    if (mine) return mine.values[name] ?? "";
    const step = schedule[row];
    if (!step) return "";
    if (field === "percentBp") return percentText(step.percentBp);
    return String(step[field]);
  };
  const headingId = `termini-${saleKind}`;
  return (
    <Panel headingId={headingId} title={saleKindLabels[saleKind]} className="mt-6">
      <p className="mt-2 text-sm text-slate-700">{`Ora: ${paymentTermsText(schedule)}`}</p>
      {mine ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {mine.errors.schedule ?? mine.message}
        </p>
      ) : null}
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="terms" />
        <input type="hidden" name="saleKind" value={saleKind} />
        <input type="hidden" name="version" value={version} />
        {Array.from({ length: MAX_TERM_ROWS }, (_, row) => (
          <fieldset key={row} className="grid gap-3 sm:grid-cols-4">
            <legend className="mb-1 text-sm font-medium text-slate-900">{`Rata ${row + 1}`}</legend>
            <TextField
              id={`${saleKind}-${row}-label`}
              name={termFieldName(row, "label")}
              label="Nome"
              defaultValue={value(row, "label")}
              error={mine?.errors[termFieldName(row, "label")]}
            />
            <TextField
              id={`${saleKind}-${row}-percent`}
              name={termFieldName(row, "percentBp")}
              label="Percentuale (%)"
              inputMode="decimal"
              defaultValue={value(row, "percentBp")}
              error={mine?.errors[termFieldName(row, "percentBp")]}
            />
            <SelectField
              id={`${saleKind}-${row}-trigger`}
              name={termFieldName(row, "trigger")}
              label="Quando"
              choices={triggerChoices}
              defaultValue={value(row, "trigger")}
              error={mine?.errors[termFieldName(row, "trigger")]}
            />
            <TextField
              id={`${saleKind}-${row}-days`}
              name={termFieldName(row, "dueDays")}
              label="Entro giorni"
              inputMode="numeric"
              defaultValue={value(row, "dueDays")}
              error={mine?.errors[termFieldName(row, "dueDays")]}
            />
          </fieldset>
        ))}
        <SubmitButton busy={false}>Salva le condizioni</SubmitButton>
      </Form>
    </Panel>
  );
}
