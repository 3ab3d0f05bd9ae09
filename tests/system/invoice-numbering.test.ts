import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validShipping } from "../support/api-client.ts";
import {
  register,
  type ServerProcess,
  type SessionClient,
  sessionClient,
  startServer,
  stopAllServers,
  windowConfigurations,
} from "../support/server-process.ts";
import { FIRST_ADMIN } from "../support/staff.ts";
import { createPostgresDatabase } from "../support/test-app.ts";

// Invoice numbers with two instances on one PostgreSQL database
// (docs/product/invoices.md#numbers): staff press «Emetti» on many orders at
// the same moment, each order twice (once on each instance, each with its own
// form key), and the year's series still has no gap and no repeat, with one
// invoice per order.

const ORDERS = 12;

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await createPostgresDatabase();
  const env = { ADMIN_USERNAME: FIRST_ADMIN.username, ADMIN_PASSWORD: FIRST_ADMIN.password };
  a = await startServer({ databaseUrl: database.url, env });
  b = await startServer({ databaseUrl: database.url, env });
});
afterAll(async () => {
  await stopAllServers();
  await database?.drop();
});

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Orders placed through the API, then made paid in full by bank transfer with a private customer's invoice data. */
async function paidOrders(customer: SessionClient, adminId: number): Promise<number[]> {
  const [configuration] = await windowConfigurations(a);
  const ids: number[] = [];
  for (let index = 0; index < ORDERS; index++) {
    expect((await customer.request(a, "/api/cart", { method: "POST", json: configuration })).status).toBe(
      201,
    );
    const placed = await customer.json<{ id: number }>(a, "/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
    });
    expect(placed.status).toBe(201);
    ids.push(placed.body.id);
  }
  await sql(
    `update orders set invoice_type = 'privato', invoice_fiscal_code = 'RSSMRA85T10A562S' where id = any($1)`,
    [ids],
  );
  await sql(
    `insert into order_payments (order_id, received_on, amount_cents, method, recorded_by)
     select id, current_date, total_cents, 'bonifico', $2 from orders where id = any($1)`,
    [ids, adminId],
  );
  return ids;
}

describe("invoice numbers on two instances", () => {
  it("never skip or repeat a number when both issue at the same moment", async () => {
    const admin = sessionClient(FIRST_ADMIN.username);
    const login = await admin.json<{ id: number }>(a, "/api/login", {
      method: "POST",
      json: { username: FIRST_ADMIN.username, password: FIRST_ADMIN.password },
    });
    expect(login.status).toBe(200);
    const customer = sessionClient();
    await register(a, customer);
    const orderIds = await paidOrders(customer, login.body.id);

    const press = (server: ServerProcess, orderId: number) =>
      admin.request(server, `/gestione/ordini/${orderId}/fatture`, {
        method: "POST",
        body: new URLSearchParams({ intent: "issue", type: "TD01", invoiceKey: randomUUID() }),
        redirect: "manual",
      });
    const answers = await Promise.all(
      orderIds.flatMap((orderId, index) => [
        press(index % 2 ? a : b, orderId),
        press(index % 2 ? b : a, orderId),
      ]),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // Per order one «Emetti» issues (302), the other finds nothing left to issue (409).
    expect(statuses).toEqual([...Array(ORDERS).fill(302), ...Array(ORDERS).fill(409)]);

    const invoices = await sql<{ order_id: number; progressive: number; number: string; year: number }>(
      "select order_id, progressive, number, year from invoices order by progressive",
    );
    expect(invoices).toHaveLength(ORDERS);
    expect(invoices.map((invoice) => invoice.progressive)).toEqual(
      Array.from({ length: ORDERS }, (_, i) => i + 1),
    );
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(ORDERS);
    expect(new Set(invoices.map((invoice) => invoice.order_id))).toEqual(new Set(orderIds));
    const [counter] = await sql<{ last_progressive: number }>(
      "select last_progressive from invoice_counters",
    );
    expect(counter?.last_progressive).toBe(ORDERS);
    for (const instance of [a, b]) {
      expect(instance.logs.filter((line) => line.level === "error")).toEqual([]);
    }
  });
});
