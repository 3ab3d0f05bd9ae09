import { z } from "zod";
import { MAX_RECORD_ID } from "../web/record-id.ts";
import { integerLike } from "../web/validation.ts";

// The technician's size of one position at the site (docs/product/production.md#measurements):
// whole millimetres, with notes such as «fuori squadro 4 mm». The server then
// checks the size against the family's limits by pricing the position with it.

export const MEASUREMENT_NOTES_MAX = 500;

const millimetres = (label: string) =>
  z.preprocess(
    integerLike,
    z
      .number({ error: `Scrivi ${label} in millimetri` })
      .int(`Scrivi ${label} in millimetri interi`)
      .positive(`Scrivi ${label} in millimetri`)
      .max(9999, `Scrivi ${label} in millimetri`),
  );

export const positionMeasurementSchema = z.object({
  itemId: z.preprocess(
    integerLike,
    z.number({ error: "Posizione non trovata" }).int().positive().max(MAX_RECORD_ID),
  ),
  width: millimetres("la larghezza"),
  height: millimetres("l'altezza"),
  notes: z
    .string({ error: "Note non valide" })
    .trim()
    .max(MEASUREMENT_NOTES_MAX, `Le note possono contenere al massimo ${MEASUREMENT_NOTES_MAX} caratteri`)
    .default(""),
});

export type PositionMeasurementInput = z.infer<typeof positionMeasurementSchema>;

/** A door is configured in centimetres: its measured size must be whole centimetres. */
export const DOOR_CENTIMETRES_MESSAGE =
  "Per una porta indica le misure in centimetri interi (multipli di 10 mm)";

export interface MeasuredPosition {
  itemId: number;
  /** 1, 2, …: the position's number on the sheet, the work order and the cut list. */
  index: number;
  productName: string;
  roomLabel: string;
  quantity: number;
  kind: string;
  /** The size the order holds now, in mm; null for a product sold in one size. */
  widthMm: number | null;
  heightMm: number | null;
  sizesFinal: boolean;
  measurement: {
    widthMm: number;
    heightMm: number;
    notes: string;
    measuredBy: string;
    measuredAt: string;
  } | null;
}

export interface MeasurementSheet {
  orderId: number;
  orderNumber: string;
  stage: string;
  jobNumber: string;
  customerName: string;
  siteAddress: string;
  measurementsConfirmedAt: string | null;
  positions: MeasuredPosition[];
  /** The revision with the measured sizes waiting for the customer, if one was sent. */
  pendingRevision: { number: string; href: string } | null;
}

/** «Mancano le misure di 2 posizioni», or null when every position is measured. */
export function missingMeasurementsMessage(positions: readonly MeasuredPosition[]): string | null {
  const missing = positions.filter((position) => position.measurement === null).length;
  if (missing === 0) return null;
  return `Mancano le misure di ${missing} ${missing === 1 ? "posizione" : "posizioni"}`;
}
