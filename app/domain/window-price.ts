import {
  add,
  fromDecimal,
  fromInteger,
  max,
  multiply,
  type Ratio,
  roundHalfAwayFromZero,
} from "./exact-decimal.ts";
import { formatEuroCents } from "./money.ts";

// The window price formula of docs/product/window-price.md#formula, owned by the server and shared with the
// browser for the live estimate. Amounts are cents; factors are exact decimals.

export interface PriceOptionValue {
  name: string;
  /** Decimal string or number; null or absent counts as 1. */
  priceMultiplier?: string | number | null;
  /** Cents; null or absent counts as 0. */
  priceAdditionCents?: number | null;
}

export interface WindowPriceInput {
  basePriceCents: number;
  material?: PriceOptionValue | null;
  /** Shown in forms but not part of the formula (docs/product/window-price.md#fields). */
  system?: PriceOptionValue | null;
  profile?: PriceOptionValue | null;
  color?: PriceOptionValue | null;
  windowType?: PriceOptionValue | null;
  openingType?: PriceOptionValue | null;
  /** Millimetres. */
  width?: number | null;
  height?: number | null;
  sopraluce?: boolean;
  sottoluce?: boolean;
}

export interface BreakdownLine {
  label: string;
  value: string;
}

export interface WindowPrice {
  priceCents: number;
  breakdown: BreakdownLine[];
}

const ONE = fromInteger(1);
const SQUARE_MM_PER_SQUARE_METRE = 1_000_000;
/** Each of sopraluce and sottoluce adds 15% (docs/product/window-price.md#formula). */
export const TRANSOM_FACTOR = "1.15";

function multiplierOf(option: PriceOptionValue | null | undefined): Ratio {
  const value = option?.priceMultiplier;
  return value === null || value === undefined || value === "" ? ONE : fromDecimal(value);
}

function additionOf(option: PriceOptionValue | null | undefined): Ratio {
  return fromInteger(option?.priceAdditionCents ?? 0);
}

/** Area factor: width × height in m², never below 1; no dimensions means 1. */
function areaFactor(width: number | null | undefined, height: number | null | undefined): Ratio {
  if (!width || !height) return ONE;
  const area = multiply(fromInteger(width * height), {
    numerator: 1n,
    denominator: BigInt(SQUARE_MM_PER_SQUARE_METRE),
  });
  return max(area, ONE);
}

/** Applies the documented steps in order and rounds once, half away from zero, at the cent. */
export function computeWindowPrice(input: WindowPriceInput): WindowPrice {
  let price = fromInteger(input.basePriceCents);
  price = add(multiply(price, multiplierOf(input.material)), additionOf(input.material));
  price = add(price, additionOf(input.profile));
  price = multiply(price, multiplierOf(input.windowType));
  price = multiply(price, multiplierOf(input.openingType));
  price = add(price, additionOf(input.color));
  price = multiply(price, areaFactor(input.width, input.height));
  if (input.sopraluce) price = multiply(price, fromDecimal(TRANSOM_FACTOR));
  if (input.sottoluce) price = multiply(price, fromDecimal(TRANSOM_FACTOR));
  const priceCents = Number(roundHalfAwayFromZero(price));
  return { priceCents, breakdown: windowPriceBreakdown(input) };
}

/** The configurator's summary lines, in the order the spec lists them. */
export function windowPriceBreakdown(input: WindowPriceInput): BreakdownLine[] {
  const lines: BreakdownLine[] = [{ label: "Prezzo base", value: formatEuroCents(input.basePriceCents) }];
  const named: [string, PriceOptionValue | null | undefined][] = [
    ["Materiale", input.material],
    ["Profilo", input.profile],
    ["Colore", input.color],
    ["Tipo di finestra", input.windowType],
    ["Tipo di apertura", input.openingType],
  ];
  for (const [label, option] of named) if (option) lines.push({ label, value: option.name });
  if (input.width && input.height)
    lines.push({ label: "Dimensioni", value: `${input.width} x ${input.height} mm` });
  if (input.sopraluce) lines.push({ label: "Sopraluce", value: "Sì (+15%)" });
  if (input.sottoluce) lines.push({ label: "Sottoluce", value: "Sì (+15%)" });
  return lines;
}
