import { z } from "zod";
import type { InternalNoteEntry } from "../staff/internal-note.ts";
import { MAX_RECORD_ID } from "../web/record-id.ts";
import { integerLike } from "../web/validation.ts";
import { orderStages } from "./order-stages.ts";

// The back office's status-change form (docs/product/back-office.md#order-status-workflow).

export const ORDER_NOTE_MAX_LENGTH = 1000;

export const OVERRIDE_REASON_MAX_LENGTH = 500;

export const orderStatusChangeSchema = z.object({
  stage: z.enum(orderStages, { error: "Scegli il nuovo stato" }),
  /** The order's version the form was rendered with: the optimistic lock. */
  version: z.preprocess(
    integerLike,
    z.number({ error: "Ricarica la pagina e riprova" }).int().min(1).max(MAX_RECORD_ID),
  ),
  note: z
    .string({ error: "Nota non valida" })
    .trim()
    .max(ORDER_NOTE_MAX_LENGTH, `La nota può contenere al massimo ${ORDER_NOTE_MAX_LENGTH} caratteri`)
    .default(""),
  /** A checkbox: present ("on") or absent. */
  noteVisibleToCustomer: z.preprocess(
    (value) => value === "on" || value === "true" || value === true,
    z.boolean(),
  ),
  /**
   * An admin's reason to pass the deposit guard (docs/product/production.md#stages);
   * empty means no override is asked for.
   */
  overrideReason: z
    .string({ error: "Motivo non valido" })
    .trim()
    .max(
      OVERRIDE_REASON_MAX_LENGTH,
      `Il motivo può contenere al massimo ${OVERRIDE_REASON_MAX_LENGTH} caratteri`,
    )
    .default(""),
});

export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** One entry of an order's history as staff see it. */
export interface OrderHistoryEntry {
  id: number;
  fromStatus: string;
  toStatus: string;
  /** The stages of the change; null on changes recorded before stages were kept. */
  fromStage: string | null;
  toStage: string | null;
  overrideReason: string;
  changedAt: string;
  changedBy: string;
  note: string;
  noteVisibleToCustomer: boolean;
}

/** One step of the customer's timeline: only notes staff chose to share. */
export interface OrderTimelineStep {
  status: string;
  /** The stage reached, when it was recorded (older changes have only the status). */
  stage: string | null;
  at: string;
  note: string | null;
}

/** An internal note on an order (docs/product/back-office.md#order-notes): staff only, at any status. */
export const ORDER_INTERNAL_NOTE_MAX_LENGTH = 2000;

export const orderNoteSchema = z.object({
  body: z
    .string({ error: "Scrivi il testo della nota" })
    .trim()
    .min(1, "Scrivi il testo della nota")
    .max(
      ORDER_INTERNAL_NOTE_MAX_LENGTH,
      `La nota può contenere al massimo ${ORDER_INTERNAL_NOTE_MAX_LENGTH} caratteri`,
    ),
});

/** A note as the order's page lists it. */
export type OrderNoteEntry = InternalNoteEntry;
