// The configured lines of the demo history: a pool of windows and doors built
// with the same fixtures the tests use (tests/support) and priced by the
// shop's own price functions (app/server/configurator/line-kinds.server.ts), so that every
// stored configuration reads back through the line-kind registry and every
// price is one the shop would have asked. Orders and quote requests draw
// their lines from the pool.

import { eq } from "drizzle-orm";
import { productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import { STANDARD_HEIGHTS_CM, STANDARD_WIDTHS_CM } from "#app/domain/configurator/door-price.ts";
import { type WindowOptionType, windowOptionTypes } from "#app/domain/configurator/window-configuration.ts";
import { isRefusal } from "#app/domain/refusal.ts";
import { type PricedLine, priceCartRequest } from "#app/server/configurator/line-kinds.server.ts";
import type { Database } from "#app/server/platform/db.server.ts";
import * as schema from "#db/schema.ts";
import { doorSelection } from "../../tests/support/door-selection.ts";
import { windowConfiguration, windowOptionValuesOf } from "../../tests/support/window-configuration.ts";
import type { Random } from "./people.ts";

export interface PoolLine extends PricedLine {
  productName: string;
}

/** How many distinct configurations of each kind the pool holds: enough variety for a list, few price calls. */
const WINDOW_VARIANTS = 240;
const DOOR_VARIANTS = 40;

async function sellableProducts(db: Database) {
  const rows = await db
    .select({ id: schema.products.id, name: schema.products.name, slug: schema.subcategories.slug })
    .from(schema.products)
    .leftJoin(schema.subcategories, eq(schema.products.subcategoryId, schema.subcategories.id))
    .where(eq(schema.products.hidden, false));
  const of = (kind: "window" | "door") =>
    rows.filter((row) => productConfigurator({ subcategory: row.slug ? { slug: row.slug } : null }) === kind);
  return { windows: of("window"), doors: of("door") };
}

/** A window of a random product, options and size; sopraluce and sottoluce now and then. */
function randomWindowRequest(
  random: Random,
  productId: number,
  options: (typeof schema.calculatorOptions.$inferSelect)[],
) {
  const picked = {} as Record<WindowOptionType, { value: string }>;
  for (const type of windowOptionTypes)
    picked[type] = random.pick(options.filter((option) => option.type === type));
  return windowConfiguration(productId, windowOptionValuesOf(picked), {
    width: random.integer(50, 180) * 10,
    height: random.integer(60, 240) * 10,
    sopraluce: random.next() < 0.1,
    sottoluce: random.next() < 0.05,
  });
}

/** Prices one request; a combination the catalogue refuses (400/404) is simply not in the pool. */
async function priced(db: Database, request: Parameters<typeof priceCartRequest>[1], productName: string) {
  try {
    return { ...(await priceCartRequest(db, request)), productName };
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}

/** The pool: windows first (the shop's bulk), then doors. */
export async function buildLinePool(
  db: Database,
  random: Random,
): Promise<{ windows: PoolLine[]; doors: PoolLine[] }> {
  const { windows, doors } = await sellableProducts(db);
  if (windows.length === 0) throw new Error("No window in the catalogue: run the seed first.");
  const options = await db.select().from(schema.calculatorOptions);
  const windowLines: PoolLine[] = [];
  for (let index = 0; index < WINDOW_VARIANTS; index++) {
    const product = random.pick(windows);
    const { productId, ...rest } = randomWindowRequest(random, product.id, options);
    const line = await priced(
      db,
      { kind: "window", request: { productId, ...rest, quantity: 1 } },
      product.name,
    );
    if (line) windowLines.push(line);
  }
  const doorLines: PoolLine[] = [];
  for (let index = 0; index < DOOR_VARIANTS && doors.length > 0; index++) {
    const product = random.pick(doors);
    const selection = doorSelection(product.id, {
      size: {
        mode: "standard",
        width: random.pick(STANDARD_WIDTHS_CM),
        height: random.pick(STANDARD_HEIGHTS_CM),
      },
    });
    const line = await priced(
      db,
      {
        kind: "door",
        request: {
          cylinder: null,
          handleKit: null,
          knob: null,
          accessories: [],
          extras: [],
          externalPanel: null,
          ...selection,
          internalPanel: selection.internalPanel ?? null,
        },
      },
      product.name,
    );
    if (line) doorLines.push(line);
  }
  if (windowLines.length === 0) throw new Error("No window configuration could be priced.");
  return { windows: windowLines, doors: doorLines };
}
