import { z } from "zod";
import { isBeforeProduction } from "../orders/order-stage-workflow.ts";
import { knownOrderStage, orderStageLabel } from "../orders/order-stages.ts";
import { integerLike } from "../web/validation.ts";
import { versionNumberSchema } from "./offer-answers.ts";
import { workKinds } from "./work-kinds.ts";

// An order that changes before production (docs/product/offers.md#orders-that-change):
// staff write the change as a revision offer of the order, the customer
// accepts it like any offer, and the order takes its lines and total.

export const REVISION_REASON_MAX = 500;
export const REVISION_REASON_REQUIRED = "Scrivi perché cambia l'ordine.";

/** An order may still change until production starts (docs/product/production.md#stages). */
export function isOrderRevisable(stage: string): boolean {
  return isBeforeProduction(knownOrderStage(stage));
}

/** Why an order at this stage cannot change any more. */
export function orderNotRevisableMessage(stage: string): string {
  return `L'ordine è «${orderStageLabel(stage)}»: non si può più modificare.`;
}

export const REVISION_TOTAL_CHANGED_MESSAGE =
  "Il totale della variante è diverso da quello dell'ordine: inviala al cliente perché la confermi.";

/** «Modifica l'ordine»: why it changes. */
export const orderRevisionStartSchema = z.object({
  reason: z
    .string({ error: REVISION_REASON_REQUIRED })
    .trim()
    .min(1, REVISION_REASON_REQUIRED)
    .max(REVISION_REASON_MAX, `Al massimo ${REVISION_REASON_MAX} caratteri.`),
});

/**
 * The customer's «Accetta» of a revision: only the version, since the invoice
 * data, the address, the payment and art. 59 are the order's already; the
 * building's use only when the revision adds installation to an order without it.
 */
export const revisionAcceptanceSchema = z.object({
  versionNumber: versionNumberSchema,
  residential: z.enum(["si", "no"]).optional(),
  workKind: z.enum(workKinds).optional(),
});
export type RevisionAcceptanceInput = z.output<typeof revisionAcceptanceSchema>;

/** «Applica senza nuova conferma»: the editor's version of the offer. */
export const applyRevisionSchema = z.object({
  version: z.preprocess(integerLike, z.number().int().min(1)),
});

/** How a revision reads on the order's pages. */
export interface OrderRevisionView {
  offerNumber: string;
  staffHref: string;
  customerHref: string;
  createdAt: string;
  requestedBy: string;
  reason: string;
  statusLabel: string;
  /** Whether the customer has seen it: a draft is the office's alone. */
  sent: boolean;
  /** The order's total when the change was applied, and after; null while not applied. */
  previousTotalCents: number | null;
  newTotalCents: number | null;
  /** The latest version's total, while not applied. */
  proposedTotalCents: number | null;
  appliedAt: string | null;
  confirmedBy: string | null;
  appliedBy: "customer" | "staff" | null;
}

/** A revision sent to the customer and not answered yet. */
export interface PendingRevision {
  number: string;
  versionNumber: number;
  totalCents: number;
  href: string;
}
