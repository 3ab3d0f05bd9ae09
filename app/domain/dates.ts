// Dates are shown in Italian and in the shop's time zone, so that the server
// render and the browser agree (no hydration mismatch) wherever the customer is.

const SHOP_TIME_ZONE = "Europe/Rome";

type DateInput = Date | string | number;

function parts(input: DateInput, month: "2-digit" | "long" | "short") {
  const formatter = new Intl.DateTimeFormat("it-IT", {
    timeZone: SHOP_TIME_ZONE,
    day: "2-digit",
    month,
    year: "numeric",
  });
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
  const formatter = new Intl.DateTimeFormat("it-IT", {
    timeZone: SHOP_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return `${formatDateShort(input)} ${formatter.format(new Date(input))}`;
}
