import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import type { DoorCatalogue } from "#app/domain/catalogue/door-catalogue.ts";
import { type Customer, registeredCustomer, validShipping } from "../support/api-client.ts";
import {
  type FuzzBody,
  formBodies,
  hostileCookie,
  hostilePathSegment,
  jsonBodies,
  oversizedFormBodies,
  XSS_MARKERS,
} from "../support/fuzz-inputs.ts";
import {
  type DatabaseFingerprint,
  databaseFingerprint,
  type FuzzAnswer,
  italianMessageProblem,
  pageProblem,
  sendFuzzRequest,
} from "../support/fuzz-oracle.ts";
import { pageFormActions } from "../support/page-form-actions.ts";
import { sharedTestApp, startTestApp } from "../support/test-app.ts";
import {
  addFirstWindowToCart,
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
} from "../support/window-fixtures.ts";

// Generated bad input against every state-changing API route, the
// GET routes with path parameters and every form action. For each answer: no
// 5xx; a 4xx carries an Italian message (JSON) or is an Italian page (forms);
// and a refused request leaves the database as it was.
//
// Replay a failure with the seed fast-check prints: FUZZ_SEED=<seed>. FUZZ_SHRINK=1
// shrinks a failing case to a minimal one (slower); FUZZ_REPORT=1 prints the
// status counts of every route.

const RUNS = 200;
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_705);
const SHRINK = process.env.FUZZ_SHRINK === "1";
const ROUTE_TIMEOUT = 120_000;

const app = sharedTestApp({ publicFormLimit: { limit: 100_000, windowMs: 60_000 } });
let catalogue: PricingCatalogue;
let doorCatalogue: DoorCatalogue;
let doorProducts: Product[];
/** The signed-in customer whose cookie the fuzzer uses. */
let buyer: Customer;
/** Another customer: their cart lines, orders and saved configurations must stay out of the buyer's reach. */
let other: Customer;
/** A third account that the login fuzzing tries to sign in to. */
let loginTarget: Customer;
const catalogueKeys = { categories: [] as (string | number)[], subcategories: [] as string[] };
const othersIds = {
  cartLines: [] as number[],
  orders: [] as number[],
  saved: [] as number[],
  wishlist: [] as number[],
};
const statusCounts = new Map<string, Map<number, number>>();

beforeAll(async () => {
  // Every malformed percent-encoding in a hostile path makes React Router warn; that is expected here.
  const warn = console.warn.bind(console);
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("could not be decoded")) warn(...args);
  });
  catalogue = await loadPricingCatalogue(app);
  doorCatalogue = (await (await app.request("/api/door-catalogue")).json()) as DoorCatalogue;
  doorProducts = (await (await app.request("/api/subcategories/torterolo/products")).json()) as Product[];
  const categories = (await (await app.request("/api/categories")).json()) as { id: number; slug: string }[];
  catalogueKeys.categories = categories.flatMap((category) => [category.slug, category.id]);
  for (const category of categories) {
    const response = await app.request(`/api/categories/${category.slug}/subcategories`);
    const subcategories = (await response.json()) as { slug: string }[];
    catalogueKeys.subcategories.push(...subcategories.map((subcategory) => subcategory.slug));
  }
  buyer = await registeredCustomer(app);
  other = await registeredCustomer(app);
  loginTarget = await registeredCustomer(app);

  const line = await addFirstWindowToCart(other, catalogue);
  othersIds.cartLines.push(line);
  const order = await other.json<{ id: number }>("/api/orders", {
    method: "POST",
    json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
  });
  expect(order.status).toBe(201);
  othersIds.orders.push(order.body.id);
  othersIds.cartLines.push(await addFirstWindowToCart(other, catalogue));
  othersIds.saved.push(await saveConfiguration(other));
  const wish = await other.json<{ id: number }>("/api/wishlist", {
    method: "POST",
    json: { productId: catalogue.configurable[0]!.id },
  });
  othersIds.wishlist.push(wish.body.id);
});

afterAll(async () => {
  if (process.env.FUZZ_REPORT === "1") {
    for (const [route, counts] of statusCounts) {
      const total = [...counts.values()].reduce((sum, value) => sum + value, 0);
      const byStatus = [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      console.info(`${route}: ${total} cases (${byStatus.join(", ")})`);
    }
  }
  vi.restoreAllMocks();
});

// Valid inputs from the real catalogue, which the generators then damage.

const windowConfiguration = () => {
  const values = (type: Parameters<typeof catalogue.byType>[0]) =>
    fc.constantFrom(...catalogue.byType(type).map((option) => option.value));
  return fc.record({
    productId: fc.constantFrom(...catalogue.configurable.map((product) => product.id)),
    options: fc.record({
      material: values("material"),
      system: values("system"),
      profile: values("profile"),
      color: values("color"),
      windowType: values("windowType"),
      openingType: values("openingType"),
      sopraluce: fc.boolean(),
      sottoluce: fc.boolean(),
    }),
    dimensions: fc.record({
      width: fc.integer({ min: 400, max: 3_000 }),
      height: fc.integer({ min: 400, max: 3_000 }),
    }),
  });
};

const doorSelection = () => {
  const code = (items: { code: string }[]) => fc.option(fc.constantFrom(...items.map((item) => item.code)));
  return fc.record({
    productId: fc.constantFrom(...doorProducts.map((product) => product.id)),
    size: fc.oneof(
      fc.record({
        mode: fc.constant("standard"),
        width: fc.constantFrom(80, 85, 90),
        height: fc.constantFrom(210, 215, 220),
      }),
      fc.record({
        mode: fc.constant("custom"),
        width: fc.integer({ min: 60, max: 130 }),
        height: fc.integer({ min: 180, max: 260 }),
      }),
    ),
    cylinder: code(doorCatalogue.cylinders),
    handleKit: code(doorCatalogue.handleKits),
    knob: code(doorCatalogue.knobs),
    accessories: fc.uniqueArray(fc.constantFrom(...doorCatalogue.accessories.map((item) => item.code)), {
      maxLength: 3,
    }),
    extras: fc.uniqueArray(fc.constantFrom(...doorCatalogue.extras.map((extra) => extra.key)), {
      maxLength: 2,
    }),
    internalPanel: fc.constantFrom(...doorCatalogue.finishes.map((finish) => finish.key)),
    externalPanel: fc.option(fc.constantFrom(...doorCatalogue.finishes.map((finish) => finish.key))),
  });
};

const contact = {
  customerName: fc.constantFrom("Mario Rossi", "Giulia Bianchi"),
  customerEmail: fc.constantFrom("mario.rossi@example.it", "giulia@example.com"),
  customerPhone: fc.constantFrom("+39 051 123 4567", "3331234567"),
  privacyConsent: fc.constant(true),
  notes: fc.constantFrom("", "Consegna al mattino"),
};

const username = fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/);

async function saveConfiguration(client: Customer): Promise<number> {
  const { status, body } = await client.json<{ id: number }>("/api/saved-configurations", {
    method: "POST",
    json: { name: "Cucina", ...firstValidConfiguration(catalogue, catalogue.configurable[0]!.id) },
  });
  expect(status).toBe(201);
  return body.id;
}

async function buyerIds() {
  const cart = (await buyer.json<{ id: number }[]>("/api/cart")).body;
  const saved = (await buyer.json<{ id: number }[]>("/api/saved-configurations")).body;
  const wishlist = (await buyer.json<{ id: number }[]>("/api/wishlist")).body;
  const orders = (await buyer.json<{ id: number }[]>("/api/orders")).body;
  return {
    cartLines: cart.length > 0 ? cart.map((line) => line.id) : [await addFirstWindowToCart(buyer, catalogue)],
    saved: saved.length > 0 ? saved.map((item) => item.id) : [await saveConfiguration(buyer)],
    wishlist: wishlist.map((item) => item.id),
    orders: orders.map((order) => order.id),
  };
}

/** A path id: one of the buyer's, one of someone else's, or hostile text. */
function idSegment(own: number[], others: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: own.length > 0 ? fc.constantFrom(...own).map(String) : hostilePathSegment },
    { weight: 2, arbitrary: fc.constantFrom(...others).map(String) },
    { weight: 6, arbitrary: hostilePathSegment },
  );
}

// The oracle.

interface FuzzCase {
  path: string;
  body?: FuzzBody;
  cookie?: string | null;
  headers?: Record<string, string>;
}

function checkAnswer(answer: FuzzAnswer): void {
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  if (answer.status === 0) return;
  const isJson = answer.contentType.includes("application/json");
  const isHtml = answer.contentType.includes("text/html");
  if (isHtml) for (const marker of XSS_MARKERS) expect(answer.text, "unescaped markup").not.toContain(marker);
  if (answer.status < 400) return;
  if (isJson) {
    const message = (JSON.parse(answer.text) as { message?: unknown } | null)?.message;
    expect(italianMessageProblem(message), answer.text.slice(0, 300)).toBeNull();
  } else if (isHtml) {
    expect(pageProblem(answer.text)).toBeNull();
  } else {
    expect.fail(`a ${answer.status} without an Italian JSON message or page: ${answer.contentType}`);
  }
}

/**
 * Runs `RUNS` generated cases against one route, one request at a time, and
 * checks each answer; after every refusal the database must match the
 * fingerprint taken after the last accepted request.
 */
async function fuzzRoute(name: string, method: string, cases: fc.Arbitrary<FuzzCase>, runs = RUNS) {
  const counts = new Map<number, number>();
  statusCounts.set(name, counts);
  let before: DatabaseFingerprint = await databaseFingerprint(app.db);
  await fc.assert(
    fc.asyncProperty(cases, async (input) => {
      const answer = await sendFuzzRequest(app, { method, ...input });
      counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
      checkAnswer(answer);
      const after = await databaseFingerprint(app.db);
      const refused = answer.status >= 400 || answer.status === 0;
      if (refused) expect(after, `${name} ${answer.status} changed the database`).toEqual(before);
      before = after;
    }),
    { numRuns: runs, seed: SEED, endOnFailure: !SHRINK },
  );
  const total = [...counts.values()].reduce((sum, value) => sum + value, 0);
  expect(total).toBeGreaterThanOrEqual(runs);
}

const signedIn = () => fc.constant(buyer.cookie);

/** Cases for a route on one of the buyer's items: an id of theirs, of the other customer's or hostile text. */
async function buyerItemCases(
  items: keyof typeof othersIds,
  path: (id: string) => string,
  body?: fc.Arbitrary<FuzzBody>,
): Promise<fc.Arbitrary<FuzzCase>> {
  const ids = await buyerIds();
  const paths = idSegment(ids[items], othersIds[items]).map(path);
  return body
    ? fc.record({ path: paths, body, cookie: signedIn() })
    : fc.record({ path: paths, cookie: signedIn() });
}
const anyone = () =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileCookie });

function bodyCases(path: string, bodies: fc.Arbitrary<FuzzBody>, cookie: fc.Arbitrary<string | null>) {
  return fc.record({ path: fc.constant(path), body: bodies, cookie });
}

describe("the oracle", () => {
  it("notices a write in the database fingerprint and an English message", async () => {
    const before = await databaseFingerprint(app.db);
    const client = await registeredCustomer(app);
    await client.json("/api/wishlist", {
      method: "POST",
      json: { productId: catalogue.configurable[1]!.id },
    });
    const after = await databaseFingerprint(app.db);
    expect(after.users).not.toBe(before.users);
    expect(after.sessions).not.toBe(before.sessions);
    expect(after.wishlist_items).not.toBe(before.wishlist_items);
    expect(italianMessageProblem("Invalid input: expected string, received null")).not.toBeNull();
    expect(italianMessageProblem("Prodotto non valido")).toBeNull();
  });
});

describe("fuzzing the public JSON API", () => {
  it("POST /api/price", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute(
      "POST /api/price",
      "POST",
      bodyCases("/api/price", jsonBodies(windowConfiguration()), anyone()),
    );
  });

  it("POST /api/quote-requests", { timeout: ROUTE_TIMEOUT }, async () => {
    const valid = fc
      .tuple(windowConfiguration(), fc.record(contact))
      .map(([configuration, details]) => ({ ...configuration, ...details }));
    await fuzzRoute(
      "POST /api/quote-requests",
      "POST",
      bodyCases("/api/quote-requests", jsonBodies(valid), anyone()),
    );
  });

  it("POST /api/door-price", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute(
      "POST /api/door-price",
      "POST",
      bodyCases("/api/door-price", jsonBodies(doorSelection()), anyone()),
    );
  });

  it("POST /api/register", { timeout: ROUTE_TIMEOUT }, async () => {
    const valid = fc.record({
      username,
      password: fc.constantFrom("Serramenti-Sicuri-2026", "Finestra-Blu-77"),
      firstName: fc.constantFrom("Mario", "Giulia", ""),
      lastName: fc.constantFrom("Rossi", ""),
      email: fc.constantFrom("mario@example.it", ""),
      phone: fc.constantFrom("051 123456", ""),
      address: fc.constantFrom("Via Indipendenza 10", ""),
    });
    await fuzzRoute("POST /api/register", "POST", bodyCases("/api/register", jsonBodies(valid), anyone()));
  });

  it("POST /api/login", { timeout: ROUTE_TIMEOUT }, async () => {
    const valid = fc.record({
      username: fc.constantFrom(loginTarget.username, loginTarget.username.toUpperCase(), "nessuno_qui"),
      password: fc.constantFrom(loginTarget.password, "Password-Sbagliata-1"),
    });
    await fuzzRoute("POST /api/login", "POST", bodyCases("/api/login", jsonBodies(valid), anyone()));
  });

  it("POST /api/logout", { timeout: ROUTE_TIMEOUT }, async () => {
    // Never with the buyer's cookie: it would sign the buyer out.
    const valid = fc.constant({});
    await fuzzRoute("POST /api/logout", "POST", bodyCases("/api/logout", jsonBodies(valid), hostileCookie));
  });
});

describe("fuzzing the public GET routes with path parameters", () => {
  /** Real ids and slugs now and then, so that the fuzzed routes also answer 200. */
  const segments = (known: () => (string | number)[]) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(...known()).map(String) },
      { weight: 4, arbitrary: hostilePathSegment },
    );
  const getCases = (segment: fc.Arbitrary<string>, toPath: (segment: string) => string) =>
    fc.record({ path: segment.map(toPath), cookie: anyone() });

  it("GET /api/products/:id", { timeout: ROUTE_TIMEOUT }, async () => {
    const segment = segments(() => catalogue.configurable.map((product) => product.id));
    await fuzzRoute(
      "GET /api/products/:id",
      "GET",
      getCases(segment, (id) => `/api/products/${id}`),
    );
  });

  it("GET /api/categories/:slugOrId/products", { timeout: ROUTE_TIMEOUT }, async () => {
    const segment = segments(() => catalogueKeys.categories);
    const toPath = (slug: string) => `/api/categories/${slug}/products`;
    await fuzzRoute("GET /api/categories/:slugOrId/products", "GET", getCases(segment, toPath));
  });

  it("GET /api/subcategories/:slug", { timeout: ROUTE_TIMEOUT }, async () => {
    const segment = segments(() => catalogueKeys.subcategories);
    await fuzzRoute(
      "GET /api/subcategories/:slug",
      "GET",
      getCases(segment, (slug) => `/api/subcategories/${slug}`),
    );
  });
});

describe("fuzzing the signed-in JSON API with a customer's cookie", () => {
  it("POST /api/cart (window)", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute(
      "POST /api/cart (window)",
      "POST",
      bodyCases("/api/cart", jsonBodies(windowConfiguration()), signedIn()),
    );
  });

  it("POST /api/cart (door)", { timeout: ROUTE_TIMEOUT }, async () => {
    const valid = doorSelection().map((selection) => ({ kind: "door", ...selection }));
    await fuzzRoute("POST /api/cart (door)", "POST", bodyCases("/api/cart", jsonBodies(valid), signedIn()));
  });

  it("PATCH /api/cart/:id", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute(
      "PATCH /api/cart/:id",
      "PATCH",
      await buyerItemCases(
        "cartLines",
        (id) => `/api/cart/${id}`,
        jsonBodies(fc.record({ quantity: fc.integer({ min: 1, max: 99 }) })),
      ),
    );
  });

  it("DELETE /api/cart/:id", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute(
      "DELETE /api/cart/:id",
      "DELETE",
      await buyerItemCases("cartLines", (id) => `/api/cart/${id}`, jsonBodies(fc.constant({}))),
    );
  });

  it("POST /api/orders", { timeout: ROUTE_TIMEOUT }, async () => {
    await buyerIds();
    const valid = fc.record({
      shipping: fc.constant(validShipping),
      paymentMethod: fc.constantFrom("carta", "bonifico", "portafoglio", "contrassegno"),
      withdrawalExclusionAccepted: fc.constant(true),
      invoice: fc.constantFrom(
        { type: "privato", fiscalCode: "RSSMRA85T10A562S" },
        { type: "azienda", companyName: "Rossi S.r.l.", vatNumber: "12345678903", sdiCode: "M5UXCR1" },
      ),
      taxDeduction: fc.boolean(),
      notes: fc.constantFrom("", "Citofono Rossi"),
      idempotencyKey: fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/),
    });
    const cases = fc.record({
      path: fc.constant("/api/orders"),
      body: jsonBodies(valid),
      cookie: signedIn(),
      headers: fc
        .option(fc.stringMatching(/^[\x21-\x7e]{0,120}$/), { nil: undefined })
        .map((key): Record<string, string> => (key === undefined ? {} : { "Idempotency-Key": key })),
    });
    await fuzzRoute("POST /api/orders", "POST", cases);
  });

  it("GET /api/orders/:id", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute(
      "GET /api/orders/:id",
      "GET",
      await buyerItemCases("orders", (id) => `/api/orders/${id}`),
    );
  });

  it("POST /api/wishlist", { timeout: ROUTE_TIMEOUT }, async () => {
    const valid = fc.record({
      productId: fc.constantFrom(...catalogue.configurable.map((product) => product.id)),
    });
    await fuzzRoute("POST /api/wishlist", "POST", bodyCases("/api/wishlist", jsonBodies(valid), signedIn()));
  });

  it("DELETE /api/wishlist/:id", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute(
      "DELETE /api/wishlist/:id",
      "DELETE",
      await buyerItemCases("wishlist", (id) => `/api/wishlist/${id}`, jsonBodies(fc.constant({}))),
    );
  });

  it("DELETE /api/wishlist", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute(
      "DELETE /api/wishlist",
      "DELETE",
      bodyCases("/api/wishlist", jsonBodies(fc.constant({})), signedIn()),
    );
  });

  it("POST /api/saved-configurations", { timeout: ROUTE_TIMEOUT }, async () => {
    const valid = windowConfiguration().chain((configuration) =>
      fc
        .constantFrom("Cucina", "Soggiorno", "Camera dei bambini")
        .map((name) => ({ name, ...configuration })),
    );
    await fuzzRoute(
      "POST /api/saved-configurations",
      "POST",
      bodyCases("/api/saved-configurations", jsonBodies(valid), signedIn()),
    );
  });

  it("PATCH /api/saved-configurations/:id", { timeout: ROUTE_TIMEOUT }, async () => {
    const valid = windowConfiguration().chain(({ options, dimensions }) =>
      fc.record(
        {
          name: fc.constantFrom("Bagno", "Studio"),
          options: fc.constant(options),
          dimensions: fc.constant(dimensions),
        },
        { requiredKeys: [] },
      ),
    );
    const cases = await buyerItemCases("saved", (id) => `/api/saved-configurations/${id}`, jsonBodies(valid));
    await fuzzRoute("PATCH /api/saved-configurations/:id", "PATCH", cases);
  });

  it("POST /api/saved-configurations/:id/set-default", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute(
      "POST /api/saved-configurations/:id/set-default",
      "POST",
      await buyerItemCases(
        "saved",
        (id) => `/api/saved-configurations/${id}/set-default`,
        jsonBodies(fc.constant({})),
      ),
    );
  });

  it("DELETE /api/saved-configurations/:id", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute(
      "DELETE /api/saved-configurations/:id",
      "DELETE",
      await buyerItemCases("saved", (id) => `/api/saved-configurations/${id}`, jsonBodies(fc.constant({}))),
    );
  });

  it("leaves the other customer's cart, order, saved configuration and wishlist alone", async () => {
    const cart = (await other.json<{ id: number }[]>("/api/cart")).body.map((line) => line.id);
    expect(cart).toEqual(othersIds.cartLines.slice(1));
    expect((await other.json(`/api/orders/${othersIds.orders[0]}`)).status).toBe(200);
    const saved = (await other.json<{ id: number; isDefault: boolean }[]>("/api/saved-configurations")).body;
    expect(saved.map((item) => item.id)).toEqual(othersIds.saved);
    const wishlist = (await other.json<{ id: number }[]>("/api/wishlist")).body;
    expect(wishlist.map((item) => item.id)).toEqual(othersIds.wishlist);
  });
});

describe("fuzzing the signed-in JSON API as a guest", () => {
  const GUEST_RUNS = 25;
  const routes: [method: string, path: fc.Arbitrary<string>][] = [
    ["POST", fc.constant("/api/cart")],
    ["PATCH", hostilePathSegment.map((id) => `/api/cart/${id}`)],
    ["DELETE", hostilePathSegment.map((id) => `/api/cart/${id}`)],
    ["POST", fc.constant("/api/orders")],
    ["GET", hostilePathSegment.map((id) => `/api/orders/${id}`)],
    ["POST", fc.constant("/api/wishlist")],
    ["DELETE", fc.constant("/api/wishlist")],
    ["DELETE", hostilePathSegment.map((id) => `/api/wishlist/${id}`)],
    ["POST", fc.constant("/api/saved-configurations")],
    ["PATCH", hostilePathSegment.map((id) => `/api/saved-configurations/${id}`)],
    ["DELETE", hostilePathSegment.map((id) => `/api/saved-configurations/${id}`)],
    ["POST", hostilePathSegment.map((id) => `/api/saved-configurations/${id}/set-default`)],
  ];

  it("answers 401 with an Italian message, whatever the body and cookie", {
    timeout: ROUTE_TIMEOUT,
  }, async () => {
    const before = await databaseFingerprint(app.db);
    for (const [method, path] of routes) {
      const cases = fc.record({
        path: path.filter((candidate) => candidate.startsWith("/api/") && !candidate.includes("/..")),
        body: jsonBodies(windowConfiguration()),
        cookie: hostileCookie,
      });
      const name = `${method} as a guest`;
      await fc.assert(
        fc.asyncProperty(cases, async (input) => {
          const answer = await sendFuzzRequest(app, { method, ...input });
          // A hostile id can leave the route (".." or an encoded "/"); then it is the API's 404.
          expect([401, 404], `${name}: ${answer.text}`).toContain(answer.status);
          checkAnswer(answer);
        }),
        { numRuns: GUEST_RUNS, seed: SEED, endOnFailure: !SHRINK },
      );
    }
    expect(await databaseFingerprint(app.db)).toEqual(before);
  });
});

describe("fuzzing the form actions with urlencoded posts", () => {
  const shipping = fc.record({
    name: fc.constantFrom(validShipping.name),
    email: fc.constantFrom(validShipping.email),
    phone: fc.constantFrom(validShipping.phone),
    address: fc.constantFrom("Via Indipendenza"),
    houseNumber: fc.constantFrom("10", "3/B"),
    city: fc.constantFrom(validShipping.city),
    postalCode: fc.constantFrom(validShipping.postalCode, "00100"),
    province: fc.constantFrom("BO", "SU"),
    invoiceType: fc.constantFrom("privato", "azienda"),
    fiscalCode: fc.constantFrom("RSSMRA85T10A562S", "RSSMRA85T10A56NH"),
    companyName: fc.constantFrom("Rossi S.r.l."),
    vatNumber: fc.constantFrom("12345678903"),
    sdiCode: fc.constantFrom("M5UXCR1", ""),
    pec: fc.constantFrom("fatture@pec.rossi.it", ""),
    taxDeduction: fc.constantFrom("on", ""),
    withdrawalExclusionAccepted: fc.constantFrom("on"),
  });
  const leadFields = {
    nome: fc.constantFrom("Mario", "Giulia"),
    cognome: fc.constantFrom("Rossi", "Bianchi"),
    email: fc.constantFrom("mario.rossi@example.it"),
    telefono: fc.constantFrom("+39 051 123 4567", "3331234567"),
    messaggio: fc.constantFrom("Vorrei un preventivo per tre finestre.", ""),
    privacy: fc.constantFrom("on", "true"),
  };
  const formCases = (
    path: string,
    fields: fc.Arbitrary<Record<string, string>>,
    cookie: fc.Arbitrary<string | null>,
  ) => fc.record({ path: fc.constant(path), body: formBodies(fields), cookie });

  it("POST /?index (the home page's quote form)", { timeout: ROUTE_TIMEOUT }, async () => {
    const fields = fc.record({
      ...leadFields,
      prodotto: fc.constantFrom(
        "finestre",
        "portefinestre",
        "scorrevoli",
        "porte-ingresso",
        "tapparelle",
        "",
      ),
    });
    await fuzzRoute("POST /?index", "POST", formCases("/?index", fields, anyone()));
  });

  it("POST /contatti", { timeout: ROUTE_TIMEOUT }, async () => {
    await fuzzRoute("POST /contatti", "POST", formCases("/contatti", fc.record(leadFields), anyone()));
  });

  it("POST /auth (intent=login)", { timeout: ROUTE_TIMEOUT }, async () => {
    const fields = fc.record({
      intent: fc.constant("login"),
      username: fc.constantFrom(loginTarget.username, "nessuno_qui"),
      password: fc.constantFrom(loginTarget.password, "Password-Sbagliata-1"),
      redirectTo: fc.constantFrom("/", "/cart"),
    });
    await fuzzRoute("POST /auth (login)", "POST", formCases("/auth", fields, anyone()));
  });

  it("POST /auth (intent=register)", { timeout: ROUTE_TIMEOUT }, async () => {
    const fields = fc.record({
      intent: fc.constant("register"),
      username,
      password: fc.constantFrom("Serramenti-Sicuri-2026"),
      firstName: fc.constantFrom("Mario", ""),
      email: fc.constantFrom("mario@example.it", ""),
    });
    await fuzzRoute("POST /auth (register)", "POST", formCases("/auth", fields, anyone()));
  });

  it("POST /cart", { timeout: ROUTE_TIMEOUT }, async () => {
    const ids = await buyerIds();
    const lineId = fc.constantFrom(...ids.cartLines, ...othersIds.cartLines).map(String);
    const fields = fc.oneof(
      fc.record({
        intent: fc.constant("quantity"),
        lineId,
        quantity: fc.integer({ min: 1, max: 99 }).map(String),
      }),
      fc.record({ intent: fc.constant("remove"), lineId }),
    );
    await fuzzRoute("POST /cart", "POST", formCases("/cart", fields, signedIn()));
  });

  it("POST /checkout", { timeout: ROUTE_TIMEOUT }, async () => {
    await buyerIds();
    const fields = fc
      .tuple(
        shipping,
        fc.constantFrom("carta", "bonifico", "portafoglio", "contrassegno"),
        fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/),
      )
      .map(([address, paymentMethod, idempotencyKey]) => ({ ...address, paymentMethod, idempotencyKey }));
    await fuzzRoute("POST /checkout", "POST", formCases("/checkout", fields, signedIn()));
  });

  it("POST /wishlist", { timeout: ROUTE_TIMEOUT }, async () => {
    const ids = await buyerIds();
    const productId = fc.constantFrom(...catalogue.configurable.map((product) => String(product.id)));
    const itemId = fc.constantFrom(...ids.wishlist, ...othersIds.wishlist).map(String);
    const fields = fc.oneof(
      fc.record({ intent: fc.constant("toggle"), productId }),
      fc.record({ intent: fc.constant("remove"), id: itemId }),
      fc.record({ intent: fc.constant("clear"), redirectTo: fc.constant("/wishlist") }),
    );
    await fuzzRoute("POST /wishlist", "POST", formCases("/wishlist", fields, signedIn()));
  });

  it("POST /saved-configurations", { timeout: ROUTE_TIMEOUT }, async () => {
    const ids = await buyerIds();
    const fields = fc.record({
      intent: fc.constantFrom("delete", "set-default"),
      id: fc.constantFrom(...ids.saved, ...othersIds.saved).map(String),
    });
    await fuzzRoute(
      "POST /saved-configurations",
      "POST",
      formCases("/saved-configurations", fields, signedIn()),
    );
  });

  it("POST /logout", { timeout: ROUTE_TIMEOUT }, async () => {
    // Never with the buyer's cookie: it would sign the buyer out.
    const fields = fc.record({ js: fc.constantFrom("1", "0") });
    await fuzzRoute("POST /logout", "POST", formCases("/logout", fields, hostileCookie));
  });
});

describe("form actions and bodies that are not forms", () => {
  const notForms: FuzzBody[] = [
    { note: "JSON", contentType: "application/json", body: '{"intent":"login"}' },
    { note: "plain text", contentType: "text/plain", body: "intent=login" },
    { note: "no content type", contentType: null, body: new TextEncoder().encode("intent=login") },
    { note: "multipart without boundary", contentType: "multipart/form-data", body: "intent=login" },
    { note: "broken multipart", contentType: "multipart/form-data; boundary=x", body: "--x\r\nnonsense" },
  ];

  it("answers 4xx, never 5xx", async () => {
    const before = await databaseFingerprint(app.db);
    const failures: string[] = [];
    for (const path of pageFormActions) {
      for (const body of notForms) {
        const answer = await sendFuzzRequest(app, { method: "POST", path, body, cookie: buyer.cookie });
        if (answer.status >= 500) failures.push(`${path} with ${body.note}: ${answer.status}`);
        else checkAnswer(answer);
      }
    }
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(app.db)).toEqual(before);
  });
});

/** Whether the /auth action would read this form body as a sign-up. */
async function asksToRegister(body: FuzzBody): Promise<boolean> {
  if (body.body === null || body.contentType === null) return false;
  try {
    const form = await new Request("http://form.invalid/", {
      method: "POST",
      headers: { "content-type": body.contentType },
      body: body.body as BodyInit,
    }).formData();
    return form.get("intent") === "register";
  } catch {
    return false;
  }
}

describe("the body cap and the per-address limits", () => {
  const someFields = fc.record({
    js: fc.constantFrom("1", "0"),
    intent: fc.constantFrom("login", "register", "remove", "add"),
  });

  it("every form action answers an oversized body, chunked or not, with 413 and Connection: close", {
    timeout: ROUTE_TIMEOUT,
  }, async () => {
    const before = await databaseFingerprint(app.db);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pageFormActions),
        oversizedFormBodies(someFields),
        async (path, body) => {
          const answer = await sendFuzzRequest(app, { method: "POST", path, body, cookie: buyer.cookie });
          expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(413);
          expect(answer.connection, path).toBe("close");
          checkAnswer(answer);
        },
      ),
      { numRuns: 60, seed: SEED, endOnFailure: !SHRINK },
    );
    expect(await databaseFingerprint(app.db)).toEqual(before);
  });

  it("a client over the public-form and sign-up limits gets 429 whatever it sends, and nothing is stored", {
    timeout: ROUTE_TIMEOUT,
  }, async () => {
    const limited = await startTestApp({
      publicFormLimit: { limit: 1, windowMs: 60_000 },
      registrationLimit: { limit: 1, windowMs: 60_000 },
    });
    try {
      // Use up both limits.
      await sendFuzzRequest(limited, {
        method: "POST",
        path: "/api/quote-requests",
        body: { note: "", contentType: "application/json", body: "{}" },
      });
      await sendFuzzRequest(limited, {
        method: "POST",
        path: "/api/register",
        body: { note: "", contentType: "application/json", body: "{}" },
      });
      const before = await databaseFingerprint(limited.db);
      const leadFields = fc.record({
        nome: fc.constant("Giulia"),
        privacy: fc.constant("on"),
        js: fc.constantFrom("1", "0"),
      });
      const registration = fc.record({
        intent: fc.constant("register"),
        username,
        password: fc.constant("Serramenti-Sicuri-2026"),
      });
      const cases = fc.oneof(
        fc.record({ path: fc.constantFrom("/contatti", "/?index"), body: formBodies(leadFields) }),
        fc.record({ path: fc.constant("/auth"), body: formBodies(registration) }),
        fc.record({ path: fc.constant("/api/quote-requests"), body: jsonBodies(fc.record(contact)) }),
        fc.record({ path: fc.constant("/api/register"), body: jsonBodies(registration) }),
      );
      await fc.assert(
        fc.asyncProperty(cases, async ({ path, body }) => {
          const answer = await sendFuzzRequest(limited, { method: "POST", path, body });
          checkAnswer(answer);
          // /auth reads its body first, as the intent is in it: an oversized body meets the cap,
          // and a body that does not ask to register is a login, which this limit does not count.
          const expected =
            path !== "/auth"
              ? 429
              : body.note.startsWith("oversized")
                ? 413
                : (await asksToRegister(body))
                  ? 429
                  : null;
          if (expected !== null)
            expect(answer.status, `${path} ${body.note}: ${answer.text.slice(0, 200)}`).toBe(expected);
        }),
        { numRuns: 120, seed: SEED, endOnFailure: !SHRINK },
      );
      expect(await databaseFingerprint(limited.db)).toEqual(before);
    } finally {
      await limited.close();
    }
  });
});
