// How an invoice is named (docs/product/invoices.md#numbers): one series per
// year for TD01, TD02 and TD04, printed "2026/000012", and the SDI file name
// IT<partita IVA>_<progressivo>.xml whose progressivo must be unique per sender
// and at most 5 letters or digits.

/** Invoices a year's series can hold: the file name's 3 base-36 characters (36³ − 1). */
export const MAX_YEARLY_PROGRESSIVE = 36 ** 3 - 1;

/** "2026/000012". */
export function formatInvoiceNumber(year: number, progressive: number): string {
  return `${year}/${String(progressive).padStart(6, "0")}`;
}

/**
 * The SDI progressivo: the year's last two digits, then the progressive in
 * base 36 on three characters ("26" + "00C" for the 12th of 2026): unique for
 * a century, and still readable as the year.
 */
export function sdiProgressive(year: number, progressive: number): string {
  if (!Number.isInteger(progressive) || progressive < 1 || progressive > MAX_YEARLY_PROGRESSIVE) {
    throw new RangeError(`Progressivo fuori serie: ${progressive}`);
  }
  const yy = String(year % 100).padStart(2, "0");
  return `${yy}${progressive.toString(36).toUpperCase().padStart(3, "0")}`;
}

/** "IT04518230372_2600C.xml". */
export function invoiceXmlFileName(vatNumber: string, progressive: string): string {
  const digits = vatNumber.replace(/^IT/i, "");
  return `IT${digits}_${progressive}.xml`;
}

/** The PDF's name for a download: "fattura-2026-000012.pdf". */
export function invoicePdfFileName(number: string, type: "TD01" | "TD02" | "TD04"): string {
  const stem = type === "TD04" ? "nota-di-credito" : "fattura";
  return `${stem}-${number.replace("/", "-")}.pdf`;
}
