// `npm run bench:back-office`: the back office at scale on PostgreSQL
// (docs/PERFORMANCE.md#back-office-at-scale). It fills a database with the
// demo history (scripts/demo-history.ts: 10,000 orders, 50,000 quote requests
// and leads, 5,000 customers), starts the production server on it with a
// first admin, signs in, and measures the order list, the request inbox and
// the customer list with autocannon, 5 connections as one signed-in staff
// member, printing p50/p97.5/p99 per URL. Figures are printed, never asserted.
//
// Environment:
//   BENCH_DURATION=10            seconds per URL
//   BACK_OFFICE_DATABASE_URL     measure this database (filled first when it has no demo history)
//                                instead of a throw-away one
//   BENCH_DATABASE_URL           PostgreSQL admin URL for the throw-away database (default: embedded PostgreSQL)
//   BENCH_SKIP_BUILD=1           reuse the existing build/
//
// App code is TypeScript beyond type stripping: the npm script runs this file
// with --experimental-transform-types.
import { sql } from "drizzle-orm";
import { openDatabase } from "#app/server/platform/db.server.ts";
import * as schema from "#db/schema.ts";
import { fillDemoHistory } from "../demo-history/fill.ts";
import { cleanUp, cleanUpOnSignals } from "../support/clean-up.ts";
import { ensureProductionBuild } from "../support/production-build.ts";
import { createScriptDatabase } from "../support/script-database.ts";
import { banner, errorMessage, table } from "../support/script-output.ts";
import { startApp } from "./app-server.ts";
import { BUILD_TIMEOUT_MS, DURATION, ROOT } from "./config.ts";
import { autocannon } from "./load.ts";

const CONNECTIONS = 5;
const ADMIN = { username: "bench.admin", password: "Banco-Prova-Misure-2026!" };

cleanUpOnSignals("stopping the server and dropping the bench database");

/** The database to measure, with the demo history in it; the search terms are read from it. */
async function preparedDatabase(): Promise<{
  url: string;
  email: string;
  surname: string;
  leadEmail: string;
}> {
  const url =
    process.env.BACK_OFFICE_DATABASE_URL ||
    (await createScriptDatabase("BENCH_DATABASE_URL", "shop_back_office")).url;
  const handle = await openDatabase({ databaseUrl: url, dataDir: "memory://", poolSize: 2 });
  try {
    const started = performance.now();
    const outcome = await fillDemoHistory(handle.db, {
      orders: 10_000,
      requests: 50_000,
      customers: 5_000,
      seed: 2026,
      until: new Date(),
      force: false,
    });
    if (outcome.outcome === "filled")
      console.log(`demo history filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    else console.log("demo history already there: measuring it as it is");
    // Statistics and the visibility map after the bulk load, as autovacuum would leave them.
    await handle.db.execute(sql`vacuum analyze`);
    // A real customer's e-mail (the order list's and the customer list's search) and a lead's.
    const [order] = await handle.db
      .select({ email: schema.orders.shippingEmail })
      .from(schema.orders)
      .orderBy(schema.orders.id)
      .limit(1)
      .offset(5000);
    const [lead] = await handle.db
      .select({ email: schema.contactMessages.email })
      .from(schema.contactMessages)
      .orderBy(schema.contactMessages.id)
      .limit(1)
      .offset(10_000);
    return { url, email: order?.email ?? "rossi", surname: "Rossi", leadEmail: lead?.email ?? "rossi" };
  } finally {
    await handle.close();
  }
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

interface Row {
  url: string;
  statuses: string;
  rps: number;
  p50: number;
  p975: number;
  p99: number;
}

async function measure(base: string, cookie: string, url: string): Promise<Row> {
  process.stdout.write(`  ${url}: ${DURATION} s… `);
  const result = (await autocannon({
    url: `${base}${url}`,
    headers: { cookie },
    connections: CONNECTIONS,
    duration: DURATION,
    warmup: { connections: CONNECTIONS, duration: 1 },
  })) as Awaited<ReturnType<typeof autocannon>> & { latency: { p97_5: number } };
  const statuses = Object.keys(result.statusCodeStats).join(", ") || "none";
  const row = {
    url,
    statuses,
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
  };
  console.log(`p50 ${row.p50} ms, p99 ${row.p99} ms, status ${statuses}`);
  return row;
}

async function main() {
  ensureProductionBuild(ROOT, "BENCH_SKIP_BUILD", BUILD_TIMEOUT_MS);
  banner("database with the demo history");
  const { url, email, surname, leadEmail } = await preparedDatabase();
  process.env.ADMIN_USERNAME = ADMIN.username;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  const { base } = await startApp("app (PostgreSQL)", url);
  const cookie = await signIn(base);
  const search = (text: string) => encodeURIComponent(text);
  const urls = [
    "/gestione/ordini",
    "/gestione/ordini?pagina=300",
    "/gestione/ordini?stato=processing",
    `/gestione/ordini?q=${search(surname)}`,
    `/gestione/ordini?q=${search(email)}`,
    "/gestione/ordini?ordina=totale-desc",
    "/gestione/richieste",
    "/gestione/richieste?pagina=1500",
    "/gestione/richieste?stato=in-lavorazione",
    `/gestione/richieste?cerca=${search(surname)}`,
    `/gestione/richieste?cerca=${search(leadEmail)}`,
    "/gestione/richieste?tipo=preventivo&pagina=300",
    `/gestione/clienti?cerca=${search(surname)}`,
    `/gestione/clienti?cerca=${search(email)}`,
    "/gestione/commesse",
    "/gestione/commesse?pagina=300",
    `/gestione/commesse?cerca=${search(surname)}`,
    `/gestione/commesse?cerca=${search(email)}`,
  ];
  banner(`${CONNECTIONS} connections, ${DURATION} s per URL`);
  const rows: Row[] = [];
  for (const target of urls) rows.push(await measure(base, cookie, target));
  banner("results (ms)");
  console.log(
    table(
      ["URL", "status", "req/s", "p50", "p97.5", "p99"],
      rows.map((row) => [
        `\`${row.url}\``,
        row.statuses,
        String(Math.round(row.rps)),
        String(row.p50),
        String(row.p975),
        String(row.p99),
      ]),
      [2, 3, 4, 5],
    ),
  );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`\nbench:back-office failed: ${errorMessage(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
