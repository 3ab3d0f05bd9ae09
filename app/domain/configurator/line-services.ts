import { formatEuroCents } from "../italian-formats/money.ts";
import { formatSquareMetres } from "../italian-formats/square-metres.ts";
import type { ProductFamily } from "./product-family.ts";

// The priced services a configured window or door can carry: installation,
// removal and disposal of the old frame, and the subframe (falso telaio). Their
// prices live in the catalogue, staff edit them in the back office, and the
// server prices them from the line's own sizes, like everything else
// (docs/product/buying.md#services). The customer only ever sends which
// services they want, never an amount. A door's fitting has its own price
// row, per door: it is not a window's area with a window's minimum.

export const lineServiceCodes = ["installation", "removal", "subframe"] as const;
export type LineServiceCode = (typeof lineServiceCodes)[number];

/** How a service's price grows: by the piece's area, per piece, or by its perimeter. */
export type ServicePricingUnit = "square-metre" | "piece" | "metre";

export interface LineServiceDefinition {
  code: LineServiceCode;
  /** The row's name in the cart, the order, the PDF and the e-mail. */
  label: string;
  /** One sentence for the customer choosing it. */
  description: string;
}

export const lineServices: Record<LineServiceCode, LineServiceDefinition> = {
  installation: {
    code: "installation",
    label: "Posa in opera",
    description: "Montaggio a regola d'arte da parte dei nostri posatori, con sigillature e regolazioni.",
  },
  removal: {
    code: "removal",
    label: "Rimozione e smaltimento del vecchio serramento",
    description: "Smontiamo il serramento esistente e lo portiamo in discarica autorizzata.",
  },
  subframe: {
    code: "subframe",
    label: "Falso telaio",
    description: "Il controtelaio da murare su cui si fissa il nuovo serramento, a misura del vano.",
  },
};

/** The catalogue's price rows: one per service, and the fitting of doors apart from the windows'. */
export const servicePriceCodes = ["installation", "door-installation", "removal", "subframe"] as const;
export type ServicePriceCode = (typeof servicePriceCodes)[number];

export interface ServicePriceRow {
  /** The service this row prices. */
  service: LineServiceCode;
  /** The row's name in the back office. */
  name: string;
  unit: ServicePricingUnit;
  /** Only the windows' fitting has a least amount per piece. */
  hasMinimum: boolean;
  /** How one piece is named beside a price per piece. */
  pieceText: string;
}

export const servicePriceRows: Record<ServicePriceCode, ServicePriceRow> = {
  installation: {
    service: "installation",
    name: "Posa in opera di finestre, portefinestre, scorrevoli e tapparelle",
    unit: "square-metre",
    hasMinimum: true,
    pieceText: "a pezzo",
  },
  "door-installation": {
    service: "installation",
    name: "Posa in opera delle porte",
    unit: "piece",
    hasMinimum: false,
    pieceText: "a porta",
  },
  removal: {
    service: "removal",
    name: lineServices.removal.label,
    unit: "piece",
    hasMinimum: false,
    pieceText: "a pezzo",
  },
  subframe: {
    service: "subframe",
    name: lineServices.subframe.label,
    unit: "metre",
    hasMinimum: false,
    pieceText: "a pezzo",
  },
};

/** The price row a family's service is priced by: a door is fitted per door. */
export function servicePriceCodeFor(code: LineServiceCode, family: ProductFamily): ServicePriceCode {
  return code === "installation" && family === "door" ? "door-installation" : code;
}

/** A row's catalogue price: per its unit, with a least amount per piece (the windows' fitting). */
export interface ServicePrice {
  code: ServicePriceCode;
  priceCents: number;
  minimumCents: number;
}

export type ServicePrices = Record<ServicePriceCode, ServicePrice>;

/**
 * Which services a family can take: a roller shutter box is fitted and the old
 * one removed, but it has no subframe of its own.
 */
export function servicesForFamily(family: ProductFamily): LineServiceCode[] {
  return family === "shutter" ? ["installation", "removal"] : [...lineServiceCodes];
}

/** One priced service row of a line, as the cart, the order and the documents show it. */
export interface PricedLineService {
  /** The service, as the customer chose it: a door's fitting is `installation` too. */
  code: LineServiceCode;
  label: string;
  /** How the amount was reached: "1,68 m² × 60,00 €/m² (minimo 120,00 €)". */
  detail: string;
  /** For one piece of the line. */
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
}

const squareMetres = (widthMm: number, heightMm: number) => (widthMm * heightMm) / 1_000_000;
const metres = (widthMm: number, heightMm: number) => (2 * (widthMm + heightMm)) / 1000;

const decimal = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 2, minimumFractionDigits: 2 });

/**
 * One service priced for one piece of the given size, in whole cents. The
 * area and the perimeter are the configured outer sizes, the ones the drawing
 * and the price use.
 */
export function priceLineService(
  price: ServicePrice,
  size: { widthMm: number; heightMm: number },
  quantity: number,
): PricedLineService {
  const { service, unit, pieceText } = servicePriceRows[price.code];
  const { label } = lineServices[service];
  let measured: number | null = null;
  let measure = "";
  if (unit === "square-metre") {
    measured = squareMetres(size.widthMm, size.heightMm);
    measure = `${formatSquareMetres(measured)} × ${formatEuroCents(price.priceCents)}/m²`;
  } else if (unit === "metre") {
    measured = metres(size.widthMm, size.heightMm);
    measure = `${decimal.format(measured)} m × ${formatEuroCents(price.priceCents)}/m`;
  } else {
    measure = pieceText;
  }
  const byMeasure = measured === null ? price.priceCents : Math.round(measured * price.priceCents);
  const unitPriceCents = Math.max(byMeasure, price.minimumCents);
  const minimumApplied = price.minimumCents > 0 && byMeasure < price.minimumCents;
  const detail = minimumApplied ? `${measure}, minimo ${formatEuroCents(price.minimumCents)}` : measure;
  return { code: service, label, detail, unitPriceCents, quantity, totalCents: unitPriceCents * quantity };
}

/** The chosen services of a line of the family, priced in the catalogue's order; codes the family cannot take are dropped. */
export function priceLineServices(
  chosen: readonly LineServiceCode[],
  family: ProductFamily,
  prices: ServicePrices,
  size: { widthMm: number; heightMm: number },
  quantity: number,
): PricedLineService[] {
  const offered = servicesForFamily(family);
  return lineServiceCodes
    .filter((code) => chosen.includes(code) && offered.includes(code))
    .map((code) => priceLineService(prices[servicePriceCodeFor(code, family)], size, quantity));
}

/** What the services add to a line, for all its pieces. */
export function servicesTotalCents(services: readonly PricedLineService[]): number {
  return services.reduce((sum, service) => sum + service.totalCents, 0);
}

/** "60,00 €/m², minimo 120,00 €": a catalogue price as the back office and the configurator state it. */
export function servicePriceText(price: ServicePrice): string {
  const { unit, pieceText } = servicePriceRows[price.code];
  const suffix = unit === "square-metre" ? "/m²" : unit === "metre" ? "/m" : ` ${pieceText}`;
  const base = `${formatEuroCents(price.priceCents)}${suffix}`;
  return price.minimumCents > 0 ? `${base}, minimo ${formatEuroCents(price.minimumCents)}` : base;
}

/** Whether any of the lines is fitted by us: the order is then delivered and fitted, not shipped. */
export function includesFitting(lines: readonly { services?: readonly { code: string }[] }[]): boolean {
  return lines.some((line) => line.services?.some((service) => service.code === "installation") ?? false);
}
