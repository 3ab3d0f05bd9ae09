// The admin connection that creates and drops the throw-away databases of the
// bench, the load test and the PostgreSQL integration tests, and the guard that
// keeps the scripts on this machine.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { errorMessage } from "./script-output.ts";

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  const where = new URL(url);
  return `${where.protocol}//${where.username ? `${where.username}@` : ""}${where.host}${where.pathname}`;
}

export async function adminClient(adminUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  return client;
}

export interface ThrowAwayDatabase {
  url: string;
  name: string;
  serverVersion: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/**
 * A new database `<prefix>_<random>` on the admin URL's server; throws when that server cannot be reached.
 * With `template`, a copy of that database (which must have no open connection):
 * the integration tests copy one migrated and seeded database per file (docs/decisions/027).
 */
export async function createThrowAwayDatabase(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ThrowAwayDatabase> {
  let admin: pg.Client;
  try {
    admin = await adminClient(adminUrl);
  } catch (error) {
    throw new Error(`PostgreSQL not reachable at ${redactedUrl(adminUrl)} (${errorMessage(error)})`);
  }
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  let serverVersion: string;
  try {
    const { rows } = await admin.query<{ server_version: string }>("show server_version");
    serverVersion = rows[0]?.server_version ?? "unknown";
    await admin.query(
      options.template
        ? `create database "${name}" template "${options.template}"`
        : `create database "${name}"`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    serverVersion,
    async drop() {
      const client = await adminClient(adminUrl);
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
