import { type ClimateZone, climateZones, ecobonusLimits } from "../configurator/climate-zones.ts";
import { DEFAULT_DOOR_SIZE } from "../configurator/door-price.ts";
import {
  type LineServiceCode,
  lineServices,
  priceLineService,
  type ServicePrices,
  servicePriceCodeFor,
  servicePriceRows,
  servicesForFamily,
} from "../configurator/line-services.ts";
import { defaultSizesMm } from "../configurator/product-drawing-spec.ts";
import type { ProductFamily } from "../configurator/product-family.ts";
import { company } from "../documents/company.ts";
import { formatEuroCents } from "../italian-formats/money.ts";
import type { ProductConfigurator } from "./catalogue.ts";
import { type DeliveryTime, deliveryEstimateText } from "./delivery-estimate.ts";

// What a product page states beyond its name and price (docs/product/catalogue.md#product-page-facts):
// every figure comes from the data the configurator and the cart use — the
// services' prices, the family's lead time, the shop's one showroom, the
// reference Uw — never from a product's free text. Written on the server, so
// the page ships none of these modules.

/** A "Caratteristiche" row. */
export interface FactRow {
  term: string;
  detail: string;
}

/** The size a product's figures are given for: the one its configurator opens with; none for survey-only products. */
export function referenceSizeMm(
  configurator: ProductConfigurator,
  family: ProductFamily,
): { width: number; height: number } | null {
  if (configurator === "none") return null;
  if (configurator === "door")
    return { width: DEFAULT_DOOR_SIZE.width * 10, height: DEFAULT_DOOR_SIZE.height * 10 };
  return defaultSizesMm[family];
}

const sizeText = (size: { width: number; height: number }) => `${size.width} x ${size.height} mm`;

/** "93,60 € per la misura di riferimento 1200 x 1400 mm (18,00 €/m di perimetro)", as the cart prices it. */
export function serviceFact(
  code: LineServiceCode,
  family: ProductFamily,
  prices: ServicePrices,
  size: { width: number; height: number },
): string {
  const price = prices[servicePriceCodeFor(code, family)];
  const priced = priceLineService(price, { widthMm: size.width, heightMm: size.height }, 1);
  const { unit, pieceText } = servicePriceRows[price.code];
  if (unit === "piece") return `${formatEuroCents(priced.unitPriceCents)} ${pieceText}`;
  const rate =
    unit === "metre"
      ? `${formatEuroCents(price.priceCents)}/m di perimetro`
      : `${formatEuroCents(price.priceCents)}/m²${price.minimumCents > 0 ? `, minimo ${formatEuroCents(price.minimumCents)}` : ""}`;
  return `${formatEuroCents(priced.unitPriceCents)} per la misura di riferimento ${sizeText(size)} (${rate})`;
}

/** The services a product's line can carry in the cart, each with its price; none for survey-only products. */
export function serviceFacts(
  configurator: ProductConfigurator,
  family: ProductFamily,
  prices: ServicePrices,
): { code: LineServiceCode; label: string; detail: string }[] {
  const size = referenceSizeMm(configurator, family);
  if (!size) return [];
  return servicesForFamily(family).map((code) => ({
    code,
    label: lineServices[code].label,
    detail: serviceFact(code, family, prices, size),
  }));
}

/** "5–6 settimane dall'ordine: ogni serramento è realizzato su misura". */
export function deliveryFact(deliveryTime: DeliveryTime): FactRow {
  const weeks = deliveryEstimateText(deliveryTime).replace(/^Consegna stimata: /, "");
  return { term: "Consegna stimata", detail: `${weeks} dall'ordine: ogni pezzo è realizzato su misura` };
}

/** The one place customers visit, from the company's details. */
export function showroomFact(): FactRow {
  return { term: "Showroom", detail: company.showroomAddress };
}

/** A product that meets the zones' limit, for a page whose product does not. */
export interface EcobonusAlternative {
  id: number;
  name: string;
}

/** Per climate zone: whether the reference figure meets it, and, when not, a product of the same category that does. */
export type EcobonusZones = Partial<
  Record<ClimateZone, { eligible: boolean; alternative: EcobonusAlternative | null }>
>;

const hundredths = (value: number) => Math.round(value * 100);
const meets = (value: number, zone: ClimateZone) => hundredths(value) <= hundredths(ecobonusLimits[zone]);

/**
 * For each zone, the reference figure's verdict and the cheapest other product
 * of the category whose reference figure meets the limit (the candidates carry
 * their own reference figures).
 */
export function ecobonusZones(
  own: { id: number; value: number } | null,
  candidates: readonly { id: number; name: string; basePriceCents: number; value: number }[],
): EcobonusZones {
  if (!own) return {};
  const cheapestFirst = [...candidates]
    .filter((candidate) => candidate.id !== own.id)
    .sort((a, b) => a.basePriceCents - b.basePriceCents || a.id - b.id);
  const zones: EcobonusZones = {};
  for (const zone of climateZones) {
    // Also where the reference meets it: a configuration changed in the configurator may miss it.
    const found = cheapestFirst.find((candidate) => meets(candidate.value, zone));
    zones[zone] = {
      eligible: meets(own.value, zone),
      alternative: found ? { id: found.id, name: found.name } : null,
    };
  }
  return zones;
}

/** Per zone, the product to point to when the figure misses its limit (what the live configurator links). */
export function alternativesByZone(zones: EcobonusZones): Partial<Record<ClimateZone, EcobonusAlternative>> {
  const result: Partial<Record<ClimateZone, EcobonusAlternative>> = {};
  for (const zone of climateZones) {
    const alternative = zones[zone]?.alternative;
    if (alternative) result[zone] = alternative;
  }
  return result;
}
