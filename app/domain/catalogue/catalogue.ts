import type { CategoryIcon } from "./category-icons";
import type { OptionType } from "./option-sets.ts";

// The catalogue's shapes as services and pages hold them (docs/product/catalogue.md).
// Prices are integer cents (ADR 003); the JSON API adds its euro fields in
// app/server/web/api-serializers.server.ts.

/** What a category and a subcategory both are: a named group of products with its own address. */
export interface ProductGroup {
  id: number;
  slug: string;
  name: string;
  description: string | null;
}

export interface Category extends ProductGroup {
  icon: CategoryIcon;
}

export interface Subcategory extends ProductGroup {
  categoryId: number;
}

export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string;
  basePriceCents: number;
  rating: number | null;
  isBestseller: boolean;
  isEcoFriendly: boolean;
  imageUrl: string | null;
  categoryId: number;
  subcategoryId: number | null;
  category: { name: string; slug: string };
  subcategory: { name: string; slug: string } | null;
}

export interface TechnicalData {
  acousticDb: number;
  /** Uw in W/m²K. */
  thermalU: number;
  falsoTelaioPriceCents: number;
  readyDeliverySizes: string[];
  stockLocations: string[];
}

export interface ProductDetail extends Product {
  technicalData: TechnicalData | null;
}

export interface CalculatorOption {
  id: number;
  type: OptionType;
  value: string;
  name: string;
  priceMultiplier: number | null;
  priceAdditionCents: number | null;
  swatch: string | null;
}

export const ALIAS_COLLECTION_SLUG = "alias";
export const TORTEROLO_COLLECTION_SLUG = "torterolo";

/**
 * How a product is sold online, decided by its collection and nothing else:
 * Torterolo security doors are configured item by item in the door
 * configurator, Alias security doors are sold after a survey and never priced
 * online, every other product is a window-like product of the window
 * configurator. The pages, the API and the checkout all ask this one rule.
 */
export type ProductConfigurator = "window" | "door" | "none";

/** What the rule reads of a product: the slug of its collection, if any. */
export interface InCollection {
  subcategory: { slug: string } | null;
}

export function productConfigurator(product: InCollection): ProductConfigurator {
  switch (product.subcategory?.slug) {
    case ALIAS_COLLECTION_SLUG:
      return "none";
    case TORTEROLO_COLLECTION_SLUG:
      return "door";
    default:
      return "window";
  }
}

/**
 * Why a product cannot be priced by a configurator other than its own, or null
 * when it can. These are the API's 400 messages.
 */
export function wrongConfiguratorMessage(
  product: InCollection,
  requested: Exclude<ProductConfigurator, "none">,
): string | null {
  const actual = productConfigurator(product);
  if (actual === requested) return null;
  if (actual === "none") return "Questo prodotto non si configura online: richiedi un sopralluogo gratuito.";
  return requested === "window"
    ? "Questa porta blindata si configura con il configuratore porte, non come una finestra"
    : "Il configuratore porte è disponibile solo per le porte blindate Torterolo";
}

/**
 * Why a cart line stored as a window or a door cannot be ordered, or null when
 * it can: the checkout's last look at lines a configurator once let through.
 */
export function orderLineConfiguratorMessage(
  productName: string,
  lineKind: Exclude<ProductConfigurator, "none">,
  product: InCollection,
): string | null {
  const actual = productConfigurator(product);
  if (actual === lineKind) return null;
  const name = `Il prodotto «${productName}»`;
  if (actual === "none") {
    return `${name} non si può ordinare online: rimuovilo dal carrello e richiedi un sopralluogo gratuito.`;
  }
  return actual === "door"
    ? `${name} non si può ordinare come finestra: rimuovilo dal carrello e configuralo con il configuratore porte.`
    : `${name} non si può ordinare come porta: rimuovilo dal carrello e configuralo con il configuratore finestre.`;
}
