// Fills a migrated, seeded database with the demo history (docs/product/back-office.md#demo-history):
// customers, orders with their lines and status histories, quote requests and
// leads with histories, assignments, notes and offers, their jobs, offers
// with lines and versions on a share of the jobs, and the audit rows
// staff's changes leave. One transaction: all of it or nothing, and the
// marker row that guards against a second run commits with it.
import { randomBytes } from "node:crypto";
import { eq, inArray, max, sql } from "drizzle-orm";
import { hashPassword } from "#app/server/accounts/passwords.server.ts";
import type { Database, Transaction } from "#app/server/platform/db.server.ts";
import * as schema from "#db/schema.ts";
import { seededRandom } from "../../tests/support/random.ts";
import { splitBatches } from "./batches.ts";
import type { DemoCustomer, FillContext, StaffMember } from "./fill-context.ts";
import { fillOffers } from "./fill-offers.ts";
import { fillOrders } from "./fill-orders.ts";
import { fillRequests } from "./fill-requests.ts";
import { buildLinePool } from "./lines.ts";
import { demoPerson, type Random } from "./people.ts";

/** The app_meta row that says a demo history is there, and how many runs made it. */
export const DEMO_HISTORY_KEY = "demo_history";
/** How far back the history goes. */
export const HISTORY_DAYS = 730;

export interface DemoHistoryOptions {
  orders: number;
  /** Quote requests and leads together (two in five are quote requests). */
  requests: number;
  /**
   * Offers with 5–30 lines, on as many of the run's jobs (one job per order,
   * quote request and lead: `orders + requests` jobs in all), at most one each.
   */
  offers: number;
  customers: number;
  seed: number;
  /** The history's last day; it starts HISTORY_DAYS before. */
  until: Date;
  /** Add another history on top of one already there. */
  force: boolean;
}

export type DemoHistoryOutcome =
  | { outcome: "already-present"; runs: number }
  | { outcome: "filled"; run: number; rows: Record<string, number> };

/** The demo's colleagues: who changes statuses, takes requests in charge and writes notes. */
const DEMO_STAFF = [
  ["giulia", "Giulia", "Verdi"],
  ["paolo", "Paolo", "Neri"],
  ["elena", "Elena", "Costa"],
  ["marco", "Marco", "Galli"],
  ["sara", "Sara", "Fabbri"],
] as const;

/** The demo staff accounts; a later run reuses them. Nobody knows their password until an admin resets it. */
async function demoStaff(tx: Transaction, passwordHash: string): Promise<StaffMember[]> {
  const usernames = DEMO_STAFF.map(([name]) => `demo.${name}`);
  const columns = { id: schema.users.id, username: schema.users.username };
  const existing = await tx
    .select(columns)
    .from(schema.users)
    .where(inArray(schema.users.username, usernames));
  const missing = DEMO_STAFF.filter(([name]) => !existing.some((row) => row.username === `demo.${name}`));
  if (missing.length === 0) return existing;
  const created = await tx
    .insert(schema.users)
    .values(
      missing.map(([name, firstName, lastName]) => ({
        username: `demo.${name}`,
        passwordHash,
        firstName,
        lastName,
        email: `${name}@serramenti-demo.it`,
        role: "staff" as const,
      })),
    )
    .returning(columns);
  return [...existing, ...created];
}

async function demoCustomers(
  tx: Transaction,
  random: Random,
  options: DemoHistoryOptions,
  passwordHash: string,
  runTag: string,
): Promise<DemoCustomer[]> {
  const from = new Date(options.until.getTime() - HISTORY_DAYS * 86_400_000);
  // Sign-ups lean towards the history's first months, so that most customers have time to buy.
  const people = Array.from({ length: options.customers }, (_, index) => {
    const person = demoPerson(random, `${runTag}${index + 1}`);
    const createdAt = new Date(
      from.getTime() + random.next() ** 1.5 * (options.until.getTime() - from.getTime()),
    );
    return { ...person, createdAt, username: person.email.split("@")[0] ?? person.email };
  });
  const customers: DemoCustomer[] = [];
  for (const batch of splitBatches(people)) {
    const ids = await tx
      .insert(schema.users)
      .values(batch.map((person) => ({ ...person, passwordHash, role: "customer" as const })))
      .returning({ id: schema.users.id });
    batch.forEach((person, index) => {
      customers.push({ ...person, id: ids[index]!.id });
    });
  }
  return customers;
}

/** How many runs made the demo history so far (0: none). */
async function previousRuns(db: Database | Transaction): Promise<number> {
  const [marker] = await db
    .select({ value: schema.appMeta.value })
    .from(schema.appMeta)
    .where(eq(schema.appMeta.key, DEMO_HISTORY_KEY));
  return marker ? Number(JSON.parse(marker.value).runs) || 1 : 0;
}

export async function fillDemoHistory(
  db: Database,
  options: DemoHistoryOptions,
): Promise<DemoHistoryOutcome> {
  const runs = await previousRuns(db);
  if (runs > 0 && !options.force) return { outcome: "already-present", runs };
  const run = runs + 1;
  const random = seededRandom(options.seed + run - 1);
  const pool = await buildLinePool(db, random);
  const passwordHash = await hashPassword(randomBytes(24).toString("hex"));
  const outcome = await db.transaction(async (tx): Promise<DemoHistoryOutcome> => {
    // Re-read under the transaction: two runs at once must not both pass the guard.
    if ((await previousRuns(tx)) !== runs)
      return { outcome: "already-present", runs: await previousRuns(tx) };
    const runTag = run === 1 ? "" : `r${run}n`;
    const staff = await demoStaff(tx, passwordHash);
    const customers = await demoCustomers(tx, random, options, passwordHash, runTag);
    const from = new Date(options.until.getTime() - HISTORY_DAYS * 86_400_000);
    const context: FillContext = { tx, random, from, until: options.until, staff, customers, pool, runTag };
    const [jobsBefore] = await tx.select({ last: max(schema.jobs.id) }).from(schema.jobs);
    const rows = {
      customers: customers.length,
      ...(await fillOrders(context, options.orders)),
      ...(await fillRequests(context, options.requests)),
      // Last, so that the same seed still gives the same orders and requests as before offers existed.
      ...(await fillOffers(context, options.offers, jobsBefore?.last ?? 0)),
    };
    const value = JSON.stringify({ runs: run, seed: options.seed, until: options.until.toISOString() });
    await tx
      .insert(schema.appMeta)
      .values({ key: DEMO_HISTORY_KEY, value })
      .onConflictDoUpdate({ target: schema.appMeta.key, set: { value, updatedAt: new Date() } });
    return { outcome: "filled", run, rows };
  });
  // Fresh statistics and visibility map, so that the lists' counts and pages use their indexes at once.
  if (outcome.outcome === "filled") await db.execute(sql`vacuum analyze`);
  return outcome;
}
