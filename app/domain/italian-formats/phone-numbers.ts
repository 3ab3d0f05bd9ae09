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
