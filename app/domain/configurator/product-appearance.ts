// The colour a drawing gives a product or a finish when no colour option with a
// swatch says it: read from the words of its name or code ("TR651 Bianco",
// "mdf-base-noce-liscio", "Finestra Legno Lamellare 68"). Colour words win over
// wood species, and both over the material (docs/product/drawings.md#colours).

export interface Appearance {
  /** #rrggbb */
  hex: string;
  /** Italian, as the drawing's description says it: "colore Bianco". */
  name: string;
}

interface AppearanceRule {
  /** Normalised (lowercase, no accents) word beginnings; any one of them matches. */
  words: readonly string[];
  appearance: Appearance;
}

const rule = (words: readonly string[], hex: string, name: string): AppearanceRule => ({
  words,
  appearance: { hex, name },
});

/** Checked in this order: the first rule with a word in the text wins. */
const appearanceRules: readonly AppearanceRule[] = [
  // Compound names first, so that "grigio antracite" is not plain grey.
  rule(["antracite"], "#383e42", "Antracite"),
  rule(["grigio perla"], "#c4c0b8", "Grigio perla"),
  rule(["grigio chiaro"], "#cfd2d4", "Grigio chiaro"),
  rule(["testa di moro"], "#4e3524", "Testa di moro"),
  rule(["noce canaletto"], "#5b3a29", "Noce canaletto"),
  rule(["rovere sbiancato"], "#dccbab", "Rovere sbiancato"),
  rule(["rovere moro"], "#4a3426", "Rovere moro"),
  rule(["tinto noce"], "#7b5032", "Noce"),
  rule(["tinto wenge"], "#3d2b1f", "Wengé"),
  // Plain colours.
  rule(["bianc"], "#f8fafc", "Bianco"),
  rule(["nero", "nera"], "#1f1f1f", "Nero"),
  rule(["grigi"], "#7d7f7d", "Grigio"),
  rule(["tortora"], "#a39382", "Tortora"),
  rule(["ardesia"], "#4b5157", "Ardesia"),
  rule(["cemento"], "#9e9d98", "Cemento"),
  rule(["rosso"], "#a4161a", "Rosso"),
  rule(["blu"], "#1d3a8a", "Blu"),
  rule(["verde"], "#1f4d36", "Verde"),
  rule(["marrone"], "#6b4226", "Marrone"),
  // Wood species.
  rule(["wenge"], "#3d2b1f", "Wengé"),
  rule(["mogano"], "#6b2e1f", "Mogano"),
  rule(["ciliegio"], "#8e3b25", "Ciliegio"),
  rule(["noce"], "#7b5032", "Noce"),
  rule(["rovere"], "#b48a56", "Rovere"),
  rule(["tanganica", "tanganika"], "#a0703f", "Tanganica"),
  rule(["douglas"], "#a0643c", "Douglas"),
  rule(["frassin"], "#cdb48e", "Frassino"),
  rule(["olmo"], "#9c7f5f", "Olmo"),
  rule(["okoum"], "#b9825a", "Okoumè"),
  // Materials, when nothing else is said.
  rule(["inox", "acciaio", "steel"], "#a9acb0", "Acciaio"),
  rule(["legno"], "#a0703c", "Legno"),
  rule(["alluminio"], "#9ea3a8", "Alluminio"),
  rule(["pvc"], "#f8fafc", "Bianco"),
];

/** Lowercase, without accents, separators as spaces: "Wengé" and "tinto-wenge" read alike. */
export function normaliseWords(text: string): string {
  return ` ${text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

/** The appearance the first text that names one says, or null when none does. */
export function appearanceFromWords(...texts: (string | null | undefined)[]): Appearance | null {
  for (const text of texts) {
    if (!text) continue;
    const words = normaliseWords(text);
    const found = appearanceRules.find((candidate) =>
      candidate.words.some((word) => words.includes(` ${word}`)),
    );
    if (found) return found.appearance;
  }
  return null;
}
