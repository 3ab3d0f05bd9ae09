import type { Product } from "./catalogue.ts";

// A product's picture: its own photo when it has one, otherwise a drawing of
// the product drawn by the server (app/domain/configurator/product-picture-drawing.ts,
// docs/product/drawings.md#product-images). Kept free of the drawing code: the
// listings and the search load this module.

export const PRODUCT_IMAGE_DIR = "/images/products";
export const PRODUCT_IMAGE_PLACEHOLDER = `${PRODUCT_IMAGE_DIR}/placeholder.svg`;
/** Intrinsic size of every product picture, reserved by width/height to avoid layout shift. */
export const PRODUCT_IMAGE_WIDTH = 400;
export const PRODUCT_IMAGE_HEIGHT = 300;

export type ProductImageInput = Pick<Product, "id" | "name" | "imageUrl">;

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
