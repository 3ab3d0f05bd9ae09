// `npm run load-test`: many customers buying at the same time, on PostgreSQL,
// spread over several production instances that share one database.
//
// Builds (unless LOAD_SKIP_BUILD=1), creates a throw-away database from the
// admin URL, starts LOAD_INSTANCES production servers on it at the same moment
// (so the migrations and the seed take turns under the advisory lock), then
// lets LOAD_USERS simulated customers each do one journey at once:
//
//   browse    GET /, /category/finestre, /api/products, /product/:id
//   price     POST /api/price for each configuration they will buy (1–3), as a guest
//   register  POST /api/register (the session cookie comes back)
//   cart      POST /api/cart for each configuration, with a quantity of 1–3
//   checkout  POST /api/orders with an idempotency key; one customer in four
//             double-submits it to the other instance at the same moment
//
// Then it reads the database: exactly one order per customer (none lost, none
// duplicated), each order's total equal to the sum of its lines and to the
// prices /api/price quoted, and every cart emptied. It prints the errors and
// p50/p99 latency per step, drops the database and exits non-zero when any
// request failed or any order is lost, duplicated or wrong.
//
// Environment:
//   LOAD_USERS=200          simulated customers, all started at once
//   LOAD_INSTANCES=2        production servers sharing the database; customers alternate between them
//   LOAD_TIMEOUT=300        seconds for all journeys together; beyond it the run fails
//   LOAD_SEED=<number>      seed of the random configurations (printed; default random)
//   LOAD_SKIP_BUILD=1       reuse the existing build/
//   LOAD_DATABASE_URL       PostgreSQL admin URL on a loopback address (default: a throw-away embedded PostgreSQL)
//   LOAD_WRITE_DOCS=0|1     write the "Load test" section of docs/PERFORMANCE.md (default: only for 200 users)
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { paymentMethods } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import { categoryOptionSet } from "#app/domain/catalogue/option-sets.ts";
import { validShipping } from "../../tests/support/api-client.ts";
import { type ChildServer, freeLoopbackPort, waitUntilReady } from "../support/child-server.ts";
import { abortAfter, cleanUp, cleanUpOnSignals, onCleanup } from "../support/clean-up.ts";
import { commitId, cpuBusy, machineLine, runDate } from "../support/machine.ts";
import { ensureProductionBuild } from "../support/production-build.ts";
import { startProductionServer } from "../support/production-command.ts";
import { createScriptDatabase } from "../support/script-database.ts";
import { banner, errorMessage, table } from "../support/script-output.ts";

// ---- configuration ---------------------------------------------------------------

const ROOT = path.resolve(import.meta.dirname, "../..");
const DOCS_FILE = path.join(ROOT, "docs", "PERFORMANCE.md");
const DEFAULT_USERS = 200;
const USERS = positiveInteger("LOAD_USERS", DEFAULT_USERS);
const INSTANCES = positiveInteger("LOAD_INSTANCES", 2);
const TIMEOUT_MS = positiveInteger("LOAD_TIMEOUT", 300) * 1000;
const SEED = positiveInteger("LOAD_SEED", randomBytes(4).readUInt32BE() || 1);
const WRITE_DOCS = process.env.LOAD_WRITE_DOCS
  ? process.env.LOAD_WRITE_DOCS !== "0"
  : USERS === DEFAULT_USERS;
const SESSION_SECRET = randomBytes(30).toString("hex").slice(0, 40);
const RUN_ID = randomBytes(3).toString("hex");
/** One slow answer is an answer; a request that hangs this long is an error. */
const REQUEST_TIMEOUT_MS = 60_000;
const STARTUP_TIMEOUT_MS = 90_000;
const BUILD_TIMEOUT_MS = 5 * 60_000;
const PASSWORD = "Carico-Serramenti-2026";
/** One customer in this many sends the checkout twice at once, with the same key, to two instances. */
const DOUBLE_SUBMIT_EVERY = 4;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive integer, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

cleanUpOnSignals("stopping servers and dropping the load-test database");

// Build, startups, the journeys and the checks; anything beyond this is a hang.
const DEADLINE_MS = BUILD_TIMEOUT_MS + 2 * STARTUP_TIMEOUT_MS + TIMEOUT_MS + 120_000;
const watchdog = abortAfter(DEADLINE_MS, "The load test");

// ---- small helpers -------------------------------------------------------------------

/** mulberry32: a small seeded generator, so a run's configurations can be replayed with LOAD_SEED. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const eurosToCents = (euros: number) => Math.round(euros * 100);

// ---- child processes -------------------------------------------------------------------

/** The production servers' own count of failures: their error log lines. */
function countServerErrors(child: ChildServer): { count: number } {
  const errors = { count: 0 };
  child.onLine((line) => {
    if (line.includes('"level":"error"')) errors.count += 1;
  });
  return errors;
}

interface Instance {
  base: string;
  child: ChildServer;
  serverErrors: { count: number };
}

/** Starts every instance at the same moment: they race for the migration lock like a real rollout. */
async function startInstances(databaseUrl: string): Promise<Instance[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-load-"));
  onCleanup(`remove ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  const instances: Instance[] = [];
  // Each instance starts as `npm run serve` starts it, its memory settings included.
  for (let index = 0; index < INSTANCES; index += 1) {
    const port = await freeLoopbackPort();
    const child = startProductionServer({
      name: `instance ${index + 1}`,
      root: ROOT,
      settings: {
        PORT: String(port),
        SESSION_SECRET,
        SHOP_IBAN: "IT60X0542811101000000123456",
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        // Every simulated customer comes from this one loopback address, where real
        // ones come from their own: the per-address sign-up and form limits are raised.
        PUBLIC_FORM_RATE_LIMIT: "100000",
      },
    });
    onCleanup(`stop ${child.name}`, async () => void (await child.stop()));
    instances.push({ base: `http://127.0.0.1:${port}`, child, serverErrors: countServerErrors(child) });
  }
  await Promise.all(
    instances.map(({ child, base }) =>
      waitUntilReady(child, `${base}/readyz`, { timeoutMs: STARTUP_TIMEOUT_MS }),
    ),
  );
  for (const { child, base } of instances) console.log(`${child.name} ready on ${base}`);
  return instances;
}

// ---- the simulated customers -------------------------------------------------------------

const STEPS = ["browse", "price", "register", "cart", "checkout"] as const;
type Step = (typeof STEPS)[number];
const STEP_LABELS: Record<Step, string> = {
  browse: "browse (4 GETs)",
  price: "price (POST /api/price)",
  register: "register (POST /api/register)",
  cart: "add to cart (POST /api/cart)",
  checkout: "checkout (POST /api/orders)",
};

interface Sample {
  step: Step;
  ms: number;
}
interface Failure {
  user: number;
  step: Step;
  request: string;
  problem: string;
}

const samples: Sample[] = [];
const failures: Failure[] = [];

class JourneyStopped extends Error {}

interface Catalogue {
  productIds: number[];
  windowProductIds: number[];
  /** Each configurable product's own options by type, and the toggles its family allows. */
  optionsByProduct: Map<number, { options: Record<string, string[]>; toggles: readonly string[] }>;
}

interface WindowConfiguration {
  productId: number;
  options: Record<string, string | boolean>;
  dimensions: { width: number; height: number };
}

function randomConfiguration(catalogue: Catalogue): WindowConfiguration {
  const productId = pick(catalogue.windowProductIds);
  const own = catalogue.optionsByProduct.get(productId);
  const options: Record<string, string | boolean> = {};
  for (const [type, values] of Object.entries(own?.options ?? {})) options[type] = pick(values);
  options.sopraluce = Boolean(own?.toggles.includes("sopraluce")) && random() < 0.2;
  options.sottoluce = Boolean(own?.toggles.includes("sottoluce")) && random() < 0.1;
  return {
    productId,
    options,
    dimensions: { width: between(400, 3000), height: between(500, 2600) },
  };
}

/** What each customer did, for the checks against the database. */
interface Journey {
  user: number;
  username: string;
  /** Cents each line should cost in total (quoted unit price × quantity). */
  expectedLineTotals: number[];
  orderIds: Set<number>;
  finished: boolean;
}

/** One browser: its own session cookie, always on the same instance unless told otherwise. */
class Customer {
  cookie: string | undefined;
  readonly user: number;
  readonly base: string;

  constructor(user: number, base: string) {
    this.user = user;
    this.base = base;
  }

  /** A 2xx answer's body (JSON when it is JSON); anything else is recorded and stops the journey. */
  async call<T>(
    step: Step,
    method: "GET" | "POST",
    pathname: string,
    json?: unknown,
    base = this.base,
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {
      accept: method === "GET" ? "text/html,*/*" : "application/json",
    };
    if (this.cookie) headers.cookie = this.cookie;
    if (json !== undefined) headers["content-type"] = "application/json";
    const request = `${method} ${pathname}`;
    const started = performance.now();
    let status: number;
    let text: string;
    let response: Response;
    try {
      response = await fetch(`${base}${pathname}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: "manual",
      });
      text = await response.text();
      status = response.status;
    } catch (error) {
      samples.push({ step, ms: performance.now() - started });
      failures.push({ user: this.user, step, request, problem: errorMessage(error) });
      throw new JourneyStopped();
    }
    samples.push({ step, ms: performance.now() - started });
    const session = response.headers.getSetCookie().find((value) => /^(__Host-)?sid=/.test(value));
    if (session) this.cookie = session.split(";")[0];
    if (status < 200 || status > 299) {
      failures.push({ user: this.user, step, request, problem: `${status} ${text.slice(0, 160)}` });
      throw new JourneyStopped();
    }
    const isJson = response.headers.get("content-type")?.includes("json");
    return { status, body: (isJson && text ? JSON.parse(text) : text) as T };
  }

  /** A wrong figure in a 2xx answer: recorded like an error, the journey goes on. */
  wrong(step: Step, request: string, problem: string) {
    failures.push({ user: this.user, step, request, problem });
  }
}

async function journey(user: number, instances: Instance[], catalogue: Catalogue): Promise<Journey> {
  const base = instances[user % instances.length]!.base;
  const username = `carico_${RUN_ID}_${user}`;
  const record: Journey = { user, username, expectedLineTotals: [], orderIds: new Set(), finished: false };
  const customer = new Customer(user, base);
  // Decided up front so that the random sequence does not depend on answer order.
  const configurations = Array.from({ length: between(1, 3) }, () => ({
    configuration: randomConfiguration(catalogue),
    quantity: between(1, 3),
  }));
  const productPage = pick(catalogue.productIds);
  // Cash on delivery is refused from 5.000 € (docs/product/buying.md): a random cart may exceed it.
  const paymentMethod = pick(paymentMethods.filter((method) => method !== "contrassegno"));
  const doubleSubmit = instances.length > 1 && user % DOUBLE_SUBMIT_EVERY === 0;
  try {
    for (const page of ["/", "/category/finestre", "/api/products", `/product/${productPage}`]) {
      await customer.call("browse", "GET", page);
    }

    const quotedCents: number[] = [];
    for (const { configuration } of configurations) {
      const { body } = await customer.call<{ price: number }>("price", "POST", "/api/price", configuration);
      quotedCents.push(eurosToCents(body.price));
    }

    await customer.call("register", "POST", "/api/register", {
      username,
      password: PASSWORD,
      firstName: "Mario",
      lastName: "Rossi",
      email: `${username}@example.it`,
    });
    if (!customer.cookie) {
      customer.wrong("register", "POST /api/register", "no session cookie in the answer");
      return record;
    }

    for (const [index, { configuration, quantity }] of configurations.entries()) {
      const { body } = await customer.call<{ calculatedPrice: number; quantity: number }>(
        "cart",
        "POST",
        "/api/cart",
        { ...configuration, quantity },
      );
      const quoted = quotedCents[index]!;
      if (eurosToCents(body.calculatedPrice) !== quoted || body.quantity !== quantity) {
        customer.wrong(
          "cart",
          "POST /api/cart",
          `line priced ${body.calculatedPrice} × ${body.quantity}, quoted ${quoted / 100} × ${quantity}`,
        );
      }
      record.expectedLineTotals.push(quoted * quantity);
    }

    const checkout = {
      shipping: validShipping,
      paymentMethod,
      withdrawalExclusionAccepted: true,
      idempotencyKey: `carico-${RUN_ID}-${user}`,
    };
    type OrderAnswer = { status: number; body: { id: number; totalAmount: number } };
    let answers: OrderAnswer[];
    if (doubleSubmit) {
      // A double click that a load balancer sends to two instances: one order, the same answer twice.
      const other = instances[(user + 1) % instances.length]!.base;
      const settled = await Promise.allSettled([
        customer.call<OrderAnswer["body"]>("checkout", "POST", "/api/orders", checkout),
        customer.call<OrderAnswer["body"]>("checkout", "POST", "/api/orders", checkout, other),
      ]);
      if (settled.some((result) => result.status === "rejected")) throw new JourneyStopped();
      answers = settled.map((result) => (result as PromiseFulfilledResult<OrderAnswer>).value);
      const statuses = answers.map((answer) => answer.status).sort();
      if (statuses.join() !== "200,201") {
        customer.wrong(
          "checkout",
          "POST /api/orders ×2",
          `statuses ${statuses.join(", ")}, expected 201 and 200`,
        );
      }
    } else {
      answers = [await customer.call<OrderAnswer["body"]>("checkout", "POST", "/api/orders", checkout)];
    }
    const expectedTotal = record.expectedLineTotals.reduce((sum, cents) => sum + cents, 0);
    for (const answer of answers) {
      record.orderIds.add(answer.body.id);
      if (eurosToCents(answer.body.totalAmount) !== expectedTotal) {
        customer.wrong(
          "checkout",
          "POST /api/orders",
          `total ${answer.body.totalAmount}, expected ${expectedTotal / 100}`,
        );
      }
    }
    if (record.orderIds.size !== 1) {
      customer.wrong("checkout", "POST /api/orders ×2", `answered orders ${[...record.orderIds].join(", ")}`);
    }
    record.finished = true;
  } catch (error) {
    if (!(error instanceof JourneyStopped)) {
      failures.push({ user, step: "browse", request: "(journey)", problem: errorMessage(error) });
    }
  }
  return record;
}

async function loadCatalogue(base: string): Promise<Catalogue> {
  const products = (await fetch(`${base}/api/products`).then((response) => response.json())) as {
    id: number;
    category: { slug: string };
    subcategory: { slug: string } | null;
  }[];
  const configurable = products.filter((product) => productConfigurator(product) === "window");
  // Each product takes only its own option set (ADR 015): read it per product.
  const optionsByProduct: Catalogue["optionsByProduct"] = new Map();
  for (const product of configurable) {
    const entries = (await fetch(`${base}/api/calculator-options?productId=${product.id}`).then((response) =>
      response.json(),
    )) as { type: string; value: string }[];
    const options: Record<string, string[]> = {};
    for (const entry of entries) options[entry.type] = [...(options[entry.type] ?? []), entry.value];
    optionsByProduct.set(product.id, { options, toggles: categoryOptionSet(product).toggles });
  }
  const windowProductIds = configurable.map((product) => product.id);
  if (windowProductIds.length === 0) throw new Error("the catalogue has no configurable products");
  return { productIds: products.map((product) => product.id), windowProductIds, optionsByProduct };
}

// ---- checks against the database ----------------------------------------------------------

interface OrderRow {
  username: string;
  order_id: number | null;
  total_cents: number | null;
  line_totals: number[] | null;
  lines_consistent: boolean | null;
}

interface Verdict {
  expectedOrders: number;
  customersWithOrder: number;
  lost: number;
  duplicate: number;
  wrongTotals: number;
  cartLinesLeft: number;
  problems: string[];
}

async function checkOrders(databaseUrl: string, journeys: Journey[]): Promise<Verdict> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<OrderRow>(
      `select u.username, o.id as order_id, o.total_cents,
              array_agg(i.line_total_cents order by i.id) filter (where i.id is not null) as line_totals,
              bool_and(i.line_total_cents = i.unit_price_cents * i.quantity) as lines_consistent
         from users u
         left join orders o on o.user_id = u.id
         left join order_items i on i.order_id = o.id
        where u.username like $1
        group by u.username, o.id, o.total_cents`,
      [`carico\\_${RUN_ID}\\_%`],
    );
    const { rows: cart } = await client.query<{ count: string }>(
      `select count(*) from cart_items c join users u on u.id = c.user_id where u.username like $1`,
      [`carico\\_${RUN_ID}\\_%`],
    );
    const byUser = new Map<string, OrderRow[]>();
    for (const row of rows) {
      if (row.order_id === null) continue;
      byUser.set(row.username, [...(byUser.get(row.username) ?? []), row]);
    }
    const problems: string[] = [];
    let lost = 0;
    let duplicate = 0;
    let wrongTotals = 0;
    for (const journey of journeys) {
      const orders = byUser.get(journey.username) ?? [];
      if (orders.length === 0) {
        lost += 1;
        problems.push(`customer ${journey.user}: no order in the database`);
        continue;
      }
      duplicate += orders.length - 1;
      if (orders.length > 1) problems.push(`customer ${journey.user}: ${orders.length} orders`);
      for (const order of orders) {
        const lineTotals = (order.line_totals ?? []).map(Number);
        const sum = lineTotals.reduce((total, cents) => total + cents, 0);
        const expected = journey.expectedLineTotals;
        const same =
          Number(order.total_cents) === sum &&
          order.lines_consistent === true &&
          lineTotals.length === expected.length &&
          lineTotals.every((cents, index) => cents === expected[index]);
        if (!same) {
          wrongTotals += 1;
          problems.push(
            `customer ${journey.user}: order ${order.order_id} total ${order.total_cents} with lines [${lineTotals.join(", ")}], expected lines [${expected.join(", ")}]`,
          );
        }
        if (journey.orderIds.size > 0 && !journey.orderIds.has(Number(order.order_id))) {
          problems.push(`customer ${journey.user}: order ${order.order_id} is not the one the API answered`);
        }
      }
    }
    return {
      expectedOrders: journeys.length,
      customersWithOrder: journeys.length - lost,
      lost,
      duplicate,
      wrongTotals,
      cartLinesLeft: Number(cart[0]?.count ?? 0),
      problems,
    };
  } finally {
    await client.end();
  }
}

// ---- reporting --------------------------------------------------------------------------------

/** Nearest-rank percentile of already sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const ms = (value: number) => (Number.isNaN(value) ? "-" : Math.round(value).toString());

function latencyTable(): string {
  return table(
    ["step", "requests", "errors", "p50 ms", "p99 ms", "max ms"],
    STEPS.map((step) => {
      const times = samples
        .filter((sample) => sample.step === step)
        .map((sample) => sample.ms)
        .sort((a, b) => a - b);
      const errors = failures.filter((failure) => failure.step === step).length;
      return [
        STEP_LABELS[step],
        times.length.toString(),
        errors.toString(),
        ms(percentile(times, 50)),
        ms(percentile(times, 99)),
        ms(times.at(-1) ?? Number.NaN),
      ];
    }),
    [1, 2, 3, 4, 5],
  );
}

interface Outcome {
  verdict?: Verdict;
  finished: number;
  wallSeconds: number;
  timedOut: boolean;
  serverErrors: number;
  busyBefore?: number;
  postgresVersion: string;
  passed: boolean;
}

function docsSection(outcome: Outcome): string {
  const { verdict } = outcome;
  const requests = samples.length;
  const lines = [
    "## Load test",
    "",
    `\`npm run load-test\` (\`scripts/bench/load-test.ts\`): ${USERS} simulated customers start at the same moment, spread over ${INSTANCES} production instances on one PostgreSQL database (started together, so the migrations and the seed took turns under the advisory lock). Each customer does one journey: browse (\`/\`, \`/category/finestre\`, \`/api/products\`, a product page), price 1–3 random valid configurations as a guest, register, add those lines with quantities 1–3 to the cart, check out with an idempotency key; one customer in ${DOUBLE_SUBMIT_EVERY} double-submits the checkout to two instances at once. Afterwards the database is read back. Latencies are per request, from the load generator (a single Node process on the same machine), including the time to read the body.`,
    "",
    `- Run: ${runDate()}, commit ${commitId(ROOT)}, seed ${SEED}; ${machineLine()}; PostgreSQL ${outcome.postgresVersion}${outcome.busyBefore === undefined ? "" : `; CPU busy with other processes just before the run: ${Math.round(outcome.busyBefore * 100)}%`}.`,
    `- Result: **${outcome.passed ? "PASS" : "FAIL"}**: ${requests} requests in ${outcome.wallSeconds.toFixed(1)} s, **${failures.length} errors** (non-2xx, network errors or wrong figures), ${outcome.finished}/${USERS} journeys finished${outcome.timedOut ? " (**timed out**)" : ""}; server-side error log lines: ${outcome.serverErrors}.`,
    verdict
      ? `- Orders: **${verdict.customersWithOrder} created for ${verdict.expectedOrders} customers, ${verdict.lost} lost, ${verdict.duplicate} duplicate**, ${verdict.wrongTotals} with a total different from the sum of the quoted lines; cart lines left after checkout: ${verdict.cartLinesLeft}.`
      : "- Orders: not checked (the run stopped before).",
    "",
    latencyTable(),
    "",
  ];
  return lines.join("\n");
}

const DOCS_START = "<!-- load-test:start -->";
const DOCS_END = "<!-- load-test:end -->";

function writeDocs(section: string) {
  const generated = `${DOCS_START}\n\n${section.trimEnd()}\n\n${DOCS_END}`;
  const existing = existsSync(DOCS_FILE) ? readFileSync(DOCS_FILE, "utf8") : "# Performance\n";
  const start = existing.indexOf(DOCS_START);
  const end = existing.indexOf(DOCS_END);
  let text: string;
  if (start >= 0 && end > start) {
    text = existing.slice(0, start) + generated + existing.slice(end + DOCS_END.length);
  } else {
    // Before the hand-written notes, which stay last.
    const notes = existing.search(/^## Notes\b/m);
    text =
      notes >= 0
        ? `${existing.slice(0, notes)}${generated}\n\n${existing.slice(notes)}`
        : `${existing.trimEnd()}\n\n${generated}\n`;
  }
  writeFileSync(DOCS_FILE, text);
  console.log(`\nwrote the load test section of ${path.relative(ROOT, DOCS_FILE)}`);
}

// ---- main ---------------------------------------------------------------------------------------

async function main(): Promise<boolean> {
  console.log(
    `load test: ${USERS} customers, ${INSTANCES} instances, seed ${SEED} (LOAD_SEED=${SEED} replays it)`,
  );
  ensureProductionBuild(ROOT, "LOAD_SKIP_BUILD", BUILD_TIMEOUT_MS);

  banner(`${INSTANCES} instances on one PostgreSQL database`);
  const database = await createScriptDatabase("LOAD_DATABASE_URL", "shop_load");
  const instances = await startInstances(database.url);
  const catalogue = await loadCatalogue(instances[0]!.base);

  banner(`${USERS} customers at once`);
  const busyBefore = await cpuBusy();
  const started = performance.now();
  const all = Promise.all(Array.from({ length: USERS }, (_, user) => journey(user, instances, catalogue)));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), TIMEOUT_MS);
  });
  const progress = setInterval(() => {
    console.log(`  ${samples.length} requests answered, ${failures.length} errors so far…`);
  }, 5_000);
  const result = await Promise.race([all, timedOut]);
  clearInterval(progress);
  clearTimeout(timer);
  const wallSeconds = (performance.now() - started) / 1000;

  let journeys: Journey[];
  if (result === "timeout") {
    failures.push({
      user: -1,
      step: "checkout",
      request: "(all journeys)",
      problem: `not finished within LOAD_TIMEOUT=${TIMEOUT_MS / 1000} s`,
    });
    journeys = [];
  } else {
    journeys = result;
  }
  const finished = journeys.filter((journey) => journey.finished).length;

  banner("checks against the database");
  const verdict = result === "timeout" ? undefined : await checkOrders(database.url, journeys);
  const serverErrors = instances.reduce((sum, instance) => sum + instance.serverErrors.count, 0);
  const passed =
    failures.length === 0 &&
    verdict !== undefined &&
    finished === USERS &&
    verdict.lost === 0 &&
    verdict.duplicate === 0 &&
    verdict.wrongTotals === 0 &&
    verdict.cartLinesLeft === 0;

  banner("results");
  console.log(latencyTable());
  console.log(
    `\n${samples.length} requests in ${wallSeconds.toFixed(1)} s; ${failures.length} errors; ${finished}/${USERS} journeys finished; server error log lines: ${serverErrors}`,
  );
  if (verdict) {
    console.log(
      `orders: ${verdict.customersWithOrder} created / ${verdict.expectedOrders} expected; lost ${verdict.lost}; duplicate ${verdict.duplicate}; wrong totals ${verdict.wrongTotals}; cart lines left ${verdict.cartLinesLeft}`,
    );
    for (const problem of verdict.problems.slice(0, 20)) console.log(`  ${problem}`);
  }
  if (failures.length > 0) {
    console.log("\nfirst errors:");
    for (const failure of failures.slice(0, 20)) {
      console.log(`  customer ${failure.user}, ${failure.step}: ${failure.request}: ${failure.problem}`);
    }
  }
  console.log(`\n${passed ? "PASS" : "FAIL"}`);

  const section = docsSection({
    verdict,
    finished,
    wallSeconds,
    timedOut: result === "timeout",
    serverErrors,
    busyBefore,
    postgresVersion: database.serverVersion,
    passed,
  });
  if (WRITE_DOCS) writeDocs(section);
  else console.log("\ndocs/PERFORMANCE.md left alone (LOAD_WRITE_DOCS=1 writes it).");
  return passed;
}

let exitCode = 0;
try {
  exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error(`\nload test failed: ${errorMessage(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
process.exit(exitCode);
