import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, inject } from "vitest";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "../../scripts/support/postgres-admin.ts";
import { type AppModule, loadBuiltApp } from "./built-app.ts";

// Integration tests drive the production server bundle over real HTTP, against
// a fresh database of their own: an in-memory PGlite, or a new PostgreSQL
// database created from TEST_DATABASE_URL and dropped afterwards. Both start as
// a copy of the database the run migrated and seeded once
// (database-template-setup.ts, docs/decisions/027-test-database-template.md).

export { loadBuiltApp };
export type TestDatabase = Awaited<ReturnType<AppModule["openDatabase"]>>["db"];

export interface TestApp {
  baseUrl: string;
  db: TestDatabase;
  driver: "pglite" | "pg";
  /** The PostgreSQL database's URL (pg driver only), for a second instance on the same database. */
  databaseUrl: string | null;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /**
   * Waits for the work the answers so far deferred until after they were sent
   * ("Password dimenticata?" prepares its link so), unless the test holds it
   * with its own `deferredWork`.
   */
  deferredWorkDone(): Promise<void>;
  close(): Promise<void>;
}

export function testDriver(): "pglite" | "postgres" {
  return process.env.TEST_DB_DRIVER === "postgres" ? "postgres" : "pglite";
}

/** A fresh, empty PostgreSQL database for one test file; `drop` removes it. */
export async function createPostgresDatabase(): Promise<ThrowAwayDatabase> {
  return createThrowAwayDatabase(postgresAdminUrl(), `shop_test_${process.pid}`);
}

function postgresAdminUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL non impostata: i test PostgreSQL non possono partire.");
  return adminUrl;
}

/**
 * A copy of the run's migrated and seeded PostgreSQL database; an empty one,
 * which openDatabase migrates and seeds, in a project without that template.
 */
function createSeededPostgresDatabase(): Promise<ThrowAwayDatabase> {
  const template = inject("postgresTemplateName") ?? undefined;
  return createThrowAwayDatabase(postgresAdminUrl(), `shop_test_${process.pid}`, { template });
}

let pgliteTemplate: Blob | undefined;

/** The run's migrated and seeded PGlite data folder; none, so an empty database, without that template. */
function seededPgliteArchive(): Blob | undefined {
  const file = inject("pgliteTemplateFile");
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

export interface TestAppOptions {
  publicFormLimit?: { limit: number; windowMs: number };
  /**
   * Registrations per address. Test files sign many customers up from one
   * address, so it is generous unless a test asks for a value; passing
   * `undefined` explicitly keeps the app's own default.
   */
  registrationLimit?: { limit: number; windowMs: number } | undefined;
  /**
   * PDF downloads per user. Test files download many documents as one
   * customer or one staff member, so it is generous unless a test asks.
   */
  pdfDownloadLimit?: { limit: number; windowMs: number };
  /** Request log lines; silent unless a test wants to read them. */
  log?: (line: Record<string, unknown>) => void;
  /** The site's origin for absolute URLs (PUBLIC_URL); by default the test server's own address. */
  publicUrl?: string;
  /** Express `trust proxy` (TRUST_PROXY), as behind nginx. */
  trustProxy?: number | string;
  /**
   * Starts the work a request defers until its answer is sent; by default it
   * runs then, and `deferredWorkDone()` waits for it. A test may hold it instead.
   */
  deferredWork?: (work: () => Promise<void>) => void;
  /** QUOTE_VALIDITY_DAYS; the app's default (30) when unset. */
  quoteValidityDays?: number;
  /** ADMIN_USERNAME and ADMIN_PASSWORD: applied to the fresh database before the app serves, as server.ts does. */
  firstAdmin?: { username: string; password: string };
  /**
   * A second instance on the database of `other`, as behind a load balancer.
   * On PostgreSQL it opens its own pool and catalogue listener on the same
   * database; PGlite is single-process, so there it shares the handle.
   * Closing it leaves the database to `other`.
   */
  sameDatabaseAs?: TestApp;
  /**
   * Runs the outbox's worker as server.ts does, sending by SMTP to `smtpUrl`
   * (a test SMTP server: tests/support/mail.ts). Without it no e-mail leaves.
   */
  mail?: {
    smtpUrl: string;
    shopEmail?: string;
    retryBaseMs?: number;
    maxAttempts?: number;
    leaseMs?: number;
  };
}

/** The shop's inbox in the tests (SHOP_EMAIL). */
export const TEST_SHOP_EMAIL = "negozio@aurora.example";

/** For files that post the public forms many times: the per-address limit has its own tests. */
export const GENEROUS_PUBLIC_FORM_LIMIT = { limit: 10_000, windowMs: 60_000 };

/**
 * The app of a test file (or of a describe block): started before its tests
 * and closed after them. The object stands for that app, so read it inside
 * tests and hooks, where it has started; a `beforeAll` registered after this
 * call already finds it running.
 */
export function sharedTestApp(options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  const current = () => {
    if (!started)
      throw new Error("sharedTestApp: the app starts in beforeAll; use it inside tests and hooks");
    return started;
  };
  beforeAll(async () => {
    started = await startTestApp(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get db() {
      return current().db;
    },
    get driver() {
      return current().driver;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    request: (pathname, init) => current().request(pathname, init),
    deferredWorkDone: () => current().deferredWorkDone(),
    close: () => current().close(),
  };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const module = await loadBuiltApp();
  let dropDatabase = async () => {};
  let databaseUrl: string | null = null;
  let handle: Awaited<ReturnType<AppModule["openDatabase"]>>;
  const other = options.sameDatabaseAs;
  if (other && other.databaseUrl === null) {
    handle = { db: other.db, driver: other.driver, close: async () => {} };
  } else if (other || testDriver() === "postgres") {
    let url = other?.databaseUrl;
    if (!url) {
      const database = await createSeededPostgresDatabase();
      dropDatabase = database.drop;
      url = database.url;
    }
    databaseUrl = url;
    handle = await module.openDatabase({ databaseUrl: url, dataDir: "memory://", poolSize: 5 });
  } else {
    handle = await module.openDatabase({ dataDir: "memory://", pgliteDump: seededPgliteArchive() });
  }
  if (options.firstAdmin) await module.ensureFirstAdmin(handle.db, options.firstAdmin);
  // The port is known only once the server listens, and the app needs its origin before that.
  const server = createServer();
  // Longer than the client's own keep-alive, so the server never closes an idle
  // connection just as fetch reuses it (an ECONNRESET under load).
  server.keepAliveTimeout = 65_000;
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const deferred = new Set<Promise<void>>();
  const trackDeferredWork = (work: () => Promise<void>) => {
    const running = work().finally(() => deferred.delete(running));
    deferred.add(running);
  };
  const app = module.createApp({
    db: handle.db,
    mode: "production",
    publicFormLimit: options.publicFormLimit,
    registrationLimit:
      "registrationLimit" in options ? options.registrationLimit : { limit: 10_000, windowMs: 60_000 },
    sessionSecret: "integration-test-secret-0123456789abcdef",
    log: options.log ?? (() => {}),
    publicUrl: options.publicUrl ?? baseUrl,
    trustProxy: options.trustProxy,
    quoteValidityDays: options.quoteValidityDays,
    deferredWork: options.deferredWork ?? trackDeferredWork,
    pdfDownloadLimit: options.pdfDownloadLimit ?? { limit: 10_000, windowMs: 60_000 },
  });
  server.on("request", app);
  const mailWorker = options.mail
    ? module.startMailWorker({
        db: handle.db,
        transport: module.createMailTransport({ smtpUrl: options.mail.smtpUrl, dataDir: "memory://" }),
        publicUrl: options.publicUrl ?? baseUrl,
        shopEmail: options.mail.shopEmail ?? TEST_SHOP_EMAIL,
        from: "Aurora Serramenti <noreply@aurora.example>",
        // The app's default when unset, as createApp's.
        quoteValidityDays: options.quoteValidityDays ?? 30,
        pollMs: 100,
        retryBaseMs: options.mail.retryBaseMs ?? 200,
        maxAttempts: options.mail.maxAttempts,
        leaseMs: options.mail.leaseMs,
        log: () => {},
      })
    : null;
  return {
    baseUrl,
    db: handle.db,
    driver: handle.driver,
    databaseUrl,
    request: (pathname, init) => fetch(new URL(pathname, baseUrl), init),
    async deferredWorkDone() {
      while (deferred.size > 0) await Promise.all(deferred);
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // The tests are over: a connection still open holds a body no test read
      // (a 404 page checked by its status), which would keep close() waiting.
      server.closeAllConnections();
      await closed;
      await mailWorker?.stop();
      await handle.close();
      await dropDatabase();
    },
  };
}
