import type { DoorPricedItem } from "./door-price.ts";

// What each Torterolo model comes with (docs/product/door-configurator.md#included-items):
// a cylinder and a handle kit on every model, a floor sill on the TR651S. The
// configurator starts with them chosen, at 0 €, so the starting total is the
// base price; another article in their place costs its own price.

export interface IncludedItems {
  cylinder: string | null;
  handleKit: string | null;
  accessories: readonly string[];
}

const everyModel: IncludedItems = { cylinder: "CIL-001", handleKit: "KIT-001", accessories: [] };

/** By product slug, like the models' standard panels. */
const INCLUDED_BY_SLUG: Readonly<Record<string, IncludedItems>> = {
  tr651s: { ...everyModel, accessories: ["ACC-SOG-01"] },
};

/** The breakdown says an included article is the model's own: "Cilindro: … (di serie)". */
export const INCLUDED_SUFFIX = " (di serie)";

export function includedItemsOf(productSlug: string): IncludedItems {
  return Object.hasOwn(INCLUDED_BY_SLUG, productSlug) ? INCLUDED_BY_SLUG[productSlug]! : everyModel;
}

/** The articles (chosen, or offered in the dialog) with the model's own ones at 0 € and named as such. */
export function withIncludedPrices<Item extends Pick<DoorPricedItem, "code" | "name" | "priceCents">>(
  productSlug: string,
  items: readonly Item[],
): Item[] {
  const included = includedItemsOf(productSlug);
  const codes = new Set([included.cylinder, included.handleKit, ...included.accessories]);
  return items.map((item) =>
    codes.has(item.code) ? { ...item, name: `${item.name}${INCLUDED_SUFFIX}`, priceCents: 0 } : item,
  );
}
