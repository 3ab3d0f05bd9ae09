import { formatItalianDecimal } from "./italian-decimal.ts";

// How the shop writes an area, everywhere it shows one (the configurator's
// price breakdown, the services of a line, the documents): «1,40 m²», with a
// decimal comma, always two decimals and a space before the unit. Written by
// hand, like the other figures a page renders while it hydrates
// (italian-decimal.ts).

/** «1,40 m²» for 1.4 m²: rounded half away from zero to the hundredth, a dot between thousands. */
export function formatSquareMetres(squareMetres: number): string {
  const hundredths = Math.sign(squareMetres) * Math.round(Math.abs(squareMetres) * 100);
  return `${formatItalianDecimal(hundredths, 2, true)} m²`;
}
