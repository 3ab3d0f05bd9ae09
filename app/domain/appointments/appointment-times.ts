import { shopCalendarDay } from "../italian-formats/dates.ts";

// Appointments are typed and read in the shop's time zone (Europe/Rome) and
// stored as instants (docs/product/production.md#appointments): a day and a
// time of day become the instant they are in Rome, summer time or not.

export const SHOP_TIME_ZONE = "Europe/Rome";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isCalendarDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T12:00:00Z`).toISOString().startsWith(value);
export const isTimeOfDay = (value: string) => TIME.test(value);

let offsetFormatter: Intl.DateTimeFormat | undefined;

/** Minutes Rome is ahead of UTC at `instant` (60 in winter, 120 in summer). */
function romeOffsetMinutes(instant: Date): number {
  offsetFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const part = Object.fromEntries(offsetFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(part.year),
    Number(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant of `day` ("yyyy-MM-dd") at `time` ("HH:mm") in Rome. */
export function shopInstant(day: string, time: string): Date {
  const naive = new Date(`${day}T${time}:00Z`);
  // Twice: the offset at the guess may differ from the one at the answer around a change of hour.
  const first = new Date(naive.getTime() - romeOffsetMinutes(naive) * 60_000);
  return new Date(naive.getTime() - romeOffsetMinutes(first) * 60_000);
}

let clockFormatter: Intl.DateTimeFormat | undefined;

/** "HH:mm" in Rome. */
export function shopTimeOfDay(input: Date | string): string {
  clockFormatter ??= new Intl.DateTimeFormat("it-IT", {
    timeZone: SHOP_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return clockFormatter.format(new Date(input));
}

/** «08:30–12:00». */
export function timeWindow(startsAt: Date | string, endsAt: Date | string): string {
  return `${shopTimeOfDay(startsAt)}–${shopTimeOfDay(endsAt)}`;
}

/** The day `days` after `day`, both "yyyy-MM-dd". */
export function addDays(day: string, days: number): string {
  const noon = new Date(`${day}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/** The Monday of the week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The shop's day of an instant, "yyyy-MM-dd". */
export const shopDay = (input: Date | string) => shopCalendarDay(input);
