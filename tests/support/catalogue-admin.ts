import { randomBytes } from "node:crypto";
import * as schema from "#db/schema.ts";
import { loadBuiltApp, type TestApp } from "./test-app.ts";

// Staff edits of the catalogue without the /gestione/catalogo pages, for tests
// about what an edit does rather than how staff make it: the service of the
// built bundle, the very module graph the test server runs, so that its
// changes empty that server's caches and not a copy's.

export async function catalogueAdmin() {
  return (await loadBuiltApp()).catalogueAdmin;
}

/**
 * A change to the catalogue tables that no staff page makes, committed and
 * announced as a staff edit is, so that every cache of the test server
 * (catalogue reads, prices, guest pages) sees it at once.
 */
export async function announcedCatalogueChange(
  db: TestApp["db"],
  change: Parameters<Awaited<ReturnType<typeof loadBuiltApp>>["changeCatalogue"]>[1],
): Promise<void> {
  await (await loadBuiltApp()).changeCatalogue(db, change);
}

/** A person to record as the author of staff changes (roles arrive with the back office). */
export async function staffActor(app: TestApp): Promise<{ id: number }> {
  const [row] = await app.db
    .insert(schema.users)
    .values({ username: `staff_${randomBytes(4).toString("hex")}`, passwordHash: "not-a-login" })
    .returning({ id: schema.users.id });
  if (!row) throw new Error("staff insert returned no row");
  return row;
}
