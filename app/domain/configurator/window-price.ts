import { type OptionType, optionTypes, optionTypeTexts } from "../catalogue/option-sets.ts";
import {
  add,
  fromDecimal,
  fromInteger,
  max,
  multiply,
  type Ratio,
  roundHalfAwayFromZero,
} from "../italian-formats/exact-decimal.ts";
import { formatEuroCents } from "../italian-formats/money.ts";
import { formatSquareMetres } from "../italian-formats/square-metres.ts";

// The price formula of docs/product/window-price.md#formula, the same for every
// product family, owned by the server and shared with the browser for the live
// estimate and its breakdown. Amounts are cents; factors are exact decimals.

export interface PriceOptionValue {
  name: string;
  /** Decimal string or number; null or absent counts as 1. */
  priceMultiplier?: string | number | null;
  /** Cents; null or absent counts as 0. */
  priceAdditionCents?: number | null;
}

/** The chosen option of every type, by type; any may be absent. */
export type PricedOptions = Partial<Record<OptionType, PriceOptionValue | null>>;

export interface WindowPriceInput extends PricedOptions {
  basePriceCents: number;
  /** Labels that differ from the option type's own ("Numero di ante"), by type. */
  labels?: Partial<Record<OptionType, string>>;
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

/** One step of the formula and what it did to the price, in cents (docs/product/window-price.md#breakdown). */
export interface PricePart {
  label: string;
  /** What was chosen, or the factor: "PVC", "× 1,68 m²". */
  detail: string;
  amountCents: number;
}

export interface WindowPrice {
  priceCents: number;
  breakdown: BreakdownLine[];
  /** The price step by step: the base, then each effect; their amounts add up to `priceCents`. */
  parts: PricePart[];
  /** Width × height in m² (null without a size); the price is multiplied by it but never by less than 1. */
  areaSquareMetres: number | null;
  /** The total divided by the real area, rounded to the cent; null without a size. */
  pricePerSquareMetreCents: number | null;
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

function realArea(width: number | null | undefined, height: number | null | undefined): Ratio | null {
  if (!width || !height) return null;
  return multiply(fromInteger(width * height), {
    numerator: 1n,
    denominator: BigInt(SQUARE_MM_PER_SQUARE_METRE),
  });
}

/** Which part of an option takes part in the formula, in the formula's order. */
type Step = [OptionType, "both" | "multiplier" | "addition"];
const optionSteps: readonly Step[] = [
  ["material", "both"],
  ["profile", "addition"],
  ["windowType", "multiplier"],
  ["openingType", "multiplier"],
  ["slidingType", "both"],
  ["slatMaterial", "both"],
  ["operation", "both"],
  ["box", "both"],
  ["finish", "both"],
  ["openingSide", "both"],
  ["handle", "both"],
  // The configurator's depth (docs/product/window-options.md): additions per m², like the colour.
  ["glazing", "both"],
  ["mosquitoNet", "both"],
  ["color", "addition"],
  ["outsideColor", "addition"],
];

const cents = (value: Ratio) => Number(roundHalfAwayFromZero(value));

function labelOf(input: WindowPriceInput, type: OptionType): string {
  return input.labels?.[type] ?? optionTypeTexts[type].label;
}

/**
 * Applies the documented steps in order and rounds once, half away from zero,
 * at the cent. Each part's amount is the rounded running total's change, so
 * the parts always add up to the total.
 */
export function computeWindowPrice(input: WindowPriceInput): WindowPrice {
  let price = fromInteger(input.basePriceCents);
  const parts: PricePart[] = [
    { label: "Prezzo base", detail: "fino a 1 m²", amountCents: input.basePriceCents },
  ];
  const step = (label: string, detail: string, next: Ratio) => {
    const amountCents = cents(next) - cents(price);
    price = next;
    parts.push({ label, detail, amountCents });
  };
  for (const [type, use] of optionSteps) {
    const option = input[type];
    if (!option) continue;
    let next = price;
    if (use !== "addition") next = multiply(next, multiplierOf(option));
    if (use !== "multiplier") next = add(next, additionOf(option));
    step(labelOf(input, type), option.name, next);
  }
  const area = realArea(input.width, input.height);
  if (area) {
    const belowOne = area.numerator < area.denominator;
    const detail = `${areaText(area)}${belowOne ? " (si conta 1 m²)" : ""}`;
    step("Superficie", detail, multiply(price, max(area, ONE)));
  }
  if (input.sopraluce) step("Sopraluce", "+15%", multiply(price, fromDecimal(TRANSOM_FACTOR)));
  if (input.sottoluce) step("Sottoluce", "+15%", multiply(price, fromDecimal(TRANSOM_FACTOR)));
  const priceCents = cents(price);
  const areaSquareMetres = area ? Number(area.numerator) / Number(area.denominator) : null;
  return {
    priceCents,
    breakdown: windowPriceBreakdown(input),
    parts,
    areaSquareMetres,
    pricePerSquareMetreCents: area
      ? cents(multiply(fromInteger(priceCents), { numerator: area.denominator, denominator: area.numerator }))
      : null,
  };
}

/** The exact area rounded to the hundredth, then written «1,40 m²» like every area (square-metres.ts). */
function areaText(area: Ratio): string {
  return formatSquareMetres(cents(multiply(area, fromInteger(100))) / 100);
}

/** The configurator's summary lines: every chosen option, then the size and the toggles. */
export function windowPriceBreakdown(input: WindowPriceInput): BreakdownLine[] {
  const lines: BreakdownLine[] = [{ label: "Prezzo base", value: formatEuroCents(input.basePriceCents) }];
  // The summary lists the options in the option types' own order: the six of docs/product/window-price.md, the system beside the material, then the rest.
  for (const type of optionTypes) {
    const option = input[type];
    if (option) lines.push({ label: labelOf(input, type), value: option.name });
  }
  if (input.width && input.height)
    lines.push({ label: "Dimensioni", value: `${input.width} x ${input.height} mm` });
  if (input.sopraluce) lines.push({ label: "Sopraluce", value: "Sì (+15%)" });
  if (input.sottoluce) lines.push({ label: "Sottoluce", value: "Sì (+15%)" });
  return lines;
}
