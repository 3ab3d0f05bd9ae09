import { spreadsheetPhone } from "#app/domain/italian-formats/phone-numbers.ts";

// The back office's CSV exports (docs/product/back-office.md#exports), made for
// Italian Excel: UTF-8 with a byte-order mark, `;` between cells, CRLF between
// rows, decimal comma. A cell that a spreadsheet could read as a formula is
// prefixed with an apostrophe, after OWASP's advice on CSV injection: one that
// starts with =, +, -, @, a tab or a carriage return, also after any spaces
// (Unicode ones too), tabs, separators or quotes a spreadsheet may skip. A
// plain number ("-12,50", as csvEuros writes amounts) stays as it is: a number
// cannot start a formula, and Excel must still read amounts as numbers.

export type CsvCell = string | number | null | undefined;

const BOM = "\uFEFF";
const SEPARATOR = ";";
/** Blanks, separators and quotes a spreadsheet may pass over before it reads a formula. */
const FORMULA_START = /^[\s\p{Zs}\u200B-\u200D\uFEFF;,'"]*[=+\-@\t\r]/u;
/** A plain number, negative ones included, is data, not a formula. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

/** One cell as text: neutralised when it could start a formula, quoted when it holds ; " or a line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value).replace(".", ",") : value;
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A phone number Excel shows as typed: national form for an Italian one, 00
 * for a foreign prefix (spreadsheetPhone), so it needs no apostrophe; what is
 * not a plain number still goes through the guard in csvCell.
 */
export function csvPhone(phone: string | null | undefined): string | null {
  return phone ? spreadsheetPhone(phone) : null;
}

/** Euro cents as a plain Italian amount, "1234,50": no thousands separator, so Excel reads a number. */
export function csvEuros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, "0")}`;
}

export function toCsv(headings: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headings, ...rows].map((row) => row.map(csvCell).join(SEPARATOR));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** The download: UTF-8 CSV as an attachment, never cached. */
export function csvResponse(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
