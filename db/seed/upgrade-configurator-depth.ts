import { eq } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "../schema.ts";
import { configuratorDepthOptionSeeds } from "./configurator-depth-data.ts";
import { addOptionValues } from "./upgrade-option-sets.ts";

type AnyDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Marks that the glazings, outside colours, hands and mosquito nets reached this database. */
export const CONFIGURATOR_DEPTH_KEY = "catalogue_configurator_depth_v1";

/**
 * Adds the configurator's new option values once (the seed's upgrade path, ADR
 * 005): after the catalogue seed on a fresh database, on its own on one seeded
 * before them. A value staff already have (same type and code) is left alone.
 */
export async function upgradeConfiguratorDepth(db: AnyDatabase): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await tx
      .select({ key: schema.appMeta.key })
      .from(schema.appMeta)
      .where(eq(schema.appMeta.key, CONFIGURATOR_DEPTH_KEY));
    if (marker.length > 0) return false;
    await addOptionValues(tx, configuratorDepthOptionSeeds);
    await tx
      .insert(schema.appMeta)
      .values({ key: CONFIGURATOR_DEPTH_KEY, value: "upgraded" })
      .onConflictDoNothing();
    return true;
  });
}
