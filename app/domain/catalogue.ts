import type { CategoryIcon } from "./category-icons";

// The catalogue's public shapes (SPEC §3). Prices are euros with two decimals
// here because these objects are what the JSON API and the pages receive.

export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  icon: CategoryIcon;
}

export interface Subcategory {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  categoryId: number;
}

export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string;
  basePrice: number;
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
  falsoTelaioPrice: number;
  readyDeliverySizes: string[];
  stockLocations: string[];
}

export interface ProductDetail extends Product {
  technicalData: TechnicalData | null;
}

export interface CalculatorOption {
  id: number;
  type: "material" | "system" | "profile" | "color" | "windowType" | "openingType";
  value: string;
  name: string;
  priceMultiplier: number | null;
  priceAddition: number | null;
  swatch: string | null;
}

/** Alias security doors are sold on survey only: they never open the price calculator (SPEC §2). */
export const ALIAS_COLLECTION_SLUG = "alias";
export const ALIAS_PRODUCT_SLUGS: readonly string[] = [
  "steel-c",
  "steel-cy",
  "steel-c-isola",
  "silver-c",
  "wing-wall-rasomuro",
  "easy",
  "smart",
  "dream",
  "dream-one",
];

export function isAliasProduct(product: Pick<Product, "slug" | "subcategory">): boolean {
  return product.subcategory?.slug === ALIAS_COLLECTION_SLUG && ALIAS_PRODUCT_SLUGS.includes(product.slug);
}

export const TORTEROLO_COLLECTION_SLUG = "torterolo";

/** Torterolo doors are configured item by item in the door configurator (SPEC §2). */
export function isDoorConfiguratorProduct(product: Pick<Product, "subcategory">): boolean {
  return product.subcategory?.slug === TORTEROLO_COLLECTION_SLUG;
}
