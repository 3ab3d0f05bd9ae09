// Money travels as integer euro cents inside the shop (ADR 003); euros with two
// decimals appear only at the edges: the JSON API and the formatted text.

import { formatItalianDecimal } from "./italian-decimal.ts";

// Written by hand (italian-decimal.ts) rather than with Intl.NumberFormat: the
// first Intl formatter a page builds loads the browser's locale data, which on a
// slow phone costs more than rendering the product cards that show the prices
// (docs/PERFORMANCE.md). The output is the one Intl gives for it-IT and EUR with
// grouping always on ("1.234,50 €", a no-break space before the sign); CLDR's
// own Italian data would group only from five digits ("1390,00 €"), the shop
// always writes the dot.
const NO_BREAK_SPACE = "\u00a0";

/** "1.234,50 €" — the Italian shop format, always two decimals. */
export function formatEuroCents(cents: number): string {
  // Half a cent rounds away from zero, as Intl does.
  const wholeCents = Math.sign(cents) * Math.round(Math.abs(cents));
  return `${formatItalianDecimal(wholeCents, 2, true)}${NO_BREAK_SPACE}€`;
}

/** Cents to a euro amount with two decimals, for JSON answers (`basePrice: 489.9`), in app/server/web/api-serializers.server.ts. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** Parses a euro amount with at most two decimals ("12", "12.5", "12.50") into cents, exactly. */
export function eurosToCents(euros: number | string): number {
  const text = typeof euros === "number" ? euros.toFixed(2) : euros.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Importo non valido: ${text}`);
  const [, sign, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign === "-" ? -cents : cents;
}
