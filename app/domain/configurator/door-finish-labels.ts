import { searchStem, searchWords } from "../catalogue/product-search.ts";

// How the door configurator presents a finish (docs/product/door-configurator.md#panels): a short
// name under its line's heading ("Noce Nazionale" under "Laminati Base") and a colour swatch
// read from the name; the supplier's codes stay available but secondary.

/**
 * The finish's name without the words that repeat its line: "Laminato Noce Nazionale" in
 * "Laminati Base" reads "Noce Nazionale". The full name when nothing would be left.
 */
export function finishShortName(finish: { name: string; line: string }): string {
  const lineStems = searchWords(finish.line).map(searchStem);
  const words = finish.name.split(/[\s-]+/).filter((word) => word !== "");
  let repeated = 0;
  while (
    repeated < words.length &&
    repeated < lineStems.length &&
    searchWords(words[repeated]!).map(searchStem).join(" ") === lineStems[repeated]
  ) {
    repeated += 1;
  }
  const rest = words.slice(repeated).join(" ");
  return rest === "" ? finish.name : rest;
}

/** A sample lacquer (any RAL or NCS colour): the swatch shows a spectrum. */
const SAMPLE_SWATCH = "conic-gradient(#c0392b, #f1c40f, #27ae60, #2980b9, #8e44ad, #c0392b)";
/** A finish whose name gives no colour. */
const NEUTRAL_SWATCH = "#c8c0b4";

/** Colour words in the finishes' names, the more specific first ("grigio antracite" before "grigio"). */
const swatchByKeyword: readonly [keyword: string, colour: string][] = [
  ["a campione", SAMPLE_SWATCH],
  ["testa di moro", "#4a2c20"],
  ["grigio antracite", "#3b3f44"],
  ["grigio perla", "#c9c8c3"],
  ["grigio chiaro", "#d4d4d0"],
  ["olmo grigio", "#8f877c"],
  ["rovere grigio", "#8d857a"],
  ["rovere moro", "#4a3324"],
  ["rovere sbiancato", "#d8cbb5"],
  ["noce canaletto", "#5b3a29"],
  ["noce tabacco", "#6b4a2f"],
  ["nero", "#1f1f1f"],
  ["antracite", "#3b3f44"],
  ["ardesia", "#4a4f55"],
  ["cemento", "#9a9a95"],
  ["tortora", "#a39382"],
  ["grigio", "#8c8c88"],
  ["blu", "#1f4e9c"],
  ["rosso", "#b3261e"],
  ["verde", "#2f4538"],
  ["wenge", "#3b2a20"],
  ["mogano", "#6a2e1f"],
  ["ciliegio", "#8b3f2a"],
  ["okoume", "#b57a4e"],
  ["tanganika", "#9b6b43"],
  ["douglas", "#8a5a3a"],
  ["noce", "#6e4b32"],
  ["rovere", "#b08a5a"],
  ["vetro", "#dfe6ea"],
  ["bianco", "#f7f6f2"],
];

/** The CSS background of a finish's swatch, read from its name. */
export function finishSwatch(name: string): string {
  const words = ` ${searchWords(name).join(" ")} `;
  return swatchByKeyword.find(([keyword]) => words.includes(` ${keyword} `))?.[1] ?? NEUTRAL_SWATCH;
}
