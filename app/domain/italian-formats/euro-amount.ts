// A euro amount as staff type it in a form: Italian style ("1.234,50",
// "1234,5", "89") or with a decimal point ("1234.50"). Read exactly into
// integer cents (ADR 003), never through a float.

const ITALIAN_GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;
const ITALIAN_PLAIN = /^(\d{1,9})(?:,(\d{1,2}))?$/;
const DECIMAL_POINT = /^(\d{1,9})\.(\d{1,2})$/;

/** Cents of a typed euro amount, or null when it is not one. A trailing "€" is allowed. */
export function parseEuroAmount(text: string): number | null {
  const compact = text.replace(/\s+/g, "").replace(/€$/, "");
  const match = ITALIAN_GROUPED.exec(compact) ?? ITALIAN_PLAIN.exec(compact) ?? DECIMAL_POINT.exec(compact);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  return Number(whole.replaceAll(".", "")) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents as a form field shows them again: "1234,50" (no grouping, so it parses back as typed). */
export function euroAmountInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(Math.abs(cents % 100)).padStart(2, "0");
  return `${whole},${fraction}`;
}
