import type { Product } from "./catalogue.ts";
import { drawingSubject } from "./product-drawing-description.ts";
import { type DrawingSpec, drawingSpecFor } from "./product-drawing-spec.ts";
import { productFamily } from "./product-family.ts";

// A product's picture: its own photo when it has one, otherwise a drawing of
// the product drawn by the server from its family and the colour and material
// its name says (docs/product/drawings.md#product-images).

export const PRODUCT_IMAGE_DIR = "/images/products";
export const PRODUCT_IMAGE_PLACEHOLDER = `${PRODUCT_IMAGE_DIR}/placeholder.svg`;
/** Intrinsic size of every product picture, reserved by width/height to avoid layout shift. */
export const PRODUCT_IMAGE_WIDTH = 400;
export const PRODUCT_IMAGE_HEIGHT = 300;

export type ProductImageInput = Pick<Product, "id" | "name" | "imageUrl">;

/** What the drawing of a product reads: the name's words, the category and the collection. */
export interface ProductDrawingFacts {
  name: string;
  category: { slug: string };
  subcategory?: { slug: string } | null;
}

function isAbsoluteHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function ownPhoto(product: Pick<Product, "imageUrl">): string | null {
  const imageUrl = product.imageUrl?.trim();
  return imageUrl && isAbsoluteHttpUrl(imageUrl) ? imageUrl : null;
}

/** The server-drawn SVG of a product (app/routes/product-drawing-svg.tsx). */
export function productDrawingPath(productId: number): string {
  return `${PRODUCT_IMAGE_DIR}/${productId}/drawing.svg`;
}

/** The image to show for a product: its own photo when it has an absolute URL, else its drawing. */
export function productImageSrc(product: ProductImageInput): string {
  return ownPhoto(product) ?? productDrawingPath(product.id);
}

/** An Italian alt text that says what the picture is, not just the product name. */
export function productImageAlt(product: ProductImageInput): string {
  return ownPhoto(product) ? `Foto: ${product.name}` : `Illustrazione: ${product.name}`;
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
