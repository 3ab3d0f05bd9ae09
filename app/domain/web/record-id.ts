import { refuse } from "../refusal.ts";

// Every id in a URL — a route parameter or a query string, on a page or the
// API — is read by this one parser. Ids are PostgreSQL `integer`s, so a larger
// number cannot exist and is never sent to the database (where it would fail).

export const MAX_RECORD_ID = 2_147_483_647;

/**
 * An id as written in a URL: 1 to 10 ASCII digits, at most 2³¹−1. Anything
 * else ("1e3", "0x10", "2.0", " 2", "2abc", a larger number) is no id: null.
 */
export function parseRecordId(raw: string | null | undefined): number | null {
  if (typeof raw !== "string" || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}

/** A path id, as above; anything that is not one is an "invalid" refusal with `message` (the API's 400). */
export function parseId(raw: string | undefined, message: string): number {
  const id = parseRecordId(raw);
  if (id === null) throw refuse.invalid(message);
  return id;
}
