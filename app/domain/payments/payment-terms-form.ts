import { z } from "zod";
import { paymentScheduleSchema } from "./instalment-plan.ts";
import { saleKinds } from "./payment-terms.ts";

// The admin's form of the default terms per kind of sale
// (docs/product/payments.md#defaults): up to four rows of label, percentage
// («30» or «33,33»), trigger and days, named `schedule.N.field` so that each
// refusal lands beside its field.

export const MAX_TERM_ROWS = 4;
export const termFields = ["label", "percentBp", "trigger", "dueDays"] as const;
export const termFieldName = (row: number, field: (typeof termFields)[number]) => `schedule.${row}.${field}`;

/** «30», «33,33», «12.5» → hundredths of a percent; anything else NaN (the schema's message). */
export function parsePercentBp(text: string | undefined): number {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text ?? "");
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

function parseDays(text: string | undefined): number {
  return /^\s*\d{1,3}\s*$/.test(text ?? "") ? Number(text) : Number.NaN;
}

/** The form's text fields as the schema reads them; empty rows after the last filled one are left out. */
export function termsFormInput(fields: Record<string, string | undefined>) {
  const rows = Array.from({ length: MAX_TERM_ROWS }, (_, row) => {
    const text = (field: (typeof termFields)[number]) => (fields[termFieldName(row, field)] ?? "").trim();
    return {
      blank: termFields.every((field) => text(field) === "" || (field === "dueDays" && text(field) === "0")),
      value: {
        label: text("label"),
        percentBp: parsePercentBp(text("percentBp")),
        trigger: text("trigger"),
        dueDays: parseDays(text("dueDays") || "0"),
      },
    };
  });
  const last = rows.findLastIndex((row) => !row.blank);
  return {
    saleKind: fields.saleKind,
    version: fields.version,
    schedule: rows.slice(0, last + 1).map((row) => row.value),
  };
}

export const termsFormSchema = z.object({
  saleKind: z.enum(saleKinds, { error: "Tipo di vendita sconosciuto" }),
  version: z.coerce.number({ error: "Ricarica la pagina" }).int().positive("Ricarica la pagina"),
  schedule: paymentScheduleSchema,
});
