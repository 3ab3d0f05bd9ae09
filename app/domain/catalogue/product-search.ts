import { SEARCH_QUERY_MAX_LENGTH } from "./search-page.ts";

// Product search (docs/product/catalogue.md#search), shared by the header's search
// dialog and the /cerca page: every word of the query must be found in the
// product's name, description, category or collection, ignoring case and
// accents, in the singular or the plural ("tapparelle" finds "Tapparella PVC
// Standard", "blindata" every product of "Porte Blindate").

/** How many hits the search dialog lists: enough to scan, few enough to stay fast on a phone. */
export const SEARCH_RESULT_LIMIT = 20;

export interface SearchableProduct {
  name: string;
  description: string;
  category?: { name: string } | null;
  /** The product's collection. */
  subcategory?: { name: string } | null;
}

/** Lower-cased text with accents and other combining marks removed. */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The folded words of a text: runs of letters and digits ("d'ingresso" is "d" and "ingresso"). */
export function searchWords(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** Shorter words are matched as typed: "la", "con", "pvc" have no singular and plural to fold. */
const INFLECTED_MIN_LENGTH = 4;
/** A stem this long may end a compound word: "finestre" finds "portafinestra", "porte" not "supporto". */
const COMPOUND_STEM_MIN_LENGTH = 6;

/**
 * The word without the final vowel that Italian changes between singular and
 * plural (tapparella/tapparelle, infisso/infissi, porta/porte), with the "i"
 * of -io/-ia dropped too (liscio/lisci, valigia/valigie) and the "h" of
 * -che/-ghe/-chi (ceramica/ceramiche, bianco/bianchi): both forms share this stem.
 */
export function searchStem(word: string): string {
  if (word.length < INFLECTED_MIN_LENGTH || !/[aeio]$/.test(word)) return word;
  return word.replace(/i?[aeio]$/, "").replace(/([cg])h$/, "$1");
}

interface IndexedText {
  text: string;
  stems: string[];
}

function indexText(text: string): IndexedText {
  return { text: foldForSearch(text), stems: searchWords(text).map(searchStem) };
}

interface QueryTerm {
  word: string;
  stem: string;
}

/** A term is found as typed anywhere (so a half-typed word still matches), or as a form of a whole word. */
function termFound(term: QueryTerm, indexed: IndexedText): boolean {
  if (indexed.text.includes(term.word)) return true;
  if (term.stem === term.word) return false;
  return indexed.stems.some(
    (stem) =>
      stem === term.stem || (term.stem.length >= COMPOUND_STEM_MIN_LENGTH && stem.endsWith(term.stem)),
  );
}

/** The query's terms, or none for a blank query. */
export function searchTerms(query: string): QueryTerm[] {
  return searchWords(query.slice(0, SEARCH_QUERY_MAX_LENGTH)).map((word) => ({
    word,
    stem: searchStem(word),
  }));
}

/**
 * How well a product answers the terms, or null when it does not: 0 when the
 * name alone holds every term, 1 with its category and collection, 2 when the
 * description is needed.
 */
function matchRank(product: SearchableProduct, terms: QueryTerm[]): 0 | 1 | 2 | null {
  const name = indexText(product.name);
  if (terms.every((term) => termFound(term, name))) return 0;
  const labelled = indexText(
    [product.name, product.category?.name ?? "", product.subcategory?.name ?? ""].join(" \n "),
  );
  if (terms.every((term) => termFound(term, labelled))) return 1;
  const everything = indexText(`${labelled.text} \n ${product.description}`);
  return terms.every((term) => termFound(term, everything)) ? 2 : null;
}

/**
 * The products that answer the query, best first (the name, then the category
 * or collection, then the description), in catalogue order within each rank.
 * A blank query matches nothing: the dialog then shows its hint instead of the
 * whole catalogue.
 */
export function searchProducts<T extends SearchableProduct>(
  products: readonly T[],
  query: string,
  limit: number = Number.POSITIVE_INFINITY,
): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const ranked: { product: T; rank: number; position: number }[] = [];
  products.forEach((product, position) => {
    const rank = matchRank(product, terms);
    if (rank !== null) ranked.push({ product, rank, position });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.position - b.position);
  return ranked.slice(0, limit).map((hit) => hit.product);
}

/** "1 prodotto trovato" / "3 prodotti trovati": the count both the dialog and the page announce. */
export function searchResultCountText(count: number): string {
  return count === 1 ? "1 prodotto trovato" : `${count} prodotti trovati`;
}
