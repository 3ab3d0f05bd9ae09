import { z } from "zod";
import { SEARCH_QUERY_MAX_LENGTH } from "./search-page.ts";

// The /cerca page's `q`, read on the server. Kept apart from search-page.ts,
// which the header's bundle carries, so that zod stays out of every page's
// initial JavaScript.

/** A query from a URL or a form: trimmed and cut to the length the search reads; anything else is blank. */
export const searchQuerySchema = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.slice(0, SEARCH_QUERY_MAX_LENGTH).trim() : ""));
