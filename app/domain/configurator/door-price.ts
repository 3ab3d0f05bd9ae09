import {
  add,
  fromDecimal,
  fromInteger,
  multiply,
  roundHalfAwayFromZero,
} from "../italian-formats/exact-decimal.ts";
import { formatEuroCents } from "../italian-formats/money.ts";

// The Torterolo door configurator's price (docs/product/door-configurator.md, ADR 008): base price, the
// chosen articles and extras, the two panels with their supplements, and the
// custom-size surcharge, applied once. Pure: the server feeds it catalogue rows.

/** Pantographed panels carry a fixed machining supplement. */
export const PANTOGRAPH_SUPPLEMENT_CENTS = 7302;
/** Sample lacquers and dark or bright colours: +40% of that panel's price. */
export const LACQUER_SUPPLEMENT_RATE = "0.40";
/** A door made to a custom size: +15% of the product's base price. */
export const CUSTOM_SIZE_SURCHARGE_RATE = "0.15";

export const STANDARD_WIDTHS_CM = [80, 85, 90] as const;
export const STANDARD_HEIGHTS_CM = [210, 215, 220] as const;
export const DEFAULT_DOOR_SIZE = { width: 90, height: 210 } as const;
export const CUSTOM_WIDTH_RANGE_CM = { min: 60, max: 130 } as const;
export const CUSTOM_HEIGHT_RANGE_CM = { min: 180, max: 260 } as const;

export interface DoorPricedItem {
  /** Tab or group, e.g. "Cilindro", "Accessorio". */
  group: string;
  name: string;
  code: string;
  priceCents: number;
}

export interface DoorPricedPanel {
  side: "interno" | "esterno";
  name: string;
  line: string;
  priceCents: number;
  lacquer: "campione" | "scuro" | "brillante" | null;
}

export interface DoorPriceInput {
  basePriceCents: number;
  size: { mode: "standard" | "custom"; width: number | null; height: number | null };
  items: DoorPricedItem[];
  panels: DoorPricedPanel[];
  /** The hand, seen from inside; absent for an older selection (no line in the breakdown). */
  openingSide?: "destra" | "sinistra" | null;
}

/** How the breakdown names a door's hand: the hinges' side seen from inside. */
export const doorHandTexts = {
  destra: "Destra (cerniere a destra, vista dall'interno)",
  sinistra: "Sinistra (cerniere a sinistra, vista dall'interno)",
} as const;

export interface DoorPriceLine {
  label: string;
  value: string;
  amountCents: number;
}

export interface DoorPrice {
  totalCents: number;
  breakdown: DoorPriceLine[];
}

/** The surcharge applies in custom mode with both custom dimensions filled in (ADR 008). */
export function isCustomSize(size: DoorPriceInput["size"]): boolean {
  return size.mode === "custom" && Boolean(size.width) && Boolean(size.height);
}

function percentOf(cents: number, rate: string): bigint {
  return roundHalfAwayFromZero(multiply(fromInteger(cents), fromDecimal(rate)));
}

const lacquerLabels = {
  campione: "laccatura a campione",
  scuro: "colore scuro",
  brillante: "colore brillante",
};

export function computeDoorPrice(input: DoorPriceInput): DoorPrice {
  const breakdown: DoorPriceLine[] = [
    { label: "Prezzo base", value: formatEuroCents(input.basePriceCents), amountCents: input.basePriceCents },
  ];
  const sizeText =
    input.size.width && input.size.height ? `${input.size.width} x ${input.size.height} cm` : "da definire";
  breakdown.push({
    label: input.size.mode === "custom" ? "Misura personalizzata" : "Misura standard",
    value: sizeText,
    amountCents: 0,
  });
  if (input.openingSide)
    breakdown.push({ label: "Mano di apertura", value: doorHandTexts[input.openingSide], amountCents: 0 });

  for (const item of input.items) {
    breakdown.push({
      label: `${item.group}: ${item.name} (${item.code})`,
      value: formatEuroCents(item.priceCents),
      amountCents: item.priceCents,
    });
  }

  for (const panel of input.panels) {
    breakdown.push({
      label: `Pannello ${panel.side}: ${panel.name} (${panel.line})`,
      value: formatEuroCents(panel.priceCents),
      amountCents: panel.priceCents,
    });
    if (panel.line === "Pantografati") {
      breakdown.push({
        label: `Supplemento pantografatura (pannello ${panel.side})`,
        value: formatEuroCents(PANTOGRAPH_SUPPLEMENT_CENTS),
        amountCents: PANTOGRAPH_SUPPLEMENT_CENTS,
      });
    }
    if (panel.lacquer) {
      const supplement = Number(percentOf(panel.priceCents, LACQUER_SUPPLEMENT_RATE));
      breakdown.push({
        label: `Supplemento ${lacquerLabels[panel.lacquer]} +40% (pannello ${panel.side})`,
        value: formatEuroCents(supplement),
        amountCents: supplement,
      });
    }
  }

  if (isCustomSize(input.size)) {
    const surcharge = Number(percentOf(input.basePriceCents, CUSTOM_SIZE_SURCHARGE_RATE));
    breakdown.push({
      label: "Maggiorazione misura personalizzata (+15% del prezzo base)",
      value: formatEuroCents(surcharge),
      amountCents: surcharge,
    });
  }

  const total = breakdown.reduce((sum, line) => add(sum, fromInteger(line.amountCents)), fromInteger(0));
  return { totalCents: Number(roundHalfAwayFromZero(total)), breakdown };
}
