import { eq, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { descriptionWithoutClaims } from "../../app/domain/catalogue/description-claims.ts";
import * as schema from "../schema.ts";
import { productSeeds } from "./catalogue-data.ts";

type AnyDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Marks that the demo descriptions without Uw/Ud figures reached this database (ADR 005's upgrade path). */
export const DESCRIPTIONS_KEY = "catalogue_descriptions_v1";

/**
 * Once, for a database seeded when the demo descriptions still stated a Uw/Ud
 * («Uw 1,3 W/m²K») or TR651S's «soglia mobile e kit maniglie incluso»: a demo
 * product whose description is still the seed's old text (the new text once
 * the claims are taken out) gets the new one; a description staff changed is
 * left alone. The product pages show no such claim either way
 * (docs/product/catalogue.md#product-page-facts); this keeps the cards and the
 * search results in step.
 */
export async function upgradeDescriptions(db: AnyDatabase): Promise<number> {
  return db.transaction(async (tx) => {
    const marker = await tx
      .select({ key: schema.appMeta.key })
      .from(schema.appMeta)
      .where(eq(schema.appMeta.key, DESCRIPTIONS_KEY));
    if (marker.length > 0) return 0;
    const seeds = new Map(productSeeds.map((seed) => [seed.slug, seed]));
    const rows = await tx
      .select({
        id: schema.products.id,
        slug: schema.products.slug,
        description: schema.products.description,
      })
      .from(schema.products);
    let changed = 0;
    for (const row of rows) {
      const seed = seeds.get(row.slug);
      if (!seed || row.description === seed.description) continue;
      const door = seed.subcategorySlug === "torterolo";
      if (descriptionWithoutClaims(row.description, { door }) !== seed.description) continue;
      await tx
        .update(schema.products)
        // A staff form drawn before this is refused as stale, like after any other edit.
        .set({ description: seed.description, version: sql`${schema.products.version} + 1` })
        .where(eq(schema.products.id, row.id));
      changed++;
    }
    await tx
      .insert(schema.appMeta)
      .values({ key: DESCRIPTIONS_KEY, value: `upgraded ${changed}` })
      .onConflictDoNothing();
    return changed;
  });
}
