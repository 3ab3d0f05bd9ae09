import { and, asc, eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type CalculatorOption,
  type Category,
  type Product,
  type ProductConfigurator,
  type ProductDetail,
  type ProductGroup,
  type Subcategory,
  wrongConfiguratorMessage,
} from "#app/domain/catalogue/catalogue.ts";
import { toCategoryIcon } from "#app/domain/catalogue/category-icons.ts";
import type { OptionChoice } from "#app/domain/catalogue/option-sets.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { cachedRead } from "./read-cache.server.ts";

const { categories, subcategories, products, productSpecs, calculatorOptions } = schema;

function toProductGroup({ id, slug, name, description }: ProductGroup): ProductGroup {
  return { id, slug, name, description };
}

function toCategory(row: typeof categories.$inferSelect): Category {
  return { ...toProductGroup(row), icon: toCategoryIcon(row.icon) };
}

function toSubcategory(row: typeof subcategories.$inferSelect): Subcategory {
  return { ...toProductGroup(row), categoryId: row.categoryId };
}

export function listCategories(db: Database): Promise<Category[]> {
  return cachedRead(db, "categories", async () => {
    const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    return rows.map(toCategory);
  });
}

export async function findCategoryBySlug(db: Database, slug: string): Promise<Category | null> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  return row ? toCategory(row) : null;
}

export async function findCategoryById(db: Database, id: number): Promise<Category | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ? toCategory(row) : null;
}

export async function listSubcategories(db: Database, categoryId: number): Promise<Subcategory[]> {
  const rows = await db
    .select()
    .from(subcategories)
    .where(eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.position), asc(subcategories.id));
  return rows.map(toSubcategory);
}

export async function findSubcategoryBySlug(db: Database, slug: string): Promise<Subcategory | null> {
  const [row] = await db.select().from(subcategories).where(eq(subcategories.slug, slug));
  return row ? toSubcategory(row) : null;
}

const productSubcategory = alias(subcategories, "product_subcategory");

/**
 * Visible products only: a product staff have hidden is gone from every
 * listing, search, the sitemap and its own page (docs/product/catalogue.md#hidden-products).
 */
function productQuery(db: Database, where?: SQL) {
  return db
    .select({
      product: products,
      categoryName: categories.name,
      categorySlug: categories.slug,
      subcategoryName: productSubcategory.name,
      subcategorySlug: productSubcategory.slug,
    })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(productSubcategory, eq(products.subcategoryId, productSubcategory.id))
    .where(and(eq(products.hidden, false), where))
    .orderBy(asc(products.position), asc(products.id));
}

type ProductRow = Awaited<ReturnType<typeof productQuery>>[number];

function toProduct(row: ProductRow): Product {
  const { product } = row;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    basePriceCents: product.basePriceCents,
    rating: product.rating === null ? null : Number(product.rating),
    isBestseller: product.isBestseller,
    isEcoFriendly: product.isEcoFriendly,
    imageUrl: product.imageUrl,
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    category: { name: row.categoryName, slug: row.categorySlug },
    subcategory:
      row.subcategoryName !== null && row.subcategorySlug !== null
        ? { name: row.subcategoryName, slug: row.subcategorySlug }
        : null,
  };
}

export type ProductFilter =
  | { categoryId: number }
  | { categorySlug: string }
  | { subcategorySlug: string }
  | Record<string, never>;

export async function listProducts(db: Database, filter: ProductFilter = {}): Promise<Product[]> {
  let where: SQL | undefined;
  if ("categoryId" in filter) where = eq(products.categoryId, filter.categoryId);
  else if ("categorySlug" in filter) where = eq(categories.slug, filter.categorySlug);
  else if ("subcategorySlug" in filter) where = eq(productSubcategory.slug, filter.subcategorySlug);
  const rows = await productQuery(db, where);
  return rows.map(toProduct);
}

export async function findProduct(db: Database, id: number): Promise<ProductDetail | null> {
  const [[row], [specs]] = await Promise.all([
    productQuery(db, eq(products.id, id)),
    db.select().from(productSpecs).where(eq(productSpecs.productId, id)),
  ]);
  if (!row) return null;
  return {
    ...toProduct(row),
    technicalData: specs
      ? {
          acousticDb: specs.acousticDb,
          thermalU: Number(specs.thermalU),
          falsoTelaioPriceCents: specs.falsoTelaioPriceCents,
          readyDeliverySizes: specs.readyDeliverySizes,
          stockLocations: specs.stockLocations,
        }
      : null,
  };
}

export interface PricedProduct {
  id: number;
  name: string;
  slug: string;
  basePriceCents: number;
  /** Decides the product's family and option set (app/domain/catalogue/option-sets.ts). */
  category: { slug: string };
}

/**
 * The product a configurator is about to price, read from the catalogue: not
 * found when it does not exist or is hidden, invalid when the product is sold through another
 * configurator (a Torterolo door priced as a window, an Alias door at all).
 */
export async function findProductFor(
  db: Database,
  configurator: Exclude<ProductConfigurator, "none">,
  productId: number,
): Promise<PricedProduct> {
  const row = (await pricedProductRows(db)).get(productId);
  if (!row || row.hidden) throw refuse.notFound("Prodotto non trovato");
  const refusal = wrongConfiguratorMessage(
    { subcategory: row.subcategorySlug === null ? null : { slug: row.subcategorySlug } },
    configurator,
  );
  if (refusal) throw refuse.invalid(refusal);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    basePriceCents: row.basePriceCents,
    category: { slug: row.categorySlug },
  };
}

/**
 * What pricing needs of every product, by id, kept with the other catalogue
 * reads (read-cache.server.ts) so that a price costs no query. The whole table
 * in one entry: ids a client makes up cannot grow it.
 */
function pricedProductRows(db: Database) {
  return cachedRead(db, "priced-products", async () => {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        basePriceCents: products.basePriceCents,
        hidden: products.hidden,
        subcategorySlug: subcategories.slug,
        categorySlug: categories.slug,
      })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .leftJoin(subcategories, eq(products.subcategoryId, subcategories.id));
    return new Map(rows.map((row) => [row.id, row]));
  });
}

/** Every calculator option row (cents, exact multipliers), for pricing on the server. */
export function calculatorOptionRows(db: Database) {
  return cachedRead(db, "calculator-options", () =>
    db.select().from(calculatorOptions).orderBy(asc(calculatorOptions.position), asc(calculatorOptions.id)),
  );
}

/** A calculator option row as the price formula reads it: the multiplier stays an exact decimal string. */
export function exactOptionChoice(row: typeof calculatorOptions.$inferSelect): OptionChoice {
  return {
    type: row.type,
    value: row.value,
    name: row.name,
    priceMultiplier: row.priceMultiplier,
    priceAdditionCents: row.priceAdditionCents,
    swatch: row.swatchHex,
  };
}

/** The calculator options as the browser's calculator takes them: with their ids, multipliers as numbers. */
export async function listCalculatorOptions(db: Database): Promise<CalculatorOption[]> {
  const rows = await calculatorOptionRows(db);
  return rows.map((row) => {
    const choice = exactOptionChoice(row);
    return {
      id: row.id,
      ...choice,
      priceMultiplier: choice.priceMultiplier === null ? null : Number(choice.priceMultiplier),
    };
  });
}

export async function listAllSubcategories(db: Database): Promise<Subcategory[]> {
  const rows = await db
    .select()
    .from(subcategories)
    .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
  return rows.map(toSubcategory);
}
