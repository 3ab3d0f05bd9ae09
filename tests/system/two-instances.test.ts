import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eurosToCents } from "#app/domain/italian-formats/money.ts";
import { validShipping } from "../support/api-client.ts";
import {
  register,
  type ServerProcess,
  sessionClient,
  startServer,
  stopAllServers,
  windowConfigurations,
} from "../support/server-process.ts";
import { createPostgresDatabase } from "../support/test-app.ts";

// Two instances behind a load balancer share one PostgreSQL database: they
// start together (only one may migrate and seed), and a customer's requests
// land on either instance at random, so sessions, carts and orders must live
// in the database, never in a process.

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
let startupMs: number;

beforeAll(async () => {
  database = await createPostgresDatabase();
  const startedAt = performance.now();
  // Both at the same moment against the empty database.
  [a, b] = await Promise.all([
    startServer({ databaseUrl: database.url }),
    startServer({ databaseUrl: database.url }),
  ]);
  startupMs = performance.now() - startedAt;
});
afterAll(async () => {
  await stopAllServers();
  await database?.drop();
});

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe("two instances on one PostgreSQL database", () => {
  it("start together on a fresh database: migrated and seeded once, without errors", async () => {
    console.info(`two instances ready ${Math.round(startupMs)} ms after starting them together`);
    for (const instance of [a, b]) {
      expect(instance.running).toBe(true);
      expect(instance.logs.filter((line) => line.level === "error")).toEqual([]);
      expect(instance.output()).not.toMatch(/error|duplicate|deadlock/i);
    }

    const productsOf = async (instance: ServerProcess) => {
      const response = await instance.request("/api/products");
      expect(response.status).toBe(200);
      return (await response.json()) as { id: number }[];
    };
    const [productsA, productsB] = await Promise.all([productsOf(a), productsOf(b)]);
    expect(productsA.length).toBeGreaterThanOrEqual(60);
    expect(productsB.length).toBe(productsA.length);
    const ids = (products: { id: number }[]) => products.map((product) => product.id).sort((x, y) => x - y);
    expect(ids(productsB)).toEqual(ids(productsA));

    // The database agrees: one copy of the catalogue, one seed marker, each migration applied once.
    const [counts] = await query<{ products: number; distinctSlugs: number; categories: number }>(
      `select count(*)::int as products, count(distinct slug)::int as "distinctSlugs",
              (select count(*)::int from categories) as categories from products`,
    );
    expect(counts!.products).toBe(productsA.length);
    expect(counts!.distinctSlugs).toBe(counts!.products);
    const categories = await a.request("/api/categories").then((r) => r.json() as Promise<unknown[]>);
    expect(counts!.categories).toBe(categories.length);
    const markers = await query<{ key: string }>(`select key from app_meta where key like 'catalogue_seed%'`);
    expect(markers).toHaveLength(1);
    const journal = JSON.parse(readFileSync("db/migrations/meta/_journal.json", "utf8")) as {
      entries: unknown[];
    };
    const migrations = await query<{ hash: string }>(`select hash from drizzle.__drizzle_migrations`);
    expect(migrations).toHaveLength(journal.entries.length);
  });

  it("keeps one customer's session, cart and order across both instances", async () => {
    const buyer = sessionClient();
    const userId = await register(a, buyer);
    expect(buyer.cookie).toMatch(/^__Host-sid=/);

    // The cookie made on A is honoured on B.
    const me = await buyer.json<{ id: number; username: string }>(b, "/api/user");
    expect(me).toMatchObject({ status: 200, body: { id: userId, username: buyer.username } });

    const [first, second] = await windowConfigurations(b);
    const added = [];
    for (const [configuration, quantity] of [
      [first!, 2],
      [second!, 1],
    ] as const) {
      const { status, body } = await buyer.json<{ id: number; calculatedPrice: number; quantity: number }>(
        b,
        "/api/cart",
        { method: "POST", json: { ...configuration, quantity } },
      );
      expect(status).toBe(201);
      added.push(body);
    }
    // A sees the lines added through B.
    const cartOnA = await buyer.json<{ id: number; quantity: number }[]>(a, "/api/cart");
    expect(cartOnA.body.map((line) => [line.id, line.quantity])).toEqual(
      added.map((line) => [line.id, line.quantity]),
    );
    const expectedTotal = added.reduce(
      (sum, line) => sum + eurosToCents(line.calculatedPrice) * line.quantity,
      0,
    );

    const checkout = await buyer.json<{ id: number; totalAmount: number; items: unknown[] }>(
      a,
      "/api/orders",
      {
        method: "POST",
        json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
      },
    );
    expect(checkout.status).toBe(201);
    expect(eurosToCents(checkout.body.totalAmount)).toBe(expectedTotal);

    const onB = await buyer.json<{ id: number; totalAmount: number; userId: number; items: unknown[] }>(
      b,
      `/api/orders/${checkout.body.id}`,
    );
    expect(onB.status).toBe(200);
    expect(onB.body.totalAmount).toBe(checkout.body.totalAmount);
    expect(onB.body.items).toEqual(checkout.body.items);
    expect(onB.body.userId).toBe(userId);
    expect((await buyer.json<unknown[]>(b, "/api/cart")).body).toEqual([]);
    expect((await buyer.json<{ id: number }[]>(b, "/api/orders")).body.map((order) => order.id)).toEqual([
      checkout.body.id,
    ]);

    // Signing out on B ends the session everywhere: A refuses the old cookie.
    const oldCookie = buyer.cookie;
    expect((await buyer.request(b, "/api/logout", { method: "POST" })).status).toBe(204);
    buyer.cookie = oldCookie;
    expect((await buyer.json(a, "/api/user")).status).toBe(401);
  });

  it("share the per-address limits: together they allow 10 public forms and 10 sign-ups, not 20", async () => {
    // Both instances run with the default PUBLIC_FORM_RATE_LIMIT of 10 per 10 minutes.
    // The limit is checked before the body, so empty quote requests count (and answer 400).
    const formStatuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const response = await fetch(`${instance.baseUrl}/api/quote-requests`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      formStatuses.push(response.status);
      await response.body?.cancel();
    }
    expect(formStatuses.filter((status) => status !== 429)).toHaveLength(10);
    expect(formStatuses.slice(10)).toEqual([429, 429, 429, 429]);

    // Sign-ups from this address, on either instance, including the buyer of the test above.
    let lastStatus = 0;
    for (let attempt = 0; attempt < 14 && lastStatus !== 429; attempt++) {
      const client = sessionClient();
      const registered = await client.json<{ message?: string }>(attempt % 2 === 0 ? a : b, "/api/register", {
        method: "POST",
        json: { username: client.username, password: client.password },
      });
      lastStatus = registered.status;
      if (lastStatus === 429) expect(registered.body.message).toMatch(/troppe richieste/i);
    }
    expect(lastStatus).toBe(429);
    const [users] = await query<{ count: number }>("select count(*)::int as count from users");
    expect(users!.count).toBe(10);
  });
});
