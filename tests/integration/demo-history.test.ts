import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatuses, orderStatusTransitions } from "../../app/domain/orders/order-status.ts";
import { requestStatuses, requestTransitions } from "../../app/domain/requests/request-status.ts";
import { hashPassword } from "../../app/server/accounts/passwords.server.ts";
import { listJobs } from "../../app/server/jobs/job-list.server.ts";
import * as schema from "../../db/schema.ts";
import { type DemoHistoryOptions, fillDemoHistory } from "../../scripts/demo-history/fill.ts";
import { type Customer, customer, visibleHtml } from "../support/api-client.ts";
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

  it("gives a share of the jobs an offer of 5–30 lines, and the offer pages read them back", async () => {
    expect(await listHtml("/gestione/offerte")).toContain("12 offerte");
    const offers = await app.db.select().from(schema.offers);
    expect(new Set(offers.map((offer) => offer.jobId)).size).toBe(12);
    for (const offer of offers) {
      const [lines] = await app.db
        .select({ count: count() })
        .from(schema.offerLines)
        .where(eq(schema.offerLines.offerId, offer.id));
      expect(lines!.count, offer.number).toBeGreaterThanOrEqual(5);
      expect(lines!.count, offer.number).toBeLessThanOrEqual(30);
      const versions = await app.db
        .select()
        .from(schema.offerVersions)
        .where(eq(schema.offerVersions.offerId, offer.id))
        .orderBy(asc(schema.offerVersions.versionNumber));
      // A draft has no version; a sent offer's status is its latest version's answer.
      if (offer.status === "bozza") expect(versions).toEqual([]);
      else expect(versions.at(-1)!.document.lines).toHaveLength(lines!.count);
    }
    const sent = offers.find((offer) => offer.status !== "bozza")!;
    expect((await staff.request(`/gestione/offerte/${sent.number}`)).status).toBe(200);
  });

  it("opens every request and order with its number, for staff, for its customer and as a PDF, linked from its job", {
    timeout: 300_000,
  }, async () => {
    const quotes = await app.db.select().from(schema.quoteRequests).orderBy(asc(schema.quoteRequests.id));
    const orders = await app.db.select().from(schema.orders).orderBy(asc(schema.orders.id));
    const jobs = await app.db.select({ id: schema.jobs.id, number: schema.jobs.number }).from(schema.jobs);
    const jobPages = new Map<number, string>();
    const jobPage = async (jobId: number) => {
      if (!jobPages.has(jobId)) {
        const number = jobs.find((job) => job.id === jobId)!.number;
        jobPages.set(jobId, await listHtml(`/gestione/commesse/${number}`));
      }
      return jobPages.get(jobId)!;
    };
    // The demo's customers get one known password, so each of them can open their own pages.
    const passwordHash = await hashPassword("Demo-Cliente-2026");
    await app.db.update(schema.users).set({ passwordHash }).where(eq(schema.users.role, "customer"));
    const customers = new Map<number, Customer>();
    const customerOf = async (userId: number) => {
      if (!customers.has(userId)) {
        const [row] = await app.db.select().from(schema.users).where(eq(schema.users.id, userId));
        const client = customer(app, row!.username);
        const login = await client.request("/api/login", {
          method: "POST",
          json: { username: row!.username, password: "Demo-Cliente-2026" },
        });
        expect(login.status, row!.username).toBe(200);
        customers.set(userId, client);
      }
      return customers.get(userId)!;
    };
    const opens = async (client: Customer, path: string, number: string) => {
      const response = await client.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(number);
    };
    const pdf = async (path: string) => {
      const response = await staff.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toBe("application/pdf");
      await response.arrayBuffer();
    };
    for (const quote of quotes) {
      await opens(staff, `/gestione/richieste/preventivo/${quote.id}`, quote.number);
      await pdf(`/preventivi/${quote.id}/pdf`);
      expect(await jobPage(quote.jobId)).toContain(`/gestione/richieste/preventivo/${quote.id}"`);
      if (quote.userId !== null)
        await opens(await customerOf(quote.userId), `/preventivi/${quote.id}`, quote.number);
    }
    for (const order of orders) {
      await opens(staff, `/gestione/ordini/${order.id}`, order.number);
      await pdf(`/orders/${order.id}/pdf`);
      expect(await jobPage(order.jobId)).toContain(`/gestione/ordini/${order.id}"`);
      await opens(await customerOf(order.userId), `/orders/${order.id}`, order.number);
    }
    expect(quotes.length + orders.length).toBe(90);
  });

  it("lists each job with its own requests, leads and orders", async () => {
    const page = await listJobs(app.db, { page: 1 });
    expect(page.rows.length).toBeGreaterThan(0);
    for (const row of page.rows) {
      const counted = async (
        table: typeof schema.orders | typeof schema.quoteRequests | typeof schema.contactMessages,
      ) => (await app.db.select({ count: count() }).from(table).where(eq(table.jobId, row.id)))[0]!.count;
      expect([row.quoteCount, row.leadCount, row.orderCount], row.number).toEqual([
        await counted(schema.quoteRequests),
        await counted(schema.contactMessages),
        await counted(schema.orders),
      ]);
    }
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
