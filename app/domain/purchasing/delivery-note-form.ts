import { z } from "zod";
import { formatDateTime, shopCalendarDay } from "../italian-formats/dates.ts";
import { labelledCodes } from "../web/labelled-codes.ts";
import { integerLike } from "../web/validation.ts";

// The form that issues a delivery note (DDT) for an order's delivery
// (docs/product/production.md#delivery-notes): the reason for the transport,
// when it starts (the shop's time, Europe/Rome), how many packages, and
// optionally the delivery or fitting appointment it goes with.

const reasons = labelledCodes({
  vendita: "Vendita",
  "vendita-con-posa": "Vendita con posa",
});

export const transportReasons = reasons.codes;
export const transportReasonLabels = reasons.labels;
export type TransportReason = (typeof transportReasons)[number];

export const DELIVERY_NOTE_MAX_PACKAGES = 999;

const packagesMessage = `Indica il numero di colli, da 1 a ${DELIVERY_NOTE_MAX_PACKAGES}`;
const dayMessage = "Indica la data di inizio del trasporto (gg/mm/aaaa)";
const timeMessage = "Indica l'ora di inizio del trasporto (hh:mm)";

/** Whether "yyyy-MM-dd" names a day of the calendar (not 31 February). */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * The instant a wall-clock day and time of the shop stand for: Rome is one or
 * two hours ahead of UTC, and the right offset is the one that reads back as
 * the same day and time. An hour the spring change skips counts as winter time.
 */
export function shopLocalInstant(day: string, time: string): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  for (const hours of [1, 2]) {
    const instant = new Date(wall - hours * 3_600_000);
    if (shopCalendarDay(instant) === day && formatDateTime(instant).slice(11) === time) return instant;
  }
  return new Date(wall - 3_600_000);
}

export const deliveryNoteFormSchema = z
  .object({
    transportReason: z.enum(transportReasons, { error: "Scegli la causale del trasporto" }),
    transportDay: z
      .string({ error: dayMessage })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage)
      .refine(isCalendarDay, dayMessage),
    transportTime: z
      .string({ error: timeMessage })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage),
    packages: z.preprocess(
      integerLike,
      z
        .number({ error: packagesMessage })
        .int(packagesMessage)
        .min(1, packagesMessage)
        .max(DELIVERY_NOTE_MAX_PACKAGES, packagesMessage),
    ),
    appointmentId: z.preprocess(
      (value) => (value === "" || value === undefined ? null : integerLike(value)),
      z.number({ error: "Scegli un appuntamento dell'ordine" }).int().positive().nullable(),
    ),
  })
  .transform(({ transportDay, transportTime, ...rest }) => ({
    ...rest,
    transportStartsAt: shopLocalInstant(transportDay, transportTime),
  }));

export type DeliveryNoteInput = z.output<typeof deliveryNoteFormSchema>;

export const deliveryNoteFieldNames = [
  "transportReason",
  "transportDay",
  "transportTime",
  "packages",
  "appointmentId",
];
