import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateShort } from "../../app/domain/italian-formats/dates.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, registeredCustomer, validShipping, visibleHtml } from "../support/api-client.ts";
import { catalogueAdmin, staffActor } from "../support/catalogue-admin.ts";
import {
  postRequestForm,
  requestHistoryRows,
  requestRow,
  sendQuoteRequest,
  windowRequestBody,
} from "../support/requests.ts";
import {
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// "Accetta e ordina" (docs/product/documents.md#accepting-a-quote): a valid
// quote goes into the cart once, at its price even after a list-price change,
// and is ordered at that price; an expired one says so and can be asked again
// at today's price.

let app: TestApp;
let staff: Customer;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  app = await startStaffTestApp({ publicFormLimit: { limit: 10_000, windowMs: 60_000 } });
  staff = await signedInStaff(app, await signInAsFirstAdmin(app));
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

/** The quote's version as its page draws it into «Accetta e ordina» (or, with no such form on it, as stored). */
async function drawnQuoteVersion(client: Customer, quoteId: number): Promise<string> {
  const page = await client.request(`/preventivi/${quoteId}`);
  const drawn = /name="version" value="(\d+)"/.exec(await page.text())?.[1];
  if (drawn) return drawn;
  const [row] = await app.db
    .select({ version: schema.quoteRequests.version })
    .from(schema.quoteRequests)
    .where(eq(schema.quoteRequests.id, quoteId));
  return String(row?.version ?? 1);
}

/** «Accetta e ordina» as the page draws it now, or with the `version` of a page drawn earlier. */
async function accept(client: Customer, quoteId: number, version?: string) {
  return postPageForm(client, `/preventivi/${quoteId}`, {
    intent: "accept",
    version: version ?? (await drawnQuoteVersion(client, quoteId)),
  });
}

async function cartOf(client: Customer) {
  const { status, body } =
    await client.json<{ id: number; productId: number; quantity: number; calculatedPrice: number }[]>(
      "/api/cart",
    );
  expect(status).toBe(200);
  return body;
}

describe("accepting a valid quote", () => {
  it("puts it in the cart at the offered price, honoured at checkout after a list-price rise, and staff see «accettata»", async () => {
    const owner = await registeredCustomer(app);
    const { id, number } = await sendQuoteRequest(app, {}, owner);
    await postRequestForm(app, staff, "preventivo", id, { intent: "status", status: "in-lavorazione" });
    const offered = await postRequestForm(app, staff, "preventivo", id, {
      intent: "offer",
      offeredPrice: "399,00",
      reason: "Promozione d'autunno",
    });
    expect(offered.status).toBe(302);

    const page = await visibleHtml(await owner.request(`/preventivi/${id}`));
    expect(page).toContain(`Preventivo ${number}`);
    expect(page).toContain("Accetta e ordina");
    expect(page).toContain(
      `Valido fino al <strong>${formatDateShort(new Date(Date.now() + 30 * DAY))}</strong>`,
    );

    const accepted = await accept(owner, id);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/cart");
    const [line, ...others] = await cartOf(owner);
    expect(others).toHaveLength(0);
    expect(line).toMatchObject({ quantity: 1, calculatedPrice: 399 });

    // The list price of the product doubles: the accepted quote keeps its price.
    const quote = await requestRow(app, "preventivo", id);
    const productId = "productId" in quote ? quote.productId : 0;
    const [product] = await app.db.select().from(schema.products).where(eq(schema.products.id, productId));
    const admin = await catalogueAdmin();
    const actor = await staffActor(app);
    const setBasePrice = (basePriceCents: number) =>
      admin.updateProduct(app.db, actor, { productId, basePriceCents });
    await setBasePrice(product!.basePriceCents * 2);
    try {
      expect((await cartOf(owner))[0]).toMatchObject({ calculatedPrice: 399 });
      // The quantity was quoted: it cannot change.
      const changed = await owner.request(`/api/cart/${line!.id}`, {
        method: "PATCH",
        json: { quantity: 3 },
      });
      expect(changed.status).toBe(400);
      expect(((await changed.json()) as { message: string }).message).toMatch(/preventivo accettato/);

      const placed = await owner.json<{ totalAmount: number; number: string }>("/api/orders", {
        method: "POST",
        json: {
          shipping: validShipping,
          paymentMethod: "carta",
          withdrawalExclusionAccepted: true,
          expectedTotalAmount: 399,
        },
      });
      expect(placed.status).toBe(201);
      expect(placed.body.totalAmount).toBe(399);
      expect(placed.body.number).toMatch(/^A-\d{4}-\d{6}$/);
    } finally {
      await setBasePrice(product!.basePriceCents);
    }

    expect((await requestRow(app, "preventivo", id)).status).toBe("accettata");
    const history = await requestHistoryRows(app, "preventivo", id);
    expect(history.at(-1)).toMatchObject({ fromStatus: "offerta-inviata", toStatus: "accettata" });
    const inbox = await visibleHtml(await staff.request(`/gestione/richieste/preventivo/${id}`));
    expect(inbox).toContain("Accettata");
  });

  it("counts twice, or two clicks at once, as one: one cart line", async () => {
    const owner = await registeredCustomer(app);
    const { id } = await sendQuoteRequest(app, {}, owner);
    const answers = await Promise.all([accept(owner, id), accept(owner, id), accept(owner, id)]);
    for (const answer of answers) expect(answer.status).toBe(302);
    expect(await accept(owner, id)).toHaveProperty("status", 302);
    expect(await cartOf(owner)).toHaveLength(1);
    const history = await requestHistoryRows(app, "preventivo", id);
    expect(history.filter((row) => row.toStatus === "accettata")).toHaveLength(1);
  });

  it("is the owner's only: another customer and a guest change nothing", async () => {
    const owner = await registeredCustomer(app);
    const stranger = await registeredCustomer(app);
    const { id } = await sendQuoteRequest(app, {}, owner);
    expect((await accept(stranger, id)).status).toBe(404);
    const guest = await app.request(`/preventivi/${id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "accept" }),
      redirect: "manual",
    });
    expect([302, 404]).toContain(guest.status);
    expect(await cartOf(stranger)).toHaveLength(0);
    expect((await requestRow(app, "preventivo", id)).status).toBe("nuova");
  });

  it("refuses a closed quote with 409", async () => {
    const owner = await registeredCustomer(app);
    const { id } = await sendQuoteRequest(app, {}, owner);
    await postPageForm(staff, `/gestione/richieste/preventivo/${id}`, {
      intent: "status",
      status: "chiusa",
      version: "1",
    });
    const refused = await accept(owner, id);
    expect(refused.status).toBe(409);
    expect(await cartOf(owner)).toHaveLength(0);
  });
});

describe("accepting what the customer read", () => {
  it("answers 409 when the shop changed the offer since the page was drawn, and the page shows the current offer", async () => {
    const owner = await registeredCustomer(app);
    const { id } = await sendQuoteRequest(app, {}, owner);
    const drawn = await drawnQuoteVersion(owner, id);
    await postRequestForm(app, staff, "preventivo", id, { intent: "status", status: "in-lavorazione" });
    await postRequestForm(app, staff, "preventivo", id, {
      intent: "offer",
      offeredPrice: "2.345,00",
      reason: "Vetro stratificato",
    });
    const refused = await accept(owner, id, drawn);
    expect(refused.status).toBe(409);
    const page = await visibleHtml(refused);
    expect(page).toContain("Il preventivo è stato aggiornato dal negozio mentre lo guardavi");
    expect(page).toMatch(/2\.345,00\s€/);
    expect(page).toContain("Vetro stratificato");
    expect(await cartOf(owner)).toHaveLength(0);
    expect((await requestRow(app, "preventivo", id)).status).toBe("offerta-inviata");

    const accepted = await accept(owner, id);
    expect(accepted.status).toBe(302);
    expect(await cartOf(owner)).toMatchObject([{ calculatedPrice: 2345 }]);
  });
});

describe("an accepted quote and the cart", () => {
  it("says plainly when its line left the cart, puts it back at the accepted price, and says when it was ordered", async () => {
    const owner = await registeredCustomer(app);
    const { id } = await sendQuoteRequest(app, {}, owner);
    await postRequestForm(app, staff, "preventivo", id, { intent: "status", status: "in-lavorazione" });
    await postRequestForm(app, staff, "preventivo", id, {
      intent: "offer",
      offeredPrice: "321,00",
      reason: "Sconto fedeltà",
    });
    expect((await accept(owner, id)).status).toBe(302);
    const quotePage = async () => visibleHtml(await owner.request(`/preventivi/${id}`));
    expect(await quotePage()).toContain("è nel tuo <a");

    const [line] = await cartOf(owner);
    expect((await owner.request(`/api/cart/${line!.id}`, { method: "DELETE" })).status).toBeLessThan(300);
    const removed = await quotePage();
    expect(removed).toContain("Hai accettato questo preventivo, ma non è più nel carrello");
    expect(removed).toContain("Rimetti nel carrello");

    const putBack = await accept(owner, id);
    expect(putBack.status).toBe(302);
    expect(putBack.headers.get("location")).toBe("/cart");
    expect(await cartOf(owner)).toMatchObject([{ quantity: 1, calculatedPrice: 321 }]);
    const history = await requestHistoryRows(app, "preventivo", id);
    expect(history.filter((row) => row.toStatus === "accettata")).toHaveLength(1);

    const placed = await owner.json("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
    });
    expect(placed.status).toBe(201);
    const ordered = await quotePage();
    expect(ordered).toContain("Hai accettato e ordinato questo preventivo");
    expect(ordered).not.toContain("Rimetti nel carrello");
    // Accepting again after the order puts nothing back.
    expect((await accept(owner, id)).status).toBe(302);
    expect(await cartOf(owner)).toHaveLength(0);
  });
});

describe("an expired quote", () => {
  it("says when it expired, cannot be accepted, and can be asked again at today's price", async () => {
    const owner = await registeredCustomer(app);
    const { id, number } = await sendQuoteRequest(app, {}, owner);
    // At noon UTC, so that the shop's calendar day is the same whatever the time the test runs: the 30 days
    // of validity count in Italian calendar days, and a day across the change from summer time is 23 or 25 hours.
    const requestedAt = new Date(Date.now() - 40 * DAY);
    requestedAt.setUTCHours(12, 0, 0, 0);
    await app.db
      .update(schema.quoteRequests)
      .set({ createdAt: requestedAt })
      .where(eq(schema.quoteRequests.id, id));
    const expiredOn = formatDateShort(new Date(requestedAt.getTime() + 30 * DAY));

    const page = await visibleHtml(await owner.request(`/preventivi/${id}`));
    expect(page).toContain(`Il preventivo è scaduto il ${expiredOn}`);
    expect(page).not.toContain("Accetta e ordina");

    const refused = await accept(owner, id);
    expect(refused.status).toBe(409);
    expect(await visibleHtml(refused)).toContain(`Il preventivo è scaduto il ${expiredOn}`);
    expect(await cartOf(owner)).toHaveLength(0);

    const renewed = await postPageForm(owner, `/preventivi/${id}`, { intent: "renew" });
    expect(renewed.status).toBe(302);
    const location = renewed.headers.get("location") ?? "";
    expect(location).toMatch(/^\/preventivi\/\d+$/);
    const fresh = await visibleHtml(await owner.request(location));
    expect(fresh).toContain("Accetta e ordina");
    expect(fresh).not.toContain(`Preventivo ${number}`);
    expect(fresh).toMatch(/Preventivo P-\d{4}-\d{6}/);
  });
});

/** Moves a quote's request 40 days back: with the default 30 days of validity it has expired. */
async function expire(target: TestApp, quoteId: number) {
  // At noon UTC, so that the shop's calendar day is the same whatever the time the test runs.
  const requestedAt = new Date(Date.now() - 40 * DAY);
  requestedAt.setUTCHours(12, 0, 0, 0);
  await target.db
    .update(schema.quoteRequests)
    .set({ createdAt: requestedAt })
    .where(eq(schema.quoteRequests.id, quoteId));
}

function renew(client: Customer, quoteId: number) {
  return postPageForm(client, `/preventivi/${quoteId}`, { intent: "renew" });
}

async function renewalsOf(target: TestApp, quoteId: number) {
  return target.db
    .select({ id: schema.quoteRequests.id, number: schema.quoteRequests.number })
    .from(schema.quoteRequests)
    .where(eq(schema.quoteRequests.renewedFromId, quoteId));
}

describe("renewing an expired quote", () => {
  it("happens once: asking again leads to the same renewal, and the expired quote's page links to it", async () => {
    const owner = await registeredCustomer(app);
    const { id } = await sendQuoteRequest(app, {}, owner);
    await expire(app, id);
    const first = await renew(owner, id);
    expect(first.status).toBe(302);
    const again = await renew(owner, id);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(first.headers.get("location"));
    const [renewal, ...others] = await renewalsOf(app, id);
    expect(others).toHaveLength(0);
    expect(first.headers.get("location")).toBe(`/preventivi/${renewal!.id}`);

    const page = await visibleHtml(await owner.request(`/preventivi/${id}`));
    expect(page).toContain("Hai già chiesto un nuovo preventivo per questa configurazione");
    expect(page).toContain(`href="/preventivi/${renewal!.id}"`);
    expect(page).toMatch(new RegExp(`Preventivo (<!-- -->)?${renewal!.number}</a>`));
    expect(page).not.toContain("Richiedi un nuovo preventivo");
  });

  it("counts five clicks at once as one renewal", async () => {
    const owner = await registeredCustomer(app);
    const { id } = await sendQuoteRequest(app, {}, owner);
    await expire(app, id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => renew(owner, id)));
    const [renewal, ...others] = await renewalsOf(app, id);
    expect(others).toHaveLength(0);
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(`/preventivi/${renewal!.id}`);
    }
  });

  describe("with a public-form limit of 3 requests", () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await startTestApp({ publicFormLimit: { limit: 3, windowMs: 10 * 60_000 } });
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await limited?.close();
    });

    it("counts a renewal as a quote request: over the limit it answers 429 in Italian and makes nothing", async () => {
      const owner = await registeredCustomer(limited);
      const quotes = [await sendQuoteRequest(limited, {}, owner), await sendQuoteRequest(limited, {}, owner)];
      for (const quote of quotes) await expire(limited, quote.id);
      expect((await renew(owner, quotes[0]!.id)).status).toBe(302);

      const refused = await renew(owner, quotes[1]!.id);
      expect(refused.status).toBe(429);
      expect(await visibleHtml(refused)).toContain("Hai inviato troppe richieste in poco tempo");
      expect(await renewalsOf(limited, quotes[1]!.id)).toHaveLength(0);
      // The same limit as the configurator's requests.
      const request = await owner.request("/api/quote-requests", {
        method: "POST",
        json: await windowRequestBody(limited),
      });
      expect(request.status).toBe(429);
    });
  });
});

describe("numbers", () => {
  it("are unique and follow each other under 50 parallel quote requests on two instances, and on orders", async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => registeredCustomer(app)));
    // On PostgreSQL a second instance with its own connections; on PGlite the same database handle.
    const second = await startTestApp({
      sameDatabaseAs: app,
      publicFormLimit: { limit: 10_000, windowMs: 60_000 },
    });
    let quotes: Awaited<ReturnType<typeof sendQuoteRequest>>[];
    try {
      quotes = await Promise.all(
        Array.from({ length: 50 }, (_, index) => sendQuoteRequest(index % 2 === 0 ? app : second)),
      );
    } finally {
      await second.close();
    }
    const numbers = quotes.map((quote) => quote.number);
    expect(new Set(numbers).size).toBe(50);
    for (const number of numbers) expect(number).toMatch(/^P-\d{4}-\d{6}$/);
    const sequence = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(sequence.at(-1)! - sequence[0]!).toBe(49);

    const orders = await Promise.all(
      buyers.map(async (buyer) => {
        const quote = await sendQuoteRequest(app, {}, buyer);
        await accept(buyer, quote.id);
        const placed = await buyer.json<{ number: string }>("/api/orders", {
          method: "POST",
          json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
        });
        expect(placed.status).toBe(201);
        return placed.body.number;
      }),
    );
    expect(new Set(orders).size).toBe(5);
    const listed = await visibleHtml(await buyers[0]!.request("/orders"));
    expect(listed).toContain(`Ordine ${orders[0]}`);
  });
});
