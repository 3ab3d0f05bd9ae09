import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatuses, orderStatusTransitions } from "../../app/domain/orders/order-status.ts";
import { requestStatuses, requestTransitions } from "../../app/domain/requests/request-status.ts";
import * as schema from "../../db/schema.ts";
import { type DemoHistoryOptions, fillDemoHistory } from "../../scripts/demo-history/fill.ts";
import { type Customer, visibleHtml } from "../support/api-client.ts";
import { SETUP_TIMEOUT_MS, signInAsFirstAdmin, startStaffTestApp } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The demo history (docs/product/back-office.md#demo-history), small: the back
// office's lists show what it wrote, and every status it left is one the
// workflows reach from the start, step by allowed step.

let app: TestApp;
let staff: Customer;
const options: DemoHistoryOptions = {
  orders: 50,
  requests: 100,
  offers: 12,
  customers: 20,
  seed: 7,
  until: new Date("2026-05-31T18:00:00Z"),
  force: false,
};

beforeAll(async () => {
  app = await startStaffTestApp();
  staff = await signInAsFirstAdmin(app);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

async function listHtml(pathname: string): Promise<string> {
  const response = await staff.request(pathname);
  expect(response.status, pathname).toBe(200);
  return visibleHtml(response);
}

/** Each chain of changes, grouped by its object, starts at `start`, follows the table and ends at the object's status. */
function expectWalks<S extends string>(
  start: S,
  table: Record<S, readonly S[]>,
  current: Map<number, S>,
  changes: { objectId: number | null; from: S; to: S }[],
) {
  const reached = new Map<number, S>();
  for (const change of changes) {
    const objectId = change.objectId!;
    const from = reached.get(objectId) ?? start;
    expect(change.from).toBe(from);
    expect(table[from]).toContain(change.to);
    reached.set(objectId, change.to);
  }
  for (const [id, status] of current) expect(reached.get(id) ?? start, `object ${id}`).toBe(status);
}

describe("npm run demo-history, small", () => {
  it("fills the database once, and the back-office lists show it", async () => {
    const result = await fillDemoHistory(app.db, options);
    expect(result.outcome).toBe("filled");

    expect(await listHtml("/gestione/ordini")).toContain("50 ordini");
    expect(await listHtml("/gestione/richieste")).toContain("100 richieste");
    expect(await listHtml("/gestione/richieste?tipo=preventivo")).toContain("40 richieste");
    expect(await listHtml("/gestione/clienti")).toContain("20 clienti");

    const [order] = await app.db.select().from(schema.orders).orderBy(asc(schema.orders.id)).limit(1);
    const surname = order!.shippingName.split(" ").at(-1)!;
    expect(await listHtml(`/gestione/ordini?q=${encodeURIComponent(surname)}`)).toContain(
      `href="/gestione/ordini/${order!.id}"`,
    );
    // An order's page reads its stored lines back through the line-kind registry.
    expect((await staff.request(`/gestione/ordini/${order!.id}`)).status).toBe(200);
  });

  it("leaves only statuses the workflows reach, step by allowed step", async () => {
    const orders = await app.db.select().from(schema.orders);
    expect(orders.every((order) => (orderStatuses as readonly string[]).includes(order.status))).toBe(true);
    const orderHistory = await app.db
      .select()
      .from(schema.orderStatusHistory)
      .orderBy(asc(schema.orderStatusHistory.changedAt), asc(schema.orderStatusHistory.id));
    expectWalks(
      "pending",
      orderStatusTransitions,
      new Map(orders.map((order) => [order.id, order.status])),
      orderHistory.map((row) => ({ objectId: row.orderId, from: row.fromStatus, to: row.toStatus })),
    );

    const quotes = await app.db.select().from(schema.quoteRequests);
    const requestHistory = await app.db
      .select()
      .from(schema.requestStatusHistory)
      .orderBy(asc(schema.requestStatusHistory.changedAt), asc(schema.requestStatusHistory.id));
    expect(quotes.every((quote) => (requestStatuses as readonly string[]).includes(quote.status))).toBe(true);
    expectWalks(
      "nuova",
      requestTransitions,
      new Map(quotes.map((quote) => [quote.id, quote.status])),
      requestHistory
        .filter((row) => row.quoteRequestId !== null)
        .map((row) => ({ objectId: row.quoteRequestId, from: row.fromStatus, to: row.toStatus })),
    );
    // An offer was made on every quote request that went past "in lavorazione" by one.
    for (const quote of quotes)
      if (["offerta-inviata", "accettata", "rifiutata"].includes(quote.status))
        expect(quote.offeredPriceCents, `quote ${quote.id}`).toBeGreaterThan(0);
  });

  it("refuses a second run, and adds another history with force", async () => {
    expect(await fillDemoHistory(app.db, options)).toEqual({ outcome: "already-present", runs: 1 });
    const again = await fillDemoHistory(app.db, { ...options, force: true });
    expect(again.outcome).toBe("filled");
    expect(await listHtml("/gestione/ordini")).toContain("100 ordini");
  });
});
