import { z } from "zod";

// Where a company receives its electronic invoices through the Sistema di
// Interscambio: a 7-character recipient code, or a PEC address
// (docs/product/buying.md#invoice-data).

export const SDI_CODE_MESSAGE = "Il codice destinatario SDI è di 7 caratteri, lettere e cifre";

export function normalizeSdiCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function isValidSdiCode(value: string): boolean {
  return /^[A-Z0-9]{7}$/.test(normalizeSdiCode(value));
}

export const PEC_MESSAGE = "Inserisci un indirizzo PEC valido, per esempio fatture@pec.esempio.it";

export function isValidPec(value: string): boolean {
  return value.trim().length <= 254 && z.email().safeParse(value.trim()).success;
}
