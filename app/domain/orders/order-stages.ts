import { labelledCodes } from "../web/labelled-codes.ts";
import type { OrderStatus } from "./order-status.ts";

// The stages a workshop understands (docs/product/production.md#stages): the
// order's detailed state. The spec's four statuses stay readable in the JSON
// API, each stage reading as one of them (`orderStatusOfStage`).
const stages = labelledCodes({
  in_attesa_di_conferma: "In attesa di conferma",
  confermato: "Confermato",
  misure_definitive: "Misure definitive",
  in_produzione: "In produzione",
  pronto: "Pronto",
  consegnato: "Consegnato",
  posato: "Posato",
  chiuso: "Chiuso",
  annullato: "Annullato",
});

export const orderStages = stages.codes;
export const orderStageLabels = stages.labels;
export type OrderStage = (typeof orderStages)[number];
export const isOrderStage = stages.includes;

const statusOfStage: Record<OrderStage, OrderStatus> = {
  in_attesa_di_conferma: "pending",
  confermato: "processing",
  misure_definitive: "processing",
  in_produzione: "processing",
  pronto: "processing",
  consegnato: "completed",
  posato: "completed",
  chiuso: "completed",
  annullato: "cancelled",
};

/** The spec's status a stage reads as: what the JSON API's `status` and the old filters show. */
export function orderStatusOfStage(stage: OrderStage): OrderStatus {
  return statusOfStage[stage];
}

/** The stage an order of the spec's status had before stages were kept (the migration's backfill). */
export const stageOfLegacyStatus: Record<OrderStatus, OrderStage> = {
  pending: "in_attesa_di_conferma",
  processing: "confermato",
  completed: "consegnato",
  cancelled: "annullato",
};

export function knownOrderStage(stage: string): OrderStage {
  return isOrderStage(stage) ? stage : "in_attesa_di_conferma";
}

export function orderStageLabel(stage: string): string {
  return stages.labels[knownOrderStage(stage)];
}
