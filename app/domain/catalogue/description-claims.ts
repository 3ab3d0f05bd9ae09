// A product's description is free text (the demo seed's, or what staff type),
// so it may state figures and promises the catalogue's data contradicts: a
// declared "Uw 1,3 W/m²K" where the calculator computes 1,48, "kit maniglie
// incluso" where the door configurator sells the kit apart. The pages show the
// description without them; the figures themselves come from the data
// (docs/product/catalogue.md#product-page-facts).

/** "Uw 1,3 W/m²K", "un Uw di 1,4 W/m²K", "Uw fino a 0,80 W/m²K", "Ud 1,1 W/m2K". */
const FIGURE = String.raw`(?:\b(?:un|una)\s+)?\b(?:Uw|Ud|Uf|Ug)\b(?:\s+(?:di|fino a|pari a|circa|≈))?\s*[=:]?\s*\d+(?:[,.]\d+)?\s*W\s*\/\s*m(?:²|2)\s*K`;

const figureRules: readonly [RegExp, string][] = [
  // "4/16/4 e Uw 1,3 W/m²K, per chi …", "triplo vetro e Uw 1,3 W/m²K per vetrate …": a comma instead.
  [new RegExp(String.raw`\s+(?:e|ed|con)\s+${FIGURE}\s*(?:,|(?=\s+per\b))`, "gi"), ", "],
  // "… con Uw 1,3 W/m²K." at the end of a sentence: the figure and what leads to it.
  [new RegExp(String.raw`\s+(?:e|con|ed)\s+${FIGURE}(?=\s*(?:[.;:!?]|$))`, "gi"), ""],
  // "Uw 1,3 W/m²K e ferramenta …", "Uw 0,90 W/m²K, 46 dB …": the figure and its joint.
  [new RegExp(String.raw`${FIGURE}\s*(?:,|\s+e\b|\s+ed\b)\s*`, "gi"), ""],
  [new RegExp(String.raw`\s*${FIGURE}`, "gi"), ""],
];

/** Words of an article the door configurator sells apart (a handle kit, a sill, a cylinder, a knob). */
const SOLD_APART = /\b(?:kit maniglie|maniglie|maniglia|soglia|soglie|cilindro|cilindri|pomolo|pomoli)\b/i;
const INCLUDED = /\b(?:inclus[oaie]|di serie|compres[oaie])\b/i;

/** Drops from a door's description the clauses that say an article sold apart comes with it. */
function withoutIncludedExtras(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      const clauses = sentence.split(/,\s+/);
      const kept = clauses.filter((clause) => !(INCLUDED.test(clause) && SOLD_APART.test(clause)));
      if (kept.length === clauses.length) return sentence;
      if (kept.length === 0) return "";
      const joined = kept.join(", ");
      return /[.!?]$/.test(joined) ? joined : `${joined}.`;
    })
    .filter(Boolean)
    .join(" ");
}

function tidy(text: string): string {
  return (
    text
      .replace(/\s+([,.;:!?])/g, "$1")
      .replace(/,\s*([.;:!?])/g, "$1")
      .replace(/\s{2,}/g, " ")
      .trim()
      // A sentence that began with the figure begins with its next word.
      .replace(/(^|[.!?:]\s+)(\p{Ll})/gu, (_match, lead: string, letter: string) =>
        lead.endsWith(":") || lead.startsWith(":") ? `${lead}${letter}` : `${lead}${letter.toUpperCase()}`,
      )
  );
}

/**
 * The description as the product pages show it: without any Uw/Ud figure, and,
 * for a product of the door configurator, without a claim that an article it
 * sells apart is included.
 */
export function descriptionWithoutClaims(description: string, options: { door: boolean }): string {
  let text = description;
  for (const [pattern, replacement] of figureRules) text = text.replace(pattern, replacement);
  if (options.door) text = withoutIncludedExtras(text);
  return tidy(text);
}
