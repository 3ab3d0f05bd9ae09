// CSV files for the back office's exports (docs/product/back-office.md#exports),
// written for Italian Excel: UTF-8 with a BOM (so the accents survive), ";" as
// the separator, a decimal comma, CRLF line ends. A cell that a spreadsheet
// would read as a formula (it begins with = + - @, a tab or a carriage return)
// is prefixed with ' (OWASP "CSV injection"); a plain number such as "-12,50" is left alone.

const BOM = "\uFEFF";
const SEPARATOR = ";";
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;
const NEEDS_QUOTES = /[";\r\n]/;

/** A number with the Italian decimal comma; non-finite numbers are no value. */
function numberCell(value: number): string {
  return Number.isFinite(value) ? String(value).replace(".", ",") : "";
}

function textCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cell(value: string | number | null): string {
  if (value === null) return "";
  return typeof value === "number" ? numberCell(value) : textCell(value);
}

/** A whole CSV document: BOM, the header, one CRLF-terminated line per row. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(SEPARATOR));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** Cents as a euro amount Excel reads as a number: 123450 → "1234,50" (no grouping, no symbol). */
export function csvCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(Math.round(cents));
  return `${sign}${Math.trunc(absolute / 100)},${String(absolute % 100).padStart(2, "0")}`;
}
