import type { Product } from "./catalogue.ts";

// Products rarely carry a photo of their own; the shop then shows one of its
// own illustrations, chosen from what the name says first and the category second.

export const PRODUCT_IMAGE_DIR = "/images/products";
export const PRODUCT_IMAGE_PLACEHOLDER = `${PRODUCT_IMAGE_DIR}/placeholder.svg`;
/** Intrinsic size of every product illustration, reserved by width/height to avoid layout shift. */
export const PRODUCT_IMAGE_WIDTH = 400;
export const PRODUCT_IMAGE_HEIGHT = 300;

export type ProductImageInput = Pick<Product, "name" | "imageUrl" | "categoryId"> & {
  category?: Pick<Product["category"], "slug"> | null;
};

/** The first rule whose keyword appears in the lowercased name wins, so the order matters. */
const illustrationByNameKeyword: ReadonlyArray<{ keywords: readonly string[]; file: string }> = [
  { keywords: ["scorrevol", "alzante"], file: "scorrevole.svg" },
  { keywords: ["portafinestra", "porta-finestra"], file: "portafinestra.svg" },
  { keywords: ["blindat"], file: "porta-blindata.svg" },
  { keywords: ["tapparell", "avvolgibil", "frangisole"], file: "tapparella.svg" },
  { keywords: ["interna"], file: "porta-interna.svg" },
  { keywords: ["ingresso"], file: "porta-ingresso.svg" },
  { keywords: ["quattro ante", "4 ante"], file: "finestra-4-ante.svg" },
  { keywords: ["tre ante", "3 ante"], file: "finestra-3-ante.svg" },
  { keywords: ["anta singola", "1 anta"], file: "finestra-1-anta.svg" },
];

/** Category ids of the seeded catalogue, fixed in docs/product/catalogue.md#categories (1 finestre … 6 tapparelle). */
const illustrationByCategoryId: Readonly<Record<number, string>> = {
  1: "finestra-2-ante.svg",
  2: "portafinestra.svg",
  3: "scorrevole.svg",
  4: "porta-ingresso.svg",
  5: "porta-interna.svg",
  6: "tapparella.svg",
};

const illustrationByCategorySlug: Readonly<Record<string, string>> = {
  "porte-blindate": "porta-blindata.svg",
};

function isAbsoluteHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The image to show for a product: its own photo when it has an absolute URL, else an illustration. */
export function productImageSrc(product: ProductImageInput): string {
  const imageUrl = product.imageUrl?.trim();
  if (imageUrl && isAbsoluteHttpUrl(imageUrl)) return imageUrl;

  const name = product.name.toLowerCase();
  const byName = illustrationByNameKeyword.find((rule) =>
    rule.keywords.some((keyword) => name.includes(keyword)),
  );
  const file =
    byName?.file ??
    illustrationByCategoryId[product.categoryId] ??
    (product.category ? illustrationByCategorySlug[product.category.slug] : undefined);
  return file ? `${PRODUCT_IMAGE_DIR}/${file}` : PRODUCT_IMAGE_PLACEHOLDER;
}

/** An Italian alt text that says what the picture is, not just the product name. */
export function productImageAlt(product: ProductImageInput): string {
  const imageUrl = product.imageUrl?.trim();
  return imageUrl && isAbsoluteHttpUrl(imageUrl) ? `Foto: ${product.name}` : `Illustrazione: ${product.name}`;
}
