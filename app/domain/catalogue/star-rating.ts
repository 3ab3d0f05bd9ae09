// Ratings are shown as five stars (docs/product/catalogue.md#ratings): floored to whole stars, with a half
// star when the remainder is .5 or more; a product without a rating shows 4.

import { formatItalianDecimal } from "../italian-formats/italian-decimal.ts";

export const STAR_COUNT = 5;
export const DEFAULT_RATING = 4;

export interface StarRating {
  /** The rating actually shown (default applied, kept within 0–5). */
  value: number;
  /** How many stars are drawn filled: the whole ones, plus 0.5 for a half star. */
  filled: number;
}

export function starRating(rating: number | null | undefined): StarRating {
  const raw = rating ?? DEFAULT_RATING;
  const value = Number.isFinite(raw) ? Math.min(Math.max(raw, 0), STAR_COUNT) : DEFAULT_RATING;
  const full = Math.floor(value);
  const half = full < STAR_COUNT && value - full >= 0.5;
  return { value, filled: full + (half ? 0.5 : 0) };
}

/** "4,5", "4,0": the rating with one decimal and the Italian decimal comma. */
export function formatRating(value: number): string {
  // By hand, like formatEuroCents: no Intl formatter to build while a listing hydrates.
  // toPrecision drops the binary noise (4.35 * 10 is 43.499…) before rounding half up.
  const tenths = Math.sign(value) * Math.round(Number((Math.abs(value) * 10).toPrecision(12)));
  return formatItalianDecimal(tenths, 1);
}

/** "Valutazione 4,5 su 5": what a screen reader hears instead of the star icons. */
export function ratingLabel(rating: number | null | undefined): string {
  return `Valutazione ${formatRating(starRating(rating).value)} su ${STAR_COUNT}`;
}

/** Sorting by popularity treats a missing rating as the default that is shown. */
export function effectiveRating(rating: number | null | undefined): number {
  return starRating(rating).value;
}
