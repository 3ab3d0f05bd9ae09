// Which kind of object a product of the window configurator is: it decides the
// option set the configurator offers and the drawing it shows
// (docs/product/window-price.md#families). Decided by the category, the one
// fact every product has; Torterolo and Alias security doors never reach here
// (see `productConfigurator` in catalogue.ts).

export const productFamilies = ["window", "french-window", "sliding", "shutter", "door"] as const;
export type ProductFamily = (typeof productFamilies)[number];

/** Italian names, for headings and summaries. */
export const productFamilyNames: Record<ProductFamily, string> = {
  window: "Finestra",
  "french-window": "Portafinestra",
  sliding: "Scorrevole",
  shutter: "Tapparella",
  door: "Porta",
};

const familyByCategorySlug: Readonly<Record<string, ProductFamily>> = {
  finestre: "window",
  portefinestre: "french-window",
  scorrevoli: "sliding",
  tapparelle: "shutter",
  "porte-ingresso": "door",
  "porte-interne": "door",
  "porte-blindate": "door",
};

/** The family of a product by its category slug; an unknown category is drawn and offered as a window. */
export function productFamily(product: { category: { slug: string } }): ProductFamily {
  return familyByCategorySlug[product.category.slug] ?? "window";
}
