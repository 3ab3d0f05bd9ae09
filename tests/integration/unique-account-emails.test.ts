import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { createPostgresDatabase, loadBuiltApp, testDriver } from "../support/test-app";

// Migration 0015 (docs/product/accounts.md#one-account-per-address): a database
// that already holds several accounts with one e-mail keeps every account, and
// the address stays with one of them: the confirmed one, else the one signed in
// last, else the newest. Then no second account can take it, in any case.

type AppModule = Awaited<ReturnType<typeof loadBuiltApp>>;
let module: AppModule;
let options: { databaseUrl?: string; dataDir: string; seed: false };
let before0015: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  module = await loadBuiltApp();
  // The committed migrations up to 0014, as a database stood before this one.
  before0015 = mkdtempSync(path.join(tmpdir(), "shop-migrations-"));
  cleanups.push(async () => rmSync(before0015, { recursive: true, force: true }));
  cpSync(path.resolve("db/migrations"), before0015, { recursive: true });
  rmSync(path.join(before0015, "0015_unique_account_emails.sql"));
  const journalPath = path.join(before0015, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  writeFileSync(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 14) }),
  );
  if (testDriver() === "postgres") {
    const database = await createPostgresDatabase();
    options = { databaseUrl: database.url, dataDir: "memory://", seed: false };
    cleanups.push(database.drop);
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-unique-emails-"));
    options = { dataDir, seed: false };
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  }
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("migration 0015: one account per e-mail", () => {
  it("keeps every account, gives each shared address to the confirmed account, else the one signed in last, else the newest", async () => {
    const old = await module.openDatabase({ ...options, migrationsFolder: before0015 });
    const account = (
      username: string,
      email: string | null,
      createdAt: string,
      verifiedAt: string | null = null,
    ) =>
      old.db.execute(sql`insert into users (username, password_hash, email, email_verified_at, created_at)
        values (${username}, 'x', ${email}, ${verifiedAt}::timestamptz, ${createdAt}::timestamptz)`);
    const signedInAt = (username: string, at: string) =>
      old.db.execute(sql`insert into sessions (id, user_id, expires_at, created_at)
        select ${`s-${username}-${at}`}, id, now() + interval '1 day', ${at}::timestamptz from users where username = ${username}`);
    await account("confermato", "doppio@example.it", "2025-01-01", "2025-01-02");
    await account("recente", "Doppio@example.it", "2025-03-01");
    await signedInAt("recente", "2026-06-01");
    await account("nuovissimo", "DOPPIO@EXAMPLE.IT", "2026-01-01");
    await account("prima-sessione", "sessioni@example.it", "2025-01-01");
    await signedInAt("prima-sessione", "2026-05-01");
    await account("ultima-sessione", "sessioni@example.it", "2024-01-01");
    await signedInAt("ultima-sessione", "2026-07-01");
    await account("senza-sessioni", "sessioni@example.it", "2026-08-01");
    await account("vecchio", "mai@example.it", "2024-01-01");
    await account("nuovo", "mai@example.it", "2025-01-01");
    await account("solo", "solo@example.it", "2024-01-01");
    await account("senza-email", null, "2024-01-01");
    await old.close();

    const migrated = await module.openDatabase(options);
    const rows = await migrated.db
      .select({ username: schema.users.username, email: schema.users.email })
      .from(schema.users);
    expect(Object.fromEntries(rows.map((row) => [row.username, row.email]))).toEqual({
      confermato: "doppio@example.it",
      recente: null,
      nuovissimo: null,
      "prima-sessione": null,
      "ultima-sessione": "sessioni@example.it",
      "senza-sessioni": null,
      vecchio: null,
      nuovo: "mai@example.it",
      solo: "solo@example.it",
      "senza-email": null,
    });
    await expect(
      migrated.db.execute(
        sql`insert into users (username, password_hash, email) values ('altro', 'x', 'SOLO@example.it')`,
      ),
    ).rejects.toThrow();
    await migrated.close();
  }, 120_000);
});
