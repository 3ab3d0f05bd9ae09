// Partita IVA: 11 digits, the last a check digit computed like Luhn's
// (DPR 633/1972 art. 35; DM 23/12/1976). docs/product/buying.md#invoice-data

/** The check digit of the first 10 digits. */
export function vatNumberCheckDigit(first10: string): number {
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(first10[index]);
    if (index % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Spaces and an "IT" prefix removed: how the number is stored. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/\s+/g, "").replace(/^IT/i, "");
}

/** Why a partita IVA is not valid, in Italian, or null when it is. */
export function vatNumberProblem(value: string): string | null {
  const number = normalizeVatNumber(value);
  if (!/^\d{11}$/.test(number)) return "La partita IVA è di 11 cifre";
  if (/^0+$/.test(number)) return "La partita IVA non è valida";
  if (vatNumberCheckDigit(number) !== Number(number[10])) {
    return "La partita IVA non è valida: controlla le cifre (l'ultima è di controllo)";
  }
  return null;
}

export function isValidVatNumber(value: string): boolean {
  return vatNumberProblem(value) === null;
}
