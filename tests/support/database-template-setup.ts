import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createThrowAwayDatabase } from "../../scripts/support/postgres-admin.ts";
import { loadBuiltApp } from "./built-app.ts";

// Vitest global setup of the integration projects: migrates and seeds ONE
// database per run with the built bundle's openDatabase, and every test file
// starts from a copy of it instead of migrating and seeding its own
// (docs/decisions/027-test-database-template.md). On PGlite the copy is the
// data folder's archive; on PostgreSQL a `create database … template`.
// Made in the same run as the tests, so that seed rows dated "now" are as
// fresh as they were when each file seeded its own.

declare module "vitest" {
  export interface ProvidedContext {
    /** The archive of the migrated and seeded PGlite data folder (integration-pglite). */
    pgliteTemplateFile: string | null;
    /** The migrated and seeded PostgreSQL database to copy (integration-postgres). */
    postgresTemplateName: string | null;
  }
}

export default async function setup(project: TestProject) {
  const module = await loadBuiltApp();
  if (project.config.env.TEST_DB_DRIVER === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DATABASE_URL non impostata: i test PostgreSQL non possono partire.");
    const template = await createThrowAwayDatabase(adminUrl, `shop_template_${process.pid}`);
    try {
      const handle = await module.openDatabase({
        databaseUrl: template.url,
        dataDir: "memory://",
        poolSize: 1,
      });
      // Closed before any copy: PostgreSQL refuses to copy a database with open connections.
      await handle.close();
    } catch (error) {
      await template.drop();
      throw error;
    }
    project.provide("pgliteTemplateFile", null);
    project.provide("postgresTemplateName", template.name);
    return () => template.drop();
  }

  const handle = await module.openDatabase({ dataDir: "memory://" });
  const folder = mkdtempSync(path.join(tmpdir(), "shop-pglite-template-"));
  try {
    const archive = await handle.dumpPgliteDataDir?.();
    if (!archive) throw new Error("openDatabase: PGlite handle without dumpPgliteDataDir");
    const file = path.join(folder, "template.tar");
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    project.provide("pgliteTemplateFile", file);
    project.provide("postgresTemplateName", null);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
