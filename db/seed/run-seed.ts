import { eq, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "../schema.ts";
import { calculatorOptionSeeds, categorySeeds, productSeeds, subcategorySeeds } from "./catalogue-data.ts";
import { doorArticleSeeds, doorFinishSeeds, doorPriceMapSeeds } from "./door-catalogue-data.ts";
import { upgradeConfiguratorDepth } from "./upgrade-configurator-depth.ts";
import { upgradeDescriptions } from "./upgrade-descriptions.ts";
import { calculatorOptionRow, upgradeOptionSets } from "./upgrade-option-sets.ts";
import { upgradeProductSuppliers } from "./upgrade-product-suppliers.ts";

type AnyDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Bump when the demo catalogue changes in a way that existing shops should not receive. */
export const CATALOGUE_SEED_KEY = "catalogue_seed_v1";

export type SeedOutcome = "seeded" | "already-seeded" | "catalogue-present";

/**
 * Seeds the demo catalogue once, then runs the upgrade paths that bring option
 * sets (ADR 015), the demo descriptions without Uw/Ud figures and the demo
 * products' suppliers to databases
 * seeded before them. It runs only on a database that has never
 * been seeded and has no categories of its own, so a shop's edits are never
 * overwritten and a deleted demo product never comes back.
 */
export async function seedDatabase(db: AnyDatabase): Promise<SeedOutcome> {
  const outcome = await seedOnce(db);
  await upgradeOptionSets(db);
  await upgradeConfiguratorDepth(db);
  await upgradeDescriptions(db);
  await upgradeProductSuppliers(db);
  return outcome;
}

async function seedOnce(db: AnyDatabase): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    const marker = await tx
      .select({ key: schema.appMeta.key })
      .from(schema.appMeta)
      .where(eq(schema.appMeta.key, CATALOGUE_SEED_KEY));
    if (marker.length > 0) return "already-seeded";

    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(schema.categories);
    if ((existing?.count ?? 0) > 0) {
      await markSeeded(tx, "skipped: catalogue present");
      return "catalogue-present";
    }

    await tx
      .insert(schema.categories)
      .values(categorySeeds.map((category, position) => ({ ...category, position })));
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`,
    );

    const categoryIdBySlug = new Map(categorySeeds.map((category) => [category.slug, category.id]));
    const subcategoryRows = await tx
      .insert(schema.subcategories)
      .values(
        subcategorySeeds.map((subcategory, position) => ({
          slug: subcategory.slug,
          name: subcategory.name,
          description: subcategory.description,
          categoryId: requireId(categoryIdBySlug, subcategory.categorySlug),
          position,
        })),
      )
      .returning({ id: schema.subcategories.id, slug: schema.subcategories.slug });
    const subcategoryIdBySlug = new Map(subcategoryRows.map((row) => [row.slug, row.id]));

    const productRows = await tx
      .insert(schema.products)
      .values(
        productSeeds.map((product, position) => ({
          slug: product.slug,
          name: product.name,
          description: product.description,
          basePriceCents: product.basePriceCents,
          rating: product.rating === null ? null : product.rating.toFixed(1),
          isBestseller: product.isBestseller,
          isEcoFriendly: product.isEcoFriendly,
          // Windows and doors are beni significativi; a shutter supplied on its own is a part
          // (docs/product/vat.md#beni-significativi-in-the-catalogue, to confirm with the accountant).
          significantGood: product.categorySlug !== "tapparelle",
          categoryId: requireId(categoryIdBySlug, product.categorySlug),
          subcategoryId: product.subcategorySlug
            ? requireId(subcategoryIdBySlug, product.subcategorySlug)
            : null,
          position,
        })),
      )
      .returning({ id: schema.products.id, slug: schema.products.slug });
    const productIdBySlug = new Map(productRows.map((row) => [row.slug, row.id]));

    await tx.insert(schema.productSpecs).values(
      productSeeds.map((product) => ({
        productId: requireId(productIdBySlug, product.slug),
        ...product.specs,
      })),
    );

    await tx
      .insert(schema.calculatorOptions)
      .values(calculatorOptionSeeds.map((option, position) => calculatorOptionRow(option, position)));

    await tx
      .insert(schema.doorFinishes)
      .values(doorFinishSeeds.map((finish, position) => ({ ...finish, position })));
    await tx
      .insert(schema.doorArticles)
      .values(doorArticleSeeds.map((article, position) => ({ ...article, position })));
    await tx
      .insert(schema.doorPriceMap)
      .values(doorPriceMapSeeds.map((entry, position) => ({ ...entry, position })));

    await markSeeded(tx, "seeded");
    return "seeded";
  });
}

async function markSeeded(tx: Pick<AnyDatabase, "insert">, value: string) {
  await tx
    .insert(schema.appMeta)
    .values({ key: CATALOGUE_SEED_KEY, value })
    .onConflictDoNothing({ target: schema.appMeta.key });
}

function requireId(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed: riferimento sconosciuto "${slug}"`);
  return id;
}
