import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "#db/schema.ts";
import { seedDatabase } from "#db/seed/run-seed.ts";
import { listenForCatalogueChanges } from "../catalogue/catalogue-events.server.ts";
import { runEffectsAfterCommit } from "./after-commit.server.ts";

import type { Database } from "./database-types.server.ts";

export type { Database, Schema, Transaction } from "./database-types.server.ts";

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "pg";
  close(): Promise<void>;
  /**
   * PGlite only: the data folder as a tar archive, to open again with
   * `pgliteDump` (the tests' migrated and seeded template, docs/decisions/027).
   */
  dumpPgliteDataDir?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite data; `memory://` keeps it in memory (tests). */
  dataDir: string;
  migrationsFolder?: string;
  seed?: boolean;
  poolSize?: number;
  /**
   * PGlite only: start from this `dumpPgliteDataDir()` archive instead of an
   * empty folder. Migrations and the seed still run and find nothing to do, as
   * on a restart; the tests restore one template per file so (docs/decisions/027).
   */
  pgliteDump?: Blob;
}

// One arbitrary constant: instances that start together take turns migrating.
const MIGRATION_LOCK_ID = 7_041_992;

/**
 * PGlite's PostgreSQL settings on top of its defaults. PostgreSQL's own
 * 128 MB of shared buffers live in the process's memory for as long as it
 * runs (PGlite's WebAssembly memory never shrinks); a shop's whole database
 * is a few megabytes, and the catalogue is read from the server's caches, so
 * 16 MB hold every page it reads (docs/PERFORMANCE.md, memory).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * Opens the database once per process, applies the committed migrations and
 * seeds the demo catalogue into an empty database. Every transaction of the
 * handle it answers runs its `afterCommit` effects once it has committed.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? path.resolve("db/migrations");
  const seed = options.seed ?? true;

  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process.
    pool.on("error", (error) =>
      console.error(JSON.stringify({ level: "error", msg: "pg pool", error: error.message })),
    );
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      const lockedDb = drizzleNodePg(client, { schema });
      await migrateNodePg(lockedDb, { migrationsFolder });
      if (seed) await seedDatabase(lockedDb);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
    const db = runEffectsAfterCommit(drizzleNodePg(pool, { schema }));
    // Catalogue edits made by any instance empty this one's caches at once.
    const catalogueListener = listenForCatalogueChanges(db, options.databaseUrl);
    await catalogueListener.ready;
    return {
      db,
      driver: "pg",
      async close() {
        await catalogueListener.stop();
        await pool.end();
      },
    };
  }

  const dataDir = options.dataDir === "memory://" ? undefined : path.resolve(options.dataDir, "pglite");
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // One options object: `new PGlite(undefined, options)` ignores its options,
  // and the in-memory databases of the tests would miss these settings.
  const client = new PGlite({ dataDir, startParams: PGLITE_START_PARAMS, loadDataDir: options.pgliteDump });
  const db = runEffectsAfterCommit(drizzlePglite(client, { schema }));
  await migratePglite(db, { migrationsFolder });
  if (seed) await seedDatabase(db);
  return {
    db,
    driver: "pglite",
    close: () => client.close(),
    async dumpPgliteDataDir() {
      // Without a checkpoint the copy starts by replaying the write-ahead log,
      // which moves every sequence on by the 32 values PostgreSQL logs ahead.
      await client.exec("checkpoint");
      // Uncompressed: gunzipping it at every restore costs more than its size does.
      return client.dumpDataDir("none");
    },
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
