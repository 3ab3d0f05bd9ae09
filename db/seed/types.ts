import type { CategoryIcon } from "../../app/domain/catalogue/category-icons.ts";
import type {
  calculatorOptionTypes,
  doorArticleKinds,
  doorFinishLines,
  doorLacquerKinds,
} from "../schema.ts";

// Seed files are typed data: every price is an integer number of euro cents.

export interface CategorySeed {
  /** Fixed ids 1..6 match docs/product/catalogue.md#categories (1 finestre ... 6 tapparelle). */
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: CategoryIcon;
}

export interface SubcategorySeed {
  slug: string;
  categorySlug: string;
  name: string;
  description: string;
}

export interface ProductSpecsSeed {
  acousticDb: number;
  /** Thermal transmittance Uw in W/m²K, as a decimal string such as "1.10". */
  thermalU: string;
  falsoTelaioPriceCents: number;
  /** Sizes available for quick delivery, "L x H" in mm, e.g. "800 x 1200". */
  readyDeliverySizes: string[];
  stockLocations: string[];
}

export interface ProductSeed {
  slug: string;
  name: string;
  description: string;
  basePriceCents: number;
  /** 0..5 with one decimal, or null (shown as 4). */
  rating: number | null;
  isBestseller: boolean;
  isEcoFriendly: boolean;
  categorySlug: string;
  subcategorySlug: string | null;
  specs: ProductSpecsSeed;
}

export interface CalculatorOptionSeed {
  type: (typeof calculatorOptionTypes)[number];
  value: string;
  name: string;
  /** Decimal string such as "1.2500", or null (counts as 1). */
  priceMultiplier: string | null;
  /** Cents, or null (counts as 0). */
  priceAdditionCents: number | null;
  swatchHex?: string;
}

export interface DoorFinishSeed {
  key: string;
  name: string;
  line: (typeof doorFinishLines)[number];
  priceCents: number;
  replacementCode?: string;
  looseCode?: string;
  loosePriceCents?: number;
  replacementInterno?: string;
  replacementEsterno?: string;
  codiceInterno?: string;
  codiceEsterno?: string;
  note?: "fino ad esaurimento";
  thicknessMm?: 7 | 14;
  lacquer?: (typeof doorLacquerKinds)[number];
}

export interface DoorArticleSeed {
  kind: (typeof doorArticleKinds)[number];
  code: string;
  name: string;
  priceCents: number;
  category?: string;
}

export interface DoorPriceMapSeed {
  key: string;
  label: string;
  priceCents: number;
}
