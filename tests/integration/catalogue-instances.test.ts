import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eurosToCents } from "#app/domain/italian-formats/money.ts";
import * as schema from "#db/schema.ts";
import { catalogueAdmin, staffActor } from "../support/catalogue-admin.ts";
import { startTestApp, type TestApp, testDriver } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue, postJson } from "../support/window-fixtures.ts";

// New prices apply at once on every instance (docs/product/catalogue.md#price-changes).
// Two app instances on one database, as behind a load balancer: a price edit
// made through instance A reaches the next price on instance B long before
// B's cache would expire (60 s). On PostgreSQL each instance has its own pool,
// cache and LISTEN connection, so only the NOTIFY can tell B; PGlite is
// single-process, so there the two share one database handle and its cache.

let a: TestApp;
let b: TestApp;
let catalogue: Awaited<ReturnType<typeof loadPricingCatalogue>>;
let actor: { id: number };

beforeAll(async () => {
  a = await startTestApp();
  b = await startTestApp({ sameDatabaseAs: a });
  catalogue = await loadPricingCatalogue(a);
  actor = await staffActor(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const configuration = () => firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
const material = () => catalogue.byType("material")[0]!;

async function priceOn(app: TestApp): Promise<number> {
  const response = await postJson(app, "/api/price", configuration());
  expect(response.status).toBe(200);
  return eurosToCents(((await response.json()) as { price: number }).price);
}

async function setMultiplier(priceMultiplier: string) {
  await (await catalogueAdmin()).updateCalculatorOption(a.db, actor, {
    optionId: material().id,
    priceMultiplier,
  });
}

/** B's next price, asked again until it is `cents`: the notice travels through PostgreSQL, not this process. */
async function expectPriceOnB(cents: number) {
  await expect.poll(() => priceOn(b), { timeout: 10_000, interval: 50 }).toBe(cents);
}

describe("two instances on one database", () => {
  it("a calculator option edited through A prices the next configuration on B with the new value", async () => {
    const before = await priceOn(b);
    expect(await priceOn(a)).toBe(before);
    await setMultiplier("3");
    const tripled = await priceOn(a);
    expect(tripled).toBeGreaterThan(before);
    await expectPriceOnB(tripled);
    await setMultiplier(String(material().priceMultiplier ?? 1));
    expect(await priceOn(a)).toBe(before);
    await expectPriceOnB(before);
  });

  // PGlite runs one instance: there is no other process to tell, and no connection to lose.
  const onPostgres = it.skipIf(testDriver() !== "postgres");

  onPostgres(
    "B keeps its cache when the database changes behind the shop's back, and drops it on a catalogue change",
    async () => {
      const before = await priceOn(b);
      // Not through the service: no NOTIFY. B's cached options still price as before.
      await a.db
        .update(schema.calculatorOptions)
        .set({ priceMultiplier: "5.0000" })
        .where(eq(schema.calculatorOptions.id, material().id));
      expect(await priceOn(b)).toBe(before);
      await setMultiplier("2");
      const doubled = await priceOn(a);
      expect(doubled).not.toBe(before);
      await expectPriceOnB(doubled);
    },
  );

  onPostgres(
    "each instance LISTENs again after losing its connection, and hears the next change",
    async () => {
      const admin = new pg.Client({ connectionString: a.databaseUrl ?? undefined });
      await admin.connect();
      const listenerQuery = `select pid from pg_stat_activity
        where datname = current_database() and application_name = 'catalogue-listener'`;
      const listening = async () =>
        (await admin.query<{ pid: number }>(`${listenerQuery} and query ilike 'listen%'`)).rows.map(
          (row) => row.pid,
        );
      try {
        const first = await listening();
        expect(first).toHaveLength(2);
        await admin.query(`select pg_terminate_backend(pid) from (${listenerQuery}) as listener`);
        const reopened = async () => (await listening()).filter((pid) => !first.includes(pid)).length;
        await expect.poll(reopened, { timeout: 10_000, interval: 50 }).toBe(2);
      } finally {
        await admin.end();
      }
      // B caches the options again, so only the next notice can make it price anew.
      const cached = await priceOn(b);
      await setMultiplier("1.5");
      const priced = await priceOn(a);
      expect(priced).not.toBe(cached);
      await expectPriceOnB(priced);
    },
  );
});
