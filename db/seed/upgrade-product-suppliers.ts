import { eq, or } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "../schema.ts";

type AnyDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Marks that the demo products were linked to their suppliers (docs/product/production.md#purchase-orders). */
export const PRODUCT_SUPPLIERS_KEY = "product_suppliers_v1";

/** Which seeded supplier (by name, from the migration) supplies which demo products. */
const demoLinks = [
  { supplier: "Torterolo & Re", subcategorySlug: "torterolo" },
  { supplier: "Avvolgibili Liguria", categorySlug: "tapparelle" },
] as const;

/**
 * Once per database: the Torterolo doors come from «Torterolo & Re» and the
 * roller shutters from «Avvolgibili Liguria». A product already linked keeps
 * its supplier, and a supplier staff renamed or removed links nothing.
 */
export async function upgradeProductSuppliers(db: AnyDatabase): Promise<number> {
  return db.transaction(async (tx) => {
    const marker = await tx
      .select({ key: schema.appMeta.key })
      .from(schema.appMeta)
      .where(eq(schema.appMeta.key, PRODUCT_SUPPLIERS_KEY));
    if (marker.length > 0) return 0;
    let linked = 0;
    for (const link of demoLinks) {
      const [supplier] = await tx
        .select({ id: schema.suppliers.id })
        .from(schema.suppliers)
        .where(eq(schema.suppliers.name, link.supplier));
      if (!supplier) continue;
      const products = await tx
        .select({ id: schema.products.id })
        .from(schema.products)
        .leftJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
        .leftJoin(schema.subcategories, eq(schema.products.subcategoryId, schema.subcategories.id))
        .where(
          or(
            "subcategorySlug" in link ? eq(schema.subcategories.slug, link.subcategorySlug) : undefined,
            "categorySlug" in link ? eq(schema.categories.slug, link.categorySlug) : undefined,
          ),
        );
      if (products.length === 0) continue;
      const rows = await tx
        .insert(schema.productSuppliers)
        .values(products.map(({ id }) => ({ productId: id, supplierId: supplier.id })))
        .onConflictDoNothing()
        .returning({ productId: schema.productSuppliers.productId });
      linked += rows.length;
    }
    await tx
      .insert(schema.appMeta)
      .values({ key: PRODUCT_SUPPLIERS_KEY, value: `linked ${linked}` })
      .onConflictDoNothing();
    return linked;
  });
}
