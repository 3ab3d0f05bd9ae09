// Phone numbers as customers type them ("+39 333 123 4567", "051 123456",
// "0049 30 1234567"): digits, spaces and an optional leading + (contact-details.ts).
// A number without a country code is Italian: the shop's customers are.

const ITALY = "39";

/** The number in international digits, without + (e.g. "393331234567"); null when it has no digits. */
export function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (!digits) return null;
  if (trimmed.startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  return `${ITALY}${digits}`;
}

/** A `tel:` link for the number, spaces left out (RFC 3966: tel:+393331234567). */
export function phoneHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

/** Only digits, spaces and one leading +: what the forms accept; anything else is left as stored. */
const TYPED_NUMBER = /^\+?[\d ]*\d[\d ]*$/;

/** Spaces after the first `at` characters when there are none: a spreadsheet then keeps the number as text, zeros included. */
const spaced = (digits: string, at: number) =>
  digits.includes(" ") || digits.length <= at ? digits : `${digits.slice(0, at)} ${digits.slice(at)}`;

/**
 * The number as a spreadsheet shows it without a formula guard: an Italian one
 * in national form ("333 123 4567", "051 765 4321"), a foreign one with 00
 * instead of + ("0049 30 1234567"), so no cell starts with + (which Excel
 * would read as a formula) and a leading zero survives. A number that is not
 * digits and spaces is returned unchanged.
 */
export function spreadsheetPhone(phone: string): string {
  const typed = phone.trim().replace(/ {2,}/g, " ");
  if (!TYPED_NUMBER.test(typed)) return phone;
  const international = typed.startsWith("+")
    ? typed.slice(1).trim()
    : typed.startsWith("00")
      ? typed.slice(2).trim()
      : null;
  if (international === null) return spaced(typed, 3);
  if (international.startsWith(ITALY)) return spaced(international.slice(ITALY.length).trim(), 3);
  return spaced(`00${international}`, 4);
}
