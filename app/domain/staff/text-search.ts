// The back office's searches by name or e-mail (docs/product/back-office.md#search):
// every word typed must begin a word of the name, or the whole text must begin
// the e-mail address. Both are prefix searches the database answers from an
// index (docs/PERFORMANCE.md#back-office-at-scale), not "contains" searches.

const MAX_WORDS = 6;
const MAX_WORD_LENGTH = 40;

/** The words of a search, letters and digits only: "De Luca-Rossi" → ["De", "Luca", "Rossi"]. */
export function searchWords(query: string): string[] {
  return query
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/**
 * A full-text query that matches names whose words begin with every word typed
 * ("giu:* & bian:*"), or null when nothing searchable was typed. Only letters
 * and digits reach it, so it can never be a malformed query.
 */
export function namePrefixQuery(query: string): string | null {
  const words = searchWords(query);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/** A LIKE pattern for "begins with", lower-cased, with LIKE's own characters escaped. */
export function startsWithPattern(query: string): string {
  return `${query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
