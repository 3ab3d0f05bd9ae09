import { labelledCodes } from "../web/labelled-codes.ts";

// Payment terms (docs/product/payments.md#terms): a list of instalments, each a
// share of the total that falls due when its trigger happens.

const triggers = labelledCodes({
  order: "all'ordine",
  measurements: "alla conferma delle misure definitive",
  delivery: "alla consegna",
  fitting: "alla posa",
});

export const instalmentTriggers = triggers.codes;
export type InstalmentTrigger = (typeof instalmentTriggers)[number];
export const instalmentTriggerLabels = triggers.labels;
export const isInstalmentTrigger = triggers.includes;

const saleKindCodes = labelledCodes({
  goods_online: "Ordine online senza posa",
  supply_only: "Fornitura su misura senza posa",
  with_installation: "Fornitura con posa",
});

/** The kinds of sale an admin sets default terms for. */
export const saleKinds = saleKindCodes.codes;
export type SaleKind = (typeof saleKinds)[number];
export const saleKindLabels = saleKindCodes.labels;
export const isSaleKind = saleKindCodes.includes;

/** One instalment of a term: `percentBp` in hundredths of a percent (3000 = 30 %). */
export interface ScheduledInstalment {
  label: string;
  percentBp: number;
  trigger: InstalmentTrigger;
  /** Days from the trigger to the due date. */
  dueDays: number;
}

/** A term's instalments; their percentages add up to 100 %. */
export type PaymentSchedule = ScheduledInstalment[];
