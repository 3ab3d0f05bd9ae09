import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, loadBuiltApp, testDriver } from "../support/test-app";

// Migration 0020 (docs/product/jobs.md#existing-rows): a database that already
// holds requests, leads and orders gets one job per linked chain (a quote and
// its renewal; an accepted quote and the order it became), every other row a
// job of its own, numbered by date per year; nobody's rows are joined by a
// name or an e-mail alone, and every number customers hold stays.

type AppModule = Awaited<ReturnType<typeof loadBuiltApp>>;
let module: AppModule;
let options: { databaseUrl?: string; dataDir: string; seed: false };
let before0020: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  module = await loadBuiltApp();
  before0020 = mkdtempSync(path.join(tmpdir(), "shop-migrations-"));
  cleanups.push(async () => rmSync(before0020, { recursive: true, force: true }));
  cpSync(path.resolve("db/migrations"), before0020, { recursive: true });
  rmSync(path.join(before0020, "0020_jobs.sql"));
  const journalPath = path.join(before0020, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  writeFileSync(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 19) }),
  );
  if (testDriver() === "postgres") {
    const database = await createPostgresDatabase();
    options = { databaseUrl: database.url, dataDir: "memory://", seed: false };
    cleanups.push(database.drop);
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-jobs-migration-"));
    options = { dataDir, seed: false };
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  }
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const CONFIGURATION = { kind: "window", dimensions: { width: 1200, height: 1400 } };

describe("migration 0020: a job for every request, lead and order", () => {
  it("joins a quote with its renewal and with the order it became, and gives everything else a job of its own", async () => {
    const old = await module.openDatabase({ ...options, migrationsFolder: before0020 });
    const run = (query: ReturnType<typeof sql>) => old.db.execute(query);
    await run(sql`insert into categories (name, slug, icon) values ('Finestre', 'finestre', 'finestra')`);
    await run(sql`insert into products (name, slug, description, category_id, base_price_cents)
      select 'Classica 70', 'classica-70', 'Finestra', id, 32900 from categories where slug = 'finestre'`);
    await run(sql`insert into users (username, password_hash, email, email_verified_at, created_at)
      values ('anna', 'x', 'anna@example.it', '2025-01-01', '2025-01-01')`);
    const quote = (
      number: string,
      createdAt: string,
      extra: { user?: boolean; status?: string; renews?: string; email?: string } = {},
    ) =>
      run(sql`insert into quote_requests (number, product_id, user_id, customer_name, customer_email, customer_phone,
          configuration, calculated_price_cents, privacy_consent, status, renewed_from_id, created_at)
        select ${number}, p.id, ${extra.user ? sql`(select id from users where username = 'anna')` : sql`null`},
          'Anna Neri', ${extra.email ?? "anna@example.it"}, '+39 333 000 1111', ${JSON.stringify(CONFIGURATION)}::jsonb, 50000, true,
          ${extra.status ?? "nuova"}, ${extra.renews ? sql`(select id from quote_requests where number = ${extra.renews})` : sql`null`},
          ${createdAt}::timestamptz
        from products p where p.slug = 'classica-70'`);
    const order = (number: string, createdAt: string, configuration: object, city = "Bologna") =>
      run(sql`with o as (
          insert into orders (number, user_id, total_cents, payment_method, shipping_name, shipping_email, shipping_phone,
            shipping_address, shipping_city, shipping_postal_code, billing_address, created_at)
          select ${number}, id, 50000, 'carta', 'Anna Neri', 'anna@example.it', '+39 333 000 1111',
            'Via Roma 1', ${city}, '40100', 'Via Roma 1, 40100 Bologna', ${createdAt}::timestamptz
          from users where username = 'anna' returning id
        )
        insert into order_items (order_id, product_id, product_name, configuration, unit_price_cents, quantity, line_total_cents)
        select o.id, p.id, 'Classica 70', ${JSON.stringify(configuration)}::jsonb, 50000, 1, 50000
        from o, products p where p.slug = 'classica-70'`);
    // 2025: an accepted quote of Anna's and the order it became.
    await quote("P-2025-000001", "2025-03-01T10:00:00Z", { user: true, status: "accettata" });
    await order("A-2025-000001", "2025-03-05T10:00:00Z", CONFIGURATION);
    // A guest's expired quote and its renewal, with Anna's address but never confirmed: not Anna's job.
    await quote("P-2025-000002", "2025-06-01T10:00:00Z", { status: "chiusa" });
    await quote("P-2026-000001", "2026-01-10T10:00:00Z", { renews: "P-2025-000002" });
    // 2026: an order of something else, and a lead.
    await order(
      "A-2026-000001",
      "2026-02-01T10:00:00Z",
      { ...CONFIGURATION, dimensions: { width: 800, height: 900 } },
      "Modena",
    );
    await run(sql`insert into contact_messages (source, first_name, last_name, email, message, privacy_consent, created_at)
      values ('contatti', 'Luca', 'Verdi', 'luca@example.it', 'Sopralluogo?', true, '2026-03-01T10:00:00Z')`);
    await old.close();

    const migrated = await module.openDatabase(options);
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await migrated.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const jobOf = async (table: string, number: string) =>
      (
        await rows(
          sql`select j.number from ${sql.raw(table)} t join jobs j on j.id = t.job_id where t.number = ${number}`,
        )
      )[0]?.number;
    expect(await jobOf("quote_requests", "P-2025-000001")).toBe("C-2025-000001");
    expect(await jobOf("orders", "A-2025-000001")).toBe("C-2025-000001");
    expect(await jobOf("quote_requests", "P-2025-000002")).toBe("C-2025-000002");
    expect(await jobOf("quote_requests", "P-2026-000001")).toBe("C-2025-000002");
    expect(await jobOf("orders", "A-2026-000001")).toBe("C-2026-000001");
    const [lead] = await rows(
      sql`select j.number, j.customer_name, j.customer_email from contact_messages m join jobs j on j.id = m.job_id`,
    );
    expect(lead).toMatchObject({
      number: "C-2026-000002",
      customer_name: "Luca Verdi",
      customer_email: "luca@example.it",
    });
    const jobs = await rows(
      sql`select number, user_id is not null as has_account, site_city from jobs order by number`,
    );
    expect(jobs).toEqual([
      { number: "C-2025-000001", has_account: true, site_city: null },
      { number: "C-2025-000002", has_account: false, site_city: null },
      { number: "C-2026-000001", has_account: true, site_city: "Modena" },
      { number: "C-2026-000002", has_account: false, site_city: null },
    ]);
    // The documents keep their numbers, and the next job follows the year's last.
    expect((await rows(sql`select number from quote_requests order by number`)).map((r) => r.number)).toEqual(
      ["P-2025-000001", "P-2025-000002", "P-2026-000001"],
    );
    expect(
      await rows(sql`select year, last_number from document_counters where prefix = 'C' order by year`),
    ).toEqual([
      { year: 2025, last_number: 2 },
      { year: 2026, last_number: 2 },
    ]);
    await migrated.close();
  });
});
