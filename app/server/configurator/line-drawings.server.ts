import { eq } from "drizzle-orm";
import type { LineDrawingInput } from "#app/domain/configurator/line-kinds/drawing.ts";
import { type LineKind, storedLineDrawingInput } from "#app/domain/configurator/line-kinds/registry.ts";
import { drawingSubject } from "#app/domain/configurator/product-drawing-description.ts";
import { type DrawingSpec, drawingSpecFor } from "#app/domain/configurator/product-drawing-spec.ts";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import type { ProductDrawingFacts } from "#app/domain/configurator/product-picture-drawing.ts";
import {
  type ThermalTransmittance,
  thermalTransmittanceFor,
} from "#app/domain/configurator/thermal-transmittance.ts";
import * as schema from "#db/schema.ts";
import { calculatorOptionRows } from "../catalogue/catalogue.server.ts";
import { cachedRead } from "../catalogue/read-cache.server.ts";
import type { Database } from "../platform/db.server.ts";

// The thumbnail drawing of a cart line, an order line or a saved configuration
// (docs/product/drawings.md#thumbnails), and what a product's own drawing needs: the stored configuration read through
// its line kind, the family and subject from the product's category, the
// colour from the chosen option's swatch, else from the finish's or the
// product's own words.

export interface DrawableLine {
  kind: LineKind;
  /** The stored `configuration` column, as it is. */
  configuration: unknown;
  productId: number;
}

/**
 * Draws a line; its `thermal` reads the same stored configuration and family
 * for the line's Uw or Ud (docs/product/thermal.md#where-it-shows).
 */
export type LineDrawer = ((line: DrawableLine) => DrawingSpec) & {
  thermal: (line: DrawableLine) => ThermalTransmittance | null;
};

type OptionRow = Awaited<ReturnType<typeof calculatorOptionRows>>[number];

/** What the drawings need of every product; read-mostly, so cached like the catalogue's options. */
function productDrawingFacts(db: Database) {
  return cachedRead(db, "product-drawing-facts", () =>
    db
      .select({
        id: schema.products.id,
        name: schema.products.name,
        categorySlug: schema.categories.slug,
        subcategorySlug: schema.subcategories.slug,
      })
      .from(schema.products)
      .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
      .leftJoin(schema.subcategories, eq(schema.products.subcategoryId, schema.subcategories.id)),
  );
}

/** What a product's own drawing reads (app/domain/catalogue/product-image.ts), or null for an unknown product. */
export async function findProductDrawingFacts(
  db: Database,
  productId: number,
): Promise<ProductDrawingFacts | null> {
  const product = (await productDrawingFacts(db)).find((candidate) => candidate.id === productId);
  if (!product) return null;
  const { name, categorySlug, subcategorySlug } = product;
  return {
    name,
    category: { slug: categorySlug },
    subcategory: subcategorySlug === null ? null : { slug: subcategorySlug },
  };
}

/** The swatch of a chosen option: the colour's first, then any other chosen option that has one. */
function chosenSwatch(rows: readonly OptionRow[], options: LineDrawingInput["options"]) {
  const chosen = rows.filter((row) => row.swatchHex && options[row.type] === row.value);
  const row = chosen.find((candidate) => candidate.type === "color") ?? chosen[0];
  return row ? { hex: row.swatchHex, name: row.name } : null;
}

/** Loads what drawing any line needs once, and returns the function that draws each. */
export async function loadLineDrawer(db: Database): Promise<LineDrawer> {
  const [optionRows, products] = await Promise.all([calculatorOptionRows(db), productDrawingFacts(db)]);
  const productsById = new Map(products.map((product) => [product.id, product]));
  const categoryOf = (productId: number) => ({ slug: productsById.get(productId)?.categorySlug ?? "" });
  const draw = ({ kind, configuration, productId }: DrawableLine) => {
    const input = storedLineDrawingInput(kind, configuration);
    const product = productsById.get(productId);
    const category = categoryOf(productId);
    const swatch = chosenSwatch(optionRows, input.options);
    return drawingSpecFor({
      ...input,
      family: productFamily({ category }),
      colourHex: swatch?.hex,
      colourName: swatch?.name,
      subject: drawingSubject(category.slug),
      appearanceWords: [product?.name, product?.subcategorySlug],
    });
  };
  // Only the window configurator's lines have option codes to read; a Torterolo door has no figure.
  const thermal = ({ kind, configuration, productId }: DrawableLine) => {
    if (kind !== "window") return null;
    const input = storedLineDrawingInput(kind, configuration);
    return thermalTransmittanceFor({
      family: productFamily({ category: categoryOf(productId) }),
      widthMm: input.widthMm,
      heightMm: input.heightMm,
      options: input.options,
      sopraluce: input.sopraluce,
      sottoluce: input.sottoluce,
    });
  };
  return Object.assign(draw, { thermal });
}
