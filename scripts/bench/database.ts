// The throw-away PostgreSQL database the bench measures on.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { randomBytes } from "node:crypto";
import type pg from "pg";
import { onCleanup } from "../support/clean-up.ts";
import { adminUrlFromEnvironment } from "../support/embedded-postgres.ts";
import { adminClient, isLoopbackHost, redactedUrl } from "../support/postgres-admin.ts";
import { errorMessage, loudNotice } from "../support/script-output.ts";

export interface BenchDatabase {
  url: string;
  name: string;
  serverVersion: string;
}

/** A fresh database, dropped at clean-up; or why PostgreSQL cannot be used (after a loud notice). */
export async function createBenchDatabase(): Promise<BenchDatabase | string> {
  let adminUrl: string;
  try {
    adminUrl = await adminUrlFromEnvironment("BENCH_DATABASE_URL", onCleanup);
  } catch (error) {
    const reason = `the embedded PostgreSQL could not start (${errorMessage(error).split("\n")[0]})`;
    loudNotice(`${reason}: PostgreSQL parts SKIPPED`);
    return reason;
  }
  const redacted = redactedUrl(adminUrl);
  if (!isLoopbackHost(new URL(adminUrl).hostname)) {
    const reason = `BENCH_DATABASE_URL (${redacted}) is not a loopback address`;
    loudNotice(`${reason}: PostgreSQL parts SKIPPED`);
    return reason;
  }
  let admin: pg.Client;
  try {
    admin = await adminClient(adminUrl);
  } catch (error) {
    const reason = `PostgreSQL not reachable at ${redacted} (${errorMessage(error)})`;
    loudNotice(`${reason}: PostgreSQL parts SKIPPED`);
    return reason;
  }
  const name = `shop_bench_${randomBytes(6).toString("hex")}`;
  try {
    const { rows } = await admin.query<{ server_version: string }>("show server_version");
    await admin.query(`create database "${name}"`);
    onCleanup(`drop database ${name}`, async () => {
      const client = await adminClient(adminUrl);
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
        console.log(`dropped database ${name}`);
      } finally {
        await client.end();
      }
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    console.log(`created database ${name}`);
    return { url: url.href, name, serverVersion: rows[0]?.server_version ?? "unknown" };
  } finally {
    await admin.end();
  }
}
