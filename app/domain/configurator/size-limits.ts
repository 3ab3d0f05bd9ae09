import { formatItalianInteger } from "../italian-formats/italian-decimal.ts";
import type { ProductFamily } from "./product-family.ts";

// The sizes the factory can make (docs/product/window-price.md#sizes-the-factory-can-make):
// the least and the greatest width and height per family, narrowed by the number
// of sashes and by the opening type, as staff keep them in the catalogue. Shared
// by the browser, which writes the limit beside the size fields before the buyer
// asks, and the server, which prices any size but refuses to sell one outside them.

export interface SizeLimit {
  family: ProductFamily;
  /** The `windowType` option value (sashes) the row is for; null for any. */
  windowType: string | null;
  /** The `openingType` option value the row is for; null for any. */
  openingType: string | null;
  minWidthMm: number;
  maxWidthMm: number;
  minHeightMm: number;
  maxHeightMm: number;
}

/** What a configuration's size limit is looked up by. */
export interface SizeLimitKey {
  family: ProductFamily;
  windowType?: string | null;
  openingType?: string | null;
}

/** Most specific first: sashes and opening, the opening alone (a vasistas is bound by its opening), the sashes alone, the family. */
function specificity(limit: SizeLimit, key: SizeLimitKey): number {
  if (limit.family !== key.family) return -1;
  if (limit.windowType !== null && limit.windowType !== (key.windowType ?? null)) return -1;
  if (limit.openingType !== null && limit.openingType !== (key.openingType ?? null)) return -1;
  return (limit.openingType !== null ? 2 : 0) + (limit.windowType !== null ? 1 : 0);
}

/** The limit that applies to a configuration; null when the catalogue has none for its family. */
export function sizeLimitFor(limits: readonly SizeLimit[], key: SizeLimitKey): SizeLimit | null {
  let best: SizeLimit | null = null;
  let bestScore = -1;
  for (const limit of limits) {
    const score = specificity(limit, key);
    if (score > bestScore) {
      best = limit;
      bestScore = score;
    }
  }
  return best;
}

const familyNouns: Record<ProductFamily, string> = {
  window: "una finestra",
  "french-window": "una portafinestra",
  sliding: "uno scorrevole",
  shutter: "una tapparella",
  door: "una porta",
};

const sashWords: Readonly<Record<string, string>> = {
  "una-anta": "a un'anta",
  "due-ante": "a due ante",
  "tre-ante": "a tre ante",
  "quattro-ante": "a quattro ante",
};

const openingWords: Readonly<Record<string, string>> = {
  battente: "a battente",
  "anta-ribalta": "ad anta ribalta",
  vasistas: "a vasistas",
  fissa: "fissa",
};

/** "una finestra a due ante", "una finestra a vasistas": what the limit row is for, in a sentence. */
export function sizeLimitSubject(limit: SizeLimit): string {
  const words = [familyNouns[limit.family]];
  if (limit.windowType) words.push(sashWords[limit.windowType] ?? limit.windowType);
  if (limit.openingType) words.push(openingWords[limit.openingType] ?? limit.openingType);
  return words.join(" ");
}

const mm = (value: number) => `${formatItalianInteger(value)} mm`;

/** «Per una finestra a due ante la larghezza va da 800 a 2.400 mm». */
export function widthLimitText(limit: SizeLimit): string {
  return `Per ${sizeLimitSubject(limit)} la larghezza va da ${formatItalianInteger(limit.minWidthMm)} a ${mm(limit.maxWidthMm)}`;
}

/** «Per una finestra a due ante l'altezza va da 500 a 2.000 mm». */
export function heightLimitText(limit: SizeLimit): string {
  return `Per ${sizeLimitSubject(limit)} l'altezza va da ${formatItalianInteger(limit.minHeightMm)} a ${mm(limit.maxHeightMm)}`;
}

export type SizeCheck =
  | { makeable: true }
  | {
      makeable: false;
      /** By form field (`dimensions.width`, `dimensions.height`): the limit's sentence. */
      errors: Partial<Record<"dimensions.width" | "dimensions.height", string>>;
      message: string;
    };

/** Whether the factory can make this size; without a limit for the family, every size can be made. */
export function checkSize(limit: SizeLimit | null, widthMm: number, heightMm: number): SizeCheck {
  if (!limit) return { makeable: true };
  const errors: Partial<Record<"dimensions.width" | "dimensions.height", string>> = {};
  if (widthMm < limit.minWidthMm || widthMm > limit.maxWidthMm)
    errors["dimensions.width"] = widthLimitText(limit);
  if (heightMm < limit.minHeightMm || heightMm > limit.maxHeightMm)
    errors["dimensions.height"] = heightLimitText(limit);
  const first = errors["dimensions.width"] ?? errors["dimensions.height"];
  return first ? { makeable: false, errors, message: first } : { makeable: true };
}
