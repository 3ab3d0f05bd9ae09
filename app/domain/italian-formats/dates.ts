// Dates are shown in Italian and in the shop's time zone, so that the server
// render and the browser agree (no hydration mismatch) wherever the customer is.

const SHOP_TIME_ZONE = "Europe/Rome";

type DateInput = Date | string | number;

type MonthStyle = "2-digit" | "long" | "short";

// Building an Intl formatter costs far more than formatting with it: one per shape,
// made on first use (a page that shows no date builds none).
const dayFormatters = new Map<MonthStyle, Intl.DateTimeFormat>();

function dayFormatter(month: MonthStyle): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(month);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("it-IT", {
      timeZone: SHOP_TIME_ZONE,
      day: "2-digit",
      month,
      year: "numeric",
    });
    dayFormatters.set(month, formatter);
  }
  return formatter;
}

let timeFormatter: Intl.DateTimeFormat | undefined;

function hourFormatter(): Intl.DateTimeFormat {
  timeFormatter ??= new Intl.DateTimeFormat("it-IT", {
    timeZone: SHOP_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return timeFormatter;
}

function parts(input: DateInput, month: MonthStyle) {
  const formatter = dayFormatter(month);
  const byType = Object.fromEntries(
    formatter.formatToParts(new Date(input)).map((part) => [part.type, part.value]),
  );
  return { day: byType.day ?? "", month: byType.month ?? "", year: byType.year ?? "" };
}

/** dd/MM/yyyy, e.g. "05/03/2026" (order list). */
export function formatDateShort(input: DateInput): string {
  const { day, month, year } = parts(input, "2-digit");
  return `${day}/${month}/${year}`;
}

/** dd MMMM yyyy, e.g. "05 marzo 2026" (order detail). */
/**
 * A shop calendar day ("yyyy-MM-dd", a date column) as dd/MM/yyyy: read at
 * noon UTC, which is the same day in Rome in every season.
 */
export function formatShopDay(isoDay: string): string {
  return formatDateShort(`${isoDay}T12:00:00Z`);
}

export function formatDateLong(input: DateInput): string {
  const { day, month, year } = parts(input, "long");
  return `${day} ${month} ${year}`;
}

/** dd MMM yyyy, e.g. "05 mar 2026" (saved configurations). */
export function formatDateMedium(input: DateInput): string {
  const { day, month, year } = parts(input, "short");
  return `${day} ${month.replace(/\.$/, "")} ${year}`;
}

/** dd/MM/yyyy HH:mm, e.g. "05/03/2026 14:07" (back-office history and audit log). */
export function formatDateTime(input: DateInput): string {
  return `${formatDateShort(input)} ${hourFormatter().format(new Date(input))}`;
}

/** The shop's calendar day of an instant, "yyyy-MM-dd" (what a date input and the order filters hold). */
export function shopCalendarDay(input: DateInput): string {
  const { day, month, year } = parts(input, "2-digit");
  return `${year}-${month}-${day}`;
}

/** The shop's calendar day `days` after the one of `input`, as "yyyy-MM-dd" (a quote's last valid day). */
export function addShopDays(input: DateInput, days: number): string {
  const noon = new Date(`${shopCalendarDay(input)}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/** The Monday of the shop's current week and the first of its month, as "yyyy-MM-dd". */
export function shopWeekAndMonthStart(now: DateInput): { weekStart: string; monthStart: string } {
  const today = shopCalendarDay(now);
  const noon = new Date(`${today}T12:00:00Z`);
  const daysSinceMonday = (noon.getUTCDay() + 6) % 7;
  noon.setUTCDate(noon.getUTCDate() - daysSinceMonday);
  return { weekStart: noon.toISOString().slice(0, 10), monthStart: `${today.slice(0, 8)}01` };
}

/** How long something has waited, in Italian: "da 40 minuti", "da 5 ore", "da 3 giorni". */
export function waitingSince(from: DateInput, now: DateInput): string {
  const minutes = Math.max(0, Math.floor((new Date(now).getTime() - new Date(from).getTime()) / 60_000));
  if (minutes < 1) return "da meno di un minuto";
  if (minutes < 60) return minutes === 1 ? "da 1 minuto" : `da ${minutes} minuti`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? "da 1 ora" : `da ${hours} ore`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "da 1 giorno" : `da ${days} giorni`;
}
