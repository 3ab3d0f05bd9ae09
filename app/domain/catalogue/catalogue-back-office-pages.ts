import { z } from "zod";
import { filterTextSchema, parseListFilter } from "../staff/list-filters.ts";
import { PAGE_PARAM, pageNumberSchema } from "../staff/pagination.ts";
import type { IntentRefusal } from "../web/page-actions.ts";

// The back office's catalogue pages (docs/product/back-office.md#catalogue-and-prices):
// their addresses, the product list's filters (in the URL, like every list),
// the names the pages give to option types and door items, and what each page shows.

export const STAFF_CATALOGUE_PATH = "/gestione/catalogo";
export const STAFF_OPTIONS_PATH = "/gestione/catalogo/opzioni";
export const STAFF_DOOR_PRICES_PATH = "/gestione/catalogo/porte";
export const STAFF_LEAD_TIMES_PATH = "/gestione/catalogo/consegne";
export const STAFF_SIZE_LIMITS_PATH = "/gestione/catalogo/misure";
export const STAFF_SERVICE_PRICES_PATH = "/gestione/catalogo/servizi";
export const STAFF_PRODUCT_PAGE_SIZE = 25;

export function staffProductPath(productId: number): string {
  return `${STAFF_CATALOGUE_PATH}/prodotti/${productId}`;
}

export const productVisibilities = ["visibile", "nascosto"] as const;
export type ProductVisibility = (typeof productVisibilities)[number];

export const productVisibilityLabels: Record<ProductVisibility, string> = {
  visibile: "Visibile nel negozio",
  nascosto: "Nascosto",
};

const staffProductQuerySchema = z.object({
  cerca: filterTextSchema,
  categoria: filterTextSchema,
  stato: z.enum(productVisibilities).optional().catch(undefined),
  [PAGE_PARAM]: pageNumberSchema,
});

export interface StaffProductFilter {
  search?: string;
  /** A category's slug. */
  category?: string;
  visibility?: ProductVisibility;
  page: number;
}

/** ?cerca=&categoria=&stato=&pagina=: a malformed value is no filter. */
export function parseStaffProductFilter(searchParams: URLSearchParams): StaffProductFilter {
  return parseListFilter(
    staffProductQuerySchema,
    { search: "cerca", category: "categoria", visibility: "stato", page: PAGE_PARAM },
    searchParams,
  );
}

export interface StaffProductRow {
  id: number;
  name: string;
  category: string;
  subcategory: string | null;
  basePriceCents: number;
  hidden: boolean;
  isBestseller: boolean;
  isEcoFriendly: boolean;
  /** A window or a door for the VAT split: 10 % only up to the rest of the job (docs/product/vat.md). */
  significantGood: boolean;
}

export interface StaffProductDetail extends StaffProductRow {
  slug: string;
  description: string;
  /** Sent back by the edit form: a save over someone else's is refused. */
  version: number;
}

export const calculatorOptionTypeLabels = {
  material: "Materiali",
  system: "Sistemi",
  profile: "Profili",
  color: "Colori",
  windowType: "Tipi di finestra",
  openingType: "Tipi di apertura",
} as const;

export type CalculatorOptionType = keyof typeof calculatorOptionTypeLabels;

export interface StaffCalculatorOption {
  id: number;
  name: string;
  value: string;
  /** Exact decimal as stored ("1.2500"), or null: counts as 1. */
  priceMultiplier: string | null;
  priceAdditionCents: number | null;
  version: number;
}

export interface StaffOptionGroup {
  type: CalculatorOptionType;
  options: StaffCalculatorOption[];
}

export type DoorPriceItem = "article" | "panel" | "extra";

export interface StaffDoorPrice {
  item: DoorPriceItem;
  /** The article's code, the panel's or the extra's key. */
  key: string;
  name: string;
  /** The code staff know it by, or the panel's line. */
  detail: string | null;
  priceCents: number;
  version: number;
}

export interface StaffDoorPriceGroup {
  /** Stable id for the group's heading. */
  id: string;
  title: string;
  prices: StaffDoorPrice[];
}

/** "1.2500" → "1,25": a multiplier as the form shows it, Italian style, without trailing zeros. */
export function multiplierInput(multiplier: string | null): string {
  if (multiplier === null) return "";
  const [whole = "0", fraction = ""] = multiplier.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${whole},${trimmed}` : whole;
}

/** The catalogue pages' forms, one intent each (ADR 010). */
export type CatalogueIntent =
  | "product"
  | "option"
  | "door-price"
  | "lead-time"
  | "size-limit"
  | "service-price"
  | "profile-system"
  | "new-product"
  | "new-option";

/** What a catalogue page's action answers: data to a script; to a plain post, only a refusal (a success redirects). */
export type CatalogueActionResult =
  | { ok: true; intent: CatalogueIntent; message: string }
  | IntentRefusal<CatalogueIntent>;
