// `npm run demo-history`: fills the shop's database with a realistic demo
// history for the back office (docs/product/back-office.md#demo-history):
// customers, orders with lines and status histories, quote requests and leads
// with histories, assignments, notes and offers, a job for each order, quote
// request and lead (`--orders` + `--requests` jobs: 10,000 with
// `--orders 4000 --requests 6000`), and offers of 5–30 lines with their sent
// versions and answers on `--offers` of those jobs, over the last two years.
//
// It writes to the database DATABASE_URL names, else to the PGlite folder in
// DATA_DIR (default ./.data): PGlite is one process per folder, so stop the
// shop first. Migrations and the catalogue seed run first, as at the shop's
// start. The same flags and seed give the same history.
//
//   npm run demo-history -- [--orders 10000] [--requests 50000] [--offers 2000]
//                           [--customers 5000] [--seed 2026] [--until YYYY-MM-DD] [--force]
//
// A second run is refused (exit 1) unless --force, which adds another history.
//
// App code is TypeScript beyond type stripping: the npm script runs this file
// with --experimental-transform-types.
import { parseArgs } from "node:util";
import { openDatabase } from "#app/server/platform/db.server.ts";
import { fillDemoHistory } from "./demo-history/fill.ts";
import { errorMessage } from "./support/script-output.ts";

const USAGE =
  "uso: npm run demo-history -- [--orders N] [--requests N] [--offers N] [--customers N] [--seed N] [--until AAAA-MM-GG] [--force]";

function count(value: string | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > 1_000_000)
    throw new Error(
      `--${name} deve essere un numero intero tra ${min} e 1000000 (--${name} must be a whole number)`,
    );
  return parsed;
}

function untilDate(value: string | undefined): Date {
  if (value === undefined) {
    const today = new Date();
    return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 18));
  }
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T18:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new Error(`--until deve essere una data AAAA-MM-GG (--until must be YYYY-MM-DD)`);
  return date;
}

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      orders: { type: "string" },
      requests: { type: "string" },
      offers: { type: "string" },
      customers: { type: "string" },
      seed: { type: "string" },
      until: { type: "string" },
      force: { type: "boolean", default: false },
    },
  });
  return {
    orders: count(values.orders, 10_000, "orders", 0),
    requests: count(values.requests, 50_000, "requests", 0),
    offers: count(values.offers, 2_000, "offers", 0),
    customers: count(values.customers, 5_000, "customers", 1),
    seed: count(values.seed, 2026, "seed", 0),
    until: untilDate(values.until),
    force: values.force ?? false,
  };
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${errorMessage(error)}\n${USAGE}`);
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const started = performance.now();
  const handle = await openDatabase({ databaseUrl, dataDir: process.env.DATA_DIR || "./.data", poolSize: 2 });
  try {
    console.log(`demo history on ${handle.driver === "pg" ? "PostgreSQL (DATABASE_URL)" : "PGlite"}…`);
    const result = await fillDemoHistory(handle.db, options);
    if (result.outcome === "already-present") {
      console.error(
        "La cronologia demo è già presente: non la aggiungo di nuovo (usa --force per aggiungerne un'altra).\n" +
          "The demo history is already there: run again with --force to add another one.",
      );
      return 1;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`run ${result.run}, ${seconds} s:`);
    for (const [table, rows] of Object.entries(result.rows)) console.log(`  ${table.padEnd(22)} ${rows}`);
    return 0;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`demo-history failed: ${errorMessage(error)}`);
  process.exitCode = 1;
}
