import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  createPostgresDatabase,
  loadBuiltApp,
  sharedTestApp,
  type TestDatabase,
  testDriver,
} from "../support/test-app.ts";

// Every other file starts from a copy of the database the run migrated and
// seeded once (docs/decisions/027-test-database-template.md). That copy must be
// the database a file would have migrated and seeded itself: the same rows in
// every table (timestamps aside: the seed dates its rows "now"), the same
// sequence values, so the first order gets the number it always got, and the
// same migrations applied.

const copy = sharedTestApp();
let fresh: Awaited<ReturnType<Awaited<ReturnType<typeof loadBuiltApp>>["openDatabase"]>>;
let dropFresh = async () => {};

beforeAll(async () => {
  const module = await loadBuiltApp();
  if (testDriver() === "postgres") {
    const database = await createPostgresDatabase();
    dropFresh = database.drop;
    fresh = await module.openDatabase({ databaseUrl: database.url, dataDir: "memory://", poolSize: 2 });
  } else {
    fresh = await module.openDatabase({ dataDir: "memory://" });
  }
}, 120_000);
afterAll(async () => {
  await fresh?.close();
  await dropFresh();
});

async function rows<Row>(db: TestDatabase, query: string): Promise<Row[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Row[] };
  return result.rows;
}

/** Per table: its row count and a hash of its rows without their timestamp columns. */
async function tableContents(db: TestDatabase): Promise<Record<string, string>> {
  const tables = await rows<{ table_name: string; timestamps: string[] | string }>(
    db,
    `select t.table_name,
            coalesce(array_agg(c.column_name::text) filter (where c.data_type like 'timestamp%'), '{}') as timestamps
       from information_schema.tables t
       left join information_schema.columns c on c.table_schema = t.table_schema and c.table_name = t.table_name
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      group by t.table_name
      order by t.table_name`,
  );
  const contents: Record<string, string> = {};
  for (const { table_name: table, timestamps } of tables) {
    const columns = Array.isArray(timestamps) ? timestamps : parsePgArray(timestamps);
    const without = columns.map((column) => `'${column}'`).join(", ");
    const row = without ? `to_jsonb(t) - array[${without}]::text[]` : "to_jsonb(t)";
    const [summary] = await rows<{ summary: string }>(
      db,
      `select count(*) || ':' || coalesce(md5(string_agg((${row})::text, '|' order by (${row})::text)), '') as summary
         from "${table}" t`,
    );
    contents[table] = summary!.summary;
  }
  return contents;
}

/** A text[] that the driver left as PostgreSQL's `{a,b}` text. */
function parsePgArray(text: string): string[] {
  const inner = text.replace(/^\{|\}$/g, "");
  return inner === "" ? [] : inner.split(",").map((item) => item.replace(/^"|"$/g, ""));
}

const sequences = (db: TestDatabase) =>
  rows<{ sequencename: string; last_value: string | number | null }>(
    db,
    `select sequencename, last_value from pg_sequences where schemaname = 'public' order by sequencename`,
  );

const migrations = (db: TestDatabase) =>
  rows<{ hash: string }>(db, `select hash from drizzle.__drizzle_migrations order by id`);

describe("the template every integration file starts from", () => {
  it("is made by this run's global setup for the driver under test", () => {
    if (testDriver() === "postgres") expect(inject("postgresTemplateName")).toMatch(/^shop_template_/);
    else expect(inject("pgliteTemplateFile")).toMatch(/template\.tar$/);
  });

  it("holds the rows of a freshly migrated and seeded database, timestamps aside", async () => {
    const expected = await tableContents(fresh.db);
    expect(Object.keys(expected)).toContain("products");
    expect(expected.products).not.toMatch(/^0:/);
    expect(await tableContents(copy.db)).toEqual(expected);
  });

  it("continues every sequence where a freshly seeded database does", async () => {
    const expected = await sequences(fresh.db);
    expect(expected.length).toBeGreaterThan(10);
    expect(await sequences(copy.db)).toEqual(expected);
  });

  it("has every committed migration applied, as a freshly migrated database", async () => {
    const expected = await migrations(fresh.db);
    expect(expected.length).toBeGreaterThanOrEqual(16);
    expect(await migrations(copy.db)).toEqual(expected);
  });
});
