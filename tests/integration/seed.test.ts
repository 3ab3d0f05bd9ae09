import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { createPostgresDatabase, loadBuiltApp, testDriver } from "../support/test-app";

// Restarting the shop must keep all data, and starting twice against the same
// database must neither duplicate the seed nor fail nor undo a shop's edits.

type AppModule = Awaited<ReturnType<typeof loadBuiltApp>>;
let module: AppModule;
let options: { databaseUrl?: string; dataDir: string };
let cleanup = async () => {};

beforeAll(async () => {
  module = await loadBuiltApp();
  if (testDriver() === "postgres") {
    const database = await createPostgresDatabase();
    options = { databaseUrl: database.url, dataDir: "memory://" };
    cleanup = database.drop;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-seed-"));
    options = { dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await cleanup();
});

async function tableCounts(db: Awaited<ReturnType<AppModule["openDatabase"]>>["db"]) {
  const tables = {
    categories: schema.categories,
    subcategories: schema.subcategories,
    products: schema.products,
    productSpecs: schema.productSpecs,
    calculatorOptions: schema.calculatorOptions,
    doorFinishes: schema.doorFinishes,
    doorArticles: schema.doorArticles,
    doorPriceMap: schema.doorPriceMap,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("seed and restart", () => {
  it("seeds once, keeps edits and deletions across restarts", async () => {
    const first = await module.openDatabase(options);
    const seeded = await tableCounts(first.db);
    expect(seeded.products).toBeGreaterThanOrEqual(60);
    expect(seeded.doorPriceMap).toBeGreaterThanOrEqual(13);

    // A shop edits a product and removes a demo accessory.
    await first.db
      .update(schema.products)
      .set({ name: "Finestra modificata dal negozio", basePriceCents: 12345 })
      .where(eq(schema.products.slug, "tr450"));
    const [accessory] = await first.db.select().from(schema.doorPriceMap).limit(1);
    await first.db.delete(schema.doorPriceMap).where(eq(schema.doorPriceMap.key, accessory!.key));
    await first.close();

    // Two more starts against the same database.
    for (let start = 0; start < 2; start++) {
      const again = await module.openDatabase(options);
      const counts = await tableCounts(again.db);
      expect(counts).toEqual({ ...seeded, doorPriceMap: (seeded.doorPriceMap ?? 0) - 1 });
      const [edited] = await again.db.select().from(schema.products).where(eq(schema.products.slug, "tr450"));
      expect(edited).toMatchObject({ name: "Finestra modificata dal negozio", basePriceCents: 12345 });
      await again.close();
    }
    // Three starts, each running every migration and checking the seed: slow on a busy 2-core machine.
  }, 120_000);
});
