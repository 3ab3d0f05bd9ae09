import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import * as schema from "#db/schema.ts";
import type { Customer } from "./api-client.ts";
import { postPageForm } from "./staff.ts";
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

/** An admin to record as the author of staff changes: an admin may change prices too. */
export async function staffActor(app: TestApp): Promise<{ id: number }> {
  const [row] = await app.db
    .insert(schema.users)
    .values({
      username: `staff_${randomBytes(4).toString("hex")}`,
      passwordHash: "not-a-login",
      role: "admin",
    })
    .returning({ id: schema.users.id });
  if (!row) throw new Error("staff insert returned no row");
  return row;
}

/**
 * The version a catalogue page draws into the form that posts `fields` to
 * `pathname` (the row's current one; 1 for a row that does not exist, 0 for a
 * setting never saved), as the form's hidden field sends it.
 */
export async function drawnCatalogueVersion(
  app: TestApp,
  pathname: string,
  fields: Record<string, string>,
): Promise<string> {
  const {
    products,
    calculatorOptions,
    doorArticles,
    doorFinishes,
    doorPriceMap,
    deliveryTimes,
    servicePrices,
    sizeLimits,
  } = schema;
  const one = async (rows: Promise<{ version: number }[]>, missing = 1) =>
    String((await rows)[0]?.version ?? missing);
  const select = (table: typeof products | typeof calculatorOptions) =>
    app.db.select({ version: table.version }).from(table);
  switch (fields.intent) {
    case "product": {
      const id = Number(/prodotti\/(\d+)/.exec(pathname)?.[1] ?? 0);
      return one(select(products).where(eq(products.id, id)));
    }
    case "option":
      return one(select(calculatorOptions).where(eq(calculatorOptions.id, Number(fields.optionId) || 0)));
    case "door-price": {
      const key = fields.key ?? "";
      const table =
        fields.item === "panel"
          ? app.db
              .select({ version: doorFinishes.version })
              .from(doorFinishes)
              .where(eq(doorFinishes.key, key))
          : fields.item === "extra"
            ? app.db
                .select({ version: doorPriceMap.version })
                .from(doorPriceMap)
                .where(eq(doorPriceMap.key, key))
            : app.db
                .select({ version: doorArticles.version })
                .from(doorArticles)
                .where(eq(doorArticles.code, key));
      return one(table);
    }
    case "lead-time":
      return one(
        app.db
          .select({ version: deliveryTimes.version })
          .from(deliveryTimes)
          .where(eq(deliveryTimes.family, fields.family as never)),
        0,
      );
    case "service-price":
      return one(
        app.db
          .select({ version: servicePrices.version })
          .from(servicePrices)
          .where(eq(servicePrices.code, fields.code as never)),
        0,
      );
    case "size-limit":
      return one(
        app.db
          .select({ version: sizeLimits.version })
          .from(sizeLimits)
          .where(eq(sizeLimits.key, fields.key ?? "")),
      );
    default:
      return "1";
  }
}

/** A catalogue page's form posted as the page draws it now: with the row's current version. */
export async function postCatalogueForm(
  app: TestApp,
  client: Customer,
  pathname: string,
  fields: Record<string, string>,
) {
  const version = fields.version ?? (await drawnCatalogueVersion(app, pathname, fields));
  return postPageForm(client, pathname, { ...fields, version });
}
