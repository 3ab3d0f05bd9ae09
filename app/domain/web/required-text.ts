import { z } from "zod";

// A text that must be given (a name, a code, a note): trimmed, refused with
// `missing` when it is absent, not a string or only blanks, and with `tooLong`
// past `maxLength` characters.

export function requiredTextSchema(missing: string, maxLength: number, tooLong = missing) {
  return z.string({ error: missing }).trim().min(1, missing).max(maxLength, tooLong);
}
