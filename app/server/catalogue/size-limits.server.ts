import type { SizeLimit } from "#app/domain/configurator/size-limits.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { cachedRead } from "./read-cache.server.ts";

// The sizes the factory can make, read on every price and every cart line
// (docs/product/window-price.md#sizes-the-factory-can-make): kept like the rest
// of the catalogue and emptied on every catalogue change.

export interface StoredSizeLimit extends SizeLimit {
  key: string;
  version: number;
}

/** Every limit row, most general first within a family (the order staff read them in). */
export function listSizeLimits(db: Database): Promise<StoredSizeLimit[]> {
  return cachedRead(db, "size-limits", async () => {
    const rows = await db.select().from(schema.sizeLimits);
    return rows.sort((a, b) => a.key.localeCompare(b.key));
  });
}
