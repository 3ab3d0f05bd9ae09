// Codice fiscale of a person (DM 23/12/1976, omocodia: docs/product/buying.md#invoice-data):
// 6 letters, 2 digits (year), month letter, 2 digits (day, +40 for women),
// a letter and 3 digits (place of birth: the cadastral code of an Italian
// comune, A001–M999, or Z and a foreign state, Z100–Z999), a check letter. When
// two people would get the same code, the Agenzia delle Entrate replaces digits
// from the right with letters (omocodia), so each of the 7 digit positions may
// hold a letter; the date and place are read with the letters turned back.

/** The zero-based positions of the digits that omocodia may replace, from left to right. */
export const OMOCODIA_POSITIONS = [6, 7, 9, 10, 12, 13, 14] as const;
/** 0 → L, 1 → M, … 9 → V. */
const OMOCODIA_LETTERS = "LMNPQRSTUV";
const MONTH_LETTERS = "ABCDEHLMPRST";
/** Days in each month, January to December; February's 29th is checked apart. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** The value of a character in an odd position (1st, 3rd, … counted from one). */
const ODD_VALUES: Record<string, number> = {
  "0": 1,
  "1": 0,
  "2": 5,
  "3": 7,
  "4": 9,
  "5": 13,
  "6": 15,
  "7": 17,
  "8": 19,
  "9": 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
};

function evenValue(char: string): number {
  return /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
}

/** The check letter of the first 15 characters (uppercase). */
export function fiscalCodeCheckLetter(first15: string): string {
  let sum = 0;
  for (let index = 0; index < 15; index++) {
    const char = first15[index] ?? "";
    sum += index % 2 === 0 ? (ODD_VALUES[char] ?? 0) : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The code with omocodia letters turned back into digits. */
function withoutOmocodia(code: string): string {
  const chars = code.split("");
  for (const position of OMOCODIA_POSITIONS) {
    const letterIndex = OMOCODIA_LETTERS.indexOf(chars[position] ?? "");
    if (letterIndex >= 0) chars[position] = String(letterIndex);
  }
  return chars.join("");
}

const SHAPE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Spaces removed and upper case: how the code is stored. */
export function normalizeFiscalCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * Whether the birth date (year, month letter, day, +40 for women) can exist.
 * The code keeps only two digits of the year, so 29 February is taken when
 * either century makes it a leap year: 19YY and 20YY are leap years together
 * (YY divisible by 4), except YY = 00, where 2000 is and 1900 is not.
 */
function birthDateProblem(decoded: string): string | null {
  const month = MONTH_LETTERS.indexOf(decoded[8] ?? "");
  if (month < 0) return "Il codice fiscale non è valido: mese di nascita errato";
  const encodedDay = Number(decoded.slice(9, 11));
  const day = encodedDay > 40 ? encodedDay - 40 : encodedDay;
  const year = Number(decoded.slice(6, 8));
  const lastDay = month === 1 && year % 4 !== 0 ? 28 : (MONTH_DAYS[month] ?? 31);
  if (day < 1 || day > lastDay) {
    return "Il codice fiscale non è valido: giorno di nascita errato";
  }
  return null;
}

/** A comune's cadastral code (A001–M999) or a foreign state's (Z100–Z999). */
function isPlaceCode(place: string): boolean {
  const letter = place[0] ?? "";
  const number = Number(place.slice(1));
  if (letter === "Z") return number >= 100;
  return letter >= "A" && letter <= "M" && number >= 1;
}

/**
 * Why a codice fiscale is not valid, in Italian, or null when it is. Case and
 * spaces do not matter; pass it through `normalizeFiscalCode` to store it.
 */
export function fiscalCodeProblem(value: string): string | null {
  const code = normalizeFiscalCode(value);
  if (code.length !== 16) return "Il codice fiscale è di 16 caratteri";
  if (!SHAPE.test(code)) return "Il codice fiscale non ha la forma corretta (per esempio RSSMRA85M01H501Q)";
  const decoded = withoutOmocodia(code);
  const dateProblem = birthDateProblem(decoded);
  if (dateProblem) return dateProblem;
  if (!isPlaceCode(decoded.slice(11, 15))) {
    return "Il codice fiscale non è valido: codice del luogo di nascita errato";
  }
  if (fiscalCodeCheckLetter(code) !== code[15]) {
    return "Il codice fiscale non è valido: controlla il carattere di controllo (l'ultimo)";
  }
  return null;
}

export function isValidFiscalCode(value: string): boolean {
  return fiscalCodeProblem(value) === null;
}
