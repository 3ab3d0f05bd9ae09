import type { DoorPricedPanel } from "./door-price.ts";

// Which Torterolo models come with their own panels (docs/product/door-configurator.md#panels).
// A door leaves the factory clad on at least one side: a model with standard
// panels may go into the cart without a chosen one (its own panel is fitted,
// and the breakdown says so); any other model needs at least one panel chosen.

/** The panels a model carries as standard, side by side, as the catalogue describes them. */
export interface StandardPanels {
  interno: string;
  esterno: string;
}

/** By product slug, like the rest of a product's fixed data (the descriptions of these models name their panels). */
const STANDARD_PANELS_BY_SLUG: Readonly<Record<string, StandardPanels>> = {
  "tr651-tang-medio": { interno: "Tanganica medio", esterno: "Liscio" },
  "tr651-bianco": { interno: "Laccato bianco", esterno: "Laccato bianco" },
};

/** The breakdown's line for a standard panel: "Pannello interno: Tanganica medio (di serie)", 0,00 €. */
export const STANDARD_PANEL_LINE = "di serie";

export function standardPanelsOf(productSlug: string): StandardPanels | null {
  return Object.hasOwn(STANDARD_PANELS_BY_SLUG, productSlug) ? STANDARD_PANELS_BY_SLUG[productSlug]! : null;
}

export const MISSING_PANEL_MESSAGE =
  "Scegli almeno un pannello, interno o esterno, in «Pannelli e finiture»: questo modello non ha pannelli di serie.";

/** Why the door cannot be ordered as chosen (no panel on either side of a model without its own), or null. */
export function missingPanelMessage(
  productSlug: string,
  selection: { internalPanel: string | null; externalPanel: string | null },
): string | null {
  if (selection.internalPanel || selection.externalPanel) return null;
  return standardPanelsOf(productSlug) ? null : MISSING_PANEL_MESSAGE;
}

/** The chosen panels, with the model's standard panel (free) on each side left without one. */
export function withStandardPanels(productSlug: string, chosen: DoorPricedPanel[]): DoorPricedPanel[] {
  const standard = standardPanelsOf(productSlug);
  if (!standard) return chosen;
  return (["interno", "esterno"] as const).map(
    (side) =>
      chosen.find((panel) => panel.side === side) ?? {
        side,
        name: standard[side],
        line: STANDARD_PANEL_LINE,
        priceCents: 0,
        lacquer: null,
      },
  );
}
