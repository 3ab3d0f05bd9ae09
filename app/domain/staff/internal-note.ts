// An internal note on a request or an order, as its page lists it
// (docs/product/back-office.md): staff's only, append-only, by author.
export interface InternalNoteEntry {
  id: number;
  author: string;
  /** ISO time it was written. */
  at: string;
  body: string;
}
