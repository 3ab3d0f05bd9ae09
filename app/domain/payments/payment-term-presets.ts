import { z } from "zod";
import type { PaymentSchedule } from "./payment-terms.ts";

// The terms staff may choose for one offer in the editor (docs/product/payments.md#terms),
// besides the default of its kind of sale; the chosen schedule is kept in
// `offers.payment_schedule` and frozen with each version sent.

export const paymentTermPresets = {
  "tutto-ordine": [{ label: "Pagamento", percentBp: 10_000, trigger: "order", dueDays: 0 }],
  "acconto-30-ordine-posa": [
    { label: "Acconto", percentBp: 3000, trigger: "order", dueDays: 7 },
    { label: "Saldo", percentBp: 7000, trigger: "fitting", dueDays: 7 },
  ],
  "acconto-30-misure-posa": [
    { label: "Acconto", percentBp: 3000, trigger: "measurements", dueDays: 7 },
    { label: "Saldo", percentBp: 7000, trigger: "fitting", dueDays: 7 },
  ],
  "acconto-50-misure-consegna": [
    { label: "Acconto", percentBp: 5000, trigger: "measurements", dueDays: 7 },
    { label: "Saldo", percentBp: 5000, trigger: "delivery", dueDays: 0 },
  ],
} satisfies Record<string, PaymentSchedule>;

export type PaymentTermPreset = keyof typeof paymentTermPresets;
export const paymentTermPresetKeys = Object.keys(paymentTermPresets) as [
  PaymentTermPreset,
  ...PaymentTermPreset[],
];

/** The editor's choice: "" for the default of the offer's kind of sale, else a preset's key. */
export const paymentPresetSchema = z
  .union([z.literal(""), z.enum(paymentTermPresetKeys)], { error: "Scegli le condizioni di pagamento" })
  .optional()
  .default("")
  .transform((key): PaymentSchedule | null => (key === "" ? null : paymentTermPresets[key]));

/** The preset a stored schedule is, or "" (none, or one no preset matches). */
export function presetKeyOf(schedule: PaymentSchedule | null): PaymentTermPreset | "" {
  if (!schedule) return "";
  const stored = JSON.stringify(schedule);
  return paymentTermPresetKeys.find((key) => JSON.stringify(paymentTermPresets[key]) === stored) ?? "";
}
