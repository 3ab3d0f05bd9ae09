import { drawingSubject } from "./product-drawing-description.ts";
import { type DrawingSpec, drawingSpecFor } from "./product-drawing-spec.ts";
import { productFamily } from "./product-family.ts";

// The drawing that is a product's picture when it has no photo: its family's
// shape at the family's usual size, the colour and material its name says, and
// what else the name says (docs/product/drawings.md#product-images). Drawn on
// the server only (app/routes/product-drawing-svg.tsx).

/** What the drawing of a product reads: the name's words, the category and the collection. */
export interface ProductDrawingFacts {
  name: string;
  category: { slug: string };
  subcategory?: { slug: string } | null;
}

const sashesByName: readonly [RegExp, string][] = [
  [/\b(anta singola|una anta|1 anta)\b/, "una-anta"],
  [/\b(due|2) ante\b/, "due-ante"],
  [/\b(tre|3) ante\b/, "tre-ante"],
  [/\b(quattro|4) ante\b/, "quattro-ante"],
];

/**
 * The drawing of a product as the catalogue shows it: its family's shape at the
 * family's usual size, what its name says (sashes, vasistas, sliding type, a
 * motor, glass, a sliding leaf) and its colour or material.
 */
export function productDrawingSpec(product: ProductDrawingFacts): DrawingSpec {
  const name = product.name.toLowerCase();
  const vasistas = name.includes("vasistas");
  const windowType =
    sashesByName.find(([pattern]) => pattern.test(name))?.[1] ?? (vasistas ? "una-anta" : "due-ante");
  return drawingSpecFor({
    family: productFamily(product),
    appearanceWords: [product.name, product.subcategory?.slug],
    subject: drawingSubject(product.category.slug),
    options: {
      windowType,
      openingType: vasistas ? "vasistas" : "anta-ribalta",
      slidingType: product.name,
      operation: product.name,
      slatMaterial: `${product.name} ${product.subcategory?.slug ?? ""}`,
      handle: product.name,
      glass: product.name,
    },
  });
}
