// IBAN (ISO 13616): the two check digits make the whole number, read as
// country code and check digits moved to the end with letters as 10…35,
// leave 1 when divided by 97. An Italian IBAN is 27 characters:
// IT, 2 check digits, CIN (letter), ABI (5 digits), CAB (5 digits), 12 account characters.

/** Spaces removed and upper case: how an IBAN is stored. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** "IT60 X054 2811 1010 0000 0123 456": groups of four, as banks print it. */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const char of digits) remainder = (remainder * 10 + Number(char)) % 97;
  return remainder;
}

function ibanChecksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}

/** Why an IBAN is not valid, in Italian, or null when it is. Spaces and case do not matter. */
export function ibanProblem(value: string): string | null {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return "L'IBAN non ha la forma corretta";
  if (iban.startsWith("IT") && !/^IT\d{2}[A-Z]\d{10}[A-Z0-9]{12}$/.test(iban)) {
    return "Un IBAN italiano è di 27 caratteri: IT, 2 cifre di controllo, CIN, ABI, CAB e 12 caratteri di conto";
  }
  if (!ibanChecksumHolds(iban)) return "L'IBAN non è valido: le cifre di controllo non corrispondono";
  return null;
}

export function isValidIban(value: string): boolean {
  return ibanProblem(value) === null;
}
