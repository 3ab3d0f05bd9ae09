import { z } from "zod";
import { addShopDays } from "../italian-formats/dates.ts";
import {
  type InstalmentTrigger,
  instalmentTriggerLabels,
  instalmentTriggers,
  type PaymentSchedule,
  type ScheduledInstalment,
} from "./payment-terms.ts";

// An order's terms turned into instalments (docs/product/payments.md#terms):
// each a share of the order's final total, the last taking the remainder so
// they add up to the cent; due on the trigger's day plus its days, counted in
// the Italian calendar.

/** 100 % in hundredths of a percent. */
export const FULL_PERCENT_BP = 10_000;

/** An instalment as the order keeps it, before its trigger has happened. */
export interface PlannedInstalment {
  position: number;
  label: string;
  percentBp: number;
  amountCents: number;
  trigger: InstalmentTrigger;
  dueDays: number;
}

/** The amounts of a schedule on `totalCents`: each share rounded down, the last one the rest. */
export function planInstalments(schedule: PaymentSchedule, totalCents: number): PlannedInstalment[] {
  let left = totalCents;
  return schedule.map((step, index) => {
    const last = index === schedule.length - 1;
    const amountCents = last ? left : Math.floor((totalCents * step.percentBp) / FULL_PERCENT_BP);
    left -= amountCents;
    return {
      position: index + 1,
      label: step.label,
      percentBp: step.percentBp,
      amountCents,
      trigger: step.trigger,
      dueDays: step.dueDays,
    };
  });
}

/**
 * The amounts of a new total for instalments not yet paid: the paid ones keep
 * theirs, the others share what is left in proportion to their percentages,
 * the last one taking the remainder.
 */
export function replanUnpaid<T extends { amountCents: number; percentBp: number; paid: boolean }>(
  instalments: readonly T[],
  totalCents: number,
): number[] {
  const fixed = instalments.reduce((sum, step) => sum + (step.paid ? step.amountCents : 0), 0);
  const open = instalments.filter((step) => !step.paid);
  const openBp = open.reduce((sum, step) => sum + step.percentBp, 0);
  let left = Math.max(0, totalCents - fixed);
  const share = left;
  let seen = 0;
  return instalments.map((step) => {
    if (step.paid) return step.amountCents;
    seen += 1;
    const amount =
      seen === open.length ? left : openBp === 0 ? 0 : Math.floor((share * step.percentBp) / openBp);
    left -= amount;
    return amount;
  });
}

/** "30 %", "33,33 %". */
export function formatPercentBp(percentBp: number): string {
  const value = percentBp / 100;
  return `${Number.isInteger(value) ? value : value.toFixed(2).replace(".", ",")} %`;
}

/** «alla conferma delle misure definitive», «alla posa, entro 7 giorni». */
export function triggerText(step: Pick<ScheduledInstalment, "trigger" | "dueDays">): string {
  const label = instalmentTriggerLabels[step.trigger];
  return step.dueDays > 0 ? `${label}, entro ${step.dueDays} giorni` : label;
}

/** «Acconto 30 % alla conferma delle misure definitive, saldo alla posa»; «100 % all'ordine». */
export function paymentTermsText(schedule: PaymentSchedule): string {
  if (schedule.length === 1 && schedule[0]) return `100 % ${instalmentTriggerLabels[schedule[0].trigger]}`;
  return schedule
    .map((step, index) => {
      const label = index === 0 ? step.label : step.label.toLowerCase();
      const percent = index === schedule.length - 1 && index > 0 ? "" : ` ${formatPercentBp(step.percentBp)}`;
      return `${label}${percent} ${instalmentTriggerLabels[step.trigger]}`;
    })
    .join(", ");
}

/** The due day of an instalment whose trigger happened at `at`: its Italian calendar day plus `dueDays`. */
export function instalmentDueOn(at: Date | string, dueDays: number): string {
  return addShopDays(at, dueDays);
}

const SCHEDULE_SUM_MESSAGE = "Le percentuali delle rate devono sommare al 100 %";

/** One instalment of a schedule as staff type it: label, percentage (e.g. "30" or "33,33"), trigger, days. */
export const scheduledInstalmentSchema = z.object({
  label: z
    .string({ error: "Indica il nome della rata" })
    .trim()
    .min(1, "Indica il nome della rata")
    .max(40, "Il nome della rata è troppo lungo"),
  percentBp: z
    .number({ error: "Indica la percentuale" })
    .int("Indica la percentuale con al massimo due decimali")
    .min(1, "La percentuale deve essere maggiore di zero")
    .max(FULL_PERCENT_BP, "La percentuale non può superare il 100 %"),
  trigger: z.enum(instalmentTriggers, { error: "Scegli quando la rata è dovuta" }),
  dueDays: z
    .number({ error: "Indica i giorni" })
    .int("Indica i giorni come numero intero")
    .min(0, "I giorni non possono essere negativi")
    .max(180, "Al massimo 180 giorni"),
});

/** A whole schedule: 1 to 4 instalments whose percentages add up to 100 %. */
export const paymentScheduleSchema = z
  .array(scheduledInstalmentSchema)
  .min(1, "Indica almeno una rata")
  .max(4, "Al massimo 4 rate")
  .refine((steps) => steps.reduce((sum, step) => sum + step.percentBp, 0) === FULL_PERCENT_BP, {
    message: SCHEDULE_SUM_MESSAGE,
  });

export { SCHEDULE_SUM_MESSAGE };
