import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, customer, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { announcedCatalogueChange } from "../support/catalogue-admin.ts";
import {
  postRequestForm,
  requestAuditRows,
  requestHistoryRows,
  requestPagePath,
  requestRow,
  sendLead,
  sendQuoteRequest,
} from "../support/requests.ts";
import { signedInStaff, signInAsFirstAdmin, startStaffTestApp } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// Offers on quote requests (docs/product/back-office.md#offers) and the
// customer's side of them: quote requests linked to the signed-in customer,
// "I miei preventivi" and the offer on /preventivi/:id.

let app: TestApp;
let staff: Customer;

beforeAll(async () => {
  app = await startStaffTestApp({ publicFormLimit: { limit: 10_000, windowMs: 60_000 } });
  staff = await signedInStaff(app, await signInAsFirstAdmin(app));
});
afterAll(async () => {
  await app?.close();
});

/** A quote request of `owner` that staff have taken on ("in lavorazione"). */
async function quoteInProgress(owner?: Customer) {
  const { id, price } = await sendQuoteRequest(app, {}, owner);
  const taken = await postRequestForm(app, staff, "preventivo", id, {
    intent: "status",
    status: "in-lavorazione",
  });
  expect(taken.status).toBe(302);
  return { id, priceCents: Math.round(price * 100) };
}

async function userIdOf(client: Customer) {
  const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, client.username));
  return row!.id;
}

describe("quote requests and the signed-in customer", () => {
  it("a signed-in customer's request carries their id; a guest's none; a userId in the body is ignored", async () => {
    const shopper = await registeredCustomer(app);
    const other = await registeredCustomer(app);
    const signedIn = await sendQuoteRequest(app, { userId: await userIdOf(other) } as never, shopper);
    const guest = await sendQuoteRequest(app, { userId: await userIdOf(other) } as never);
    expect((await requestRow(app, "preventivo", signedIn.id)).userId).toBe(await userIdOf(shopper));
    expect((await requestRow(app, "preventivo", guest.id)).userId).toBeNull();
  });

  it("lists them under /preventivi with number, date, product, price and status", async () => {
    const shopper = await registeredCustomer(app);
    const { number, price } = await sendQuoteRequest(app, {}, shopper);
    expect(number).toMatch(/^P-\d{4}-\d{6}$/);
    await sendQuoteRequest(app);
    const html = await visibleHtml(await shopper.request("/preventivi"));
    expect(html).toContain(`Preventivo ${number}`);
    expect(html).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(html).toContain("Nuova");
    expect(html).toContain(formatEuroCents(Math.round(price * 100)));
    expect(html.match(/Preventivo P-\d{4}-\d{6}/g)).toHaveLength(1);
  });

  it("asks a guest to sign in, and answers another customer's quote 404", async () => {
    const owner = await registeredCustomer(app);
    const { id, number } = await sendQuoteRequest(app, {}, owner);
    const guest = await customer(app).request(`/preventivi/${id}`, { redirect: "manual" });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toMatch(/^\/auth\?/);
    const stranger = await registeredCustomer(app);
    const refused = await stranger.request(`/preventivi/${id}`);
    expect(refused.status).toBe(404);
    expect(await visibleHtml(refused)).toContain("Preventivo non trovato");
    expect((await stranger.request("/preventivi/99999999")).status).toBe(404);
    expect((await stranger.request("/preventivi/abc")).status).toBe(404);
    expect(await visibleHtml(await stranger.request("/preventivi"))).not.toContain(`Preventivo ${number}`);
  });
});

describe("making an offer", () => {
  it("moves the request to «offerta inviata», stores who and when, writes history and audit", async () => {
    const owner = await registeredCustomer(app);
    const { id, priceCents } = await quoteInProgress(owner);
    const response = await postRequestForm(app, staff, "preventivo", id, {
      intent: "offer",
      offeredPrice: "1.234,50",
      reason: "Sconto per ordine di sei finestre",
    });
    expect(response.status).toBe(302);
    const row = await requestRow(app, "preventivo", id);
    expect(row).toMatchObject({
      status: "offerta-inviata",
      offeredPriceCents: 123_450,
      offerReason: "Sconto per ordine di sei finestre",
      offeredBy: await userIdOf(staff),
    });
    expect("offeredAt" in row && row.offeredAt).toBeInstanceOf(Date);
    const history = await requestHistoryRows(app, "preventivo", id);
    expect(history.at(-1)).toMatchObject({
      fromStatus: "in-lavorazione",
      toStatus: "offerta-inviata",
      note: `Offerta di ${formatEuroCents(123_450)}`,
    });
    const audit = (await requestAuditRows(app, "preventivo", id)).at(-1);
    expect(audit).toMatchObject({
      action: "request.offer",
      before: { status: "in-lavorazione", offeredPriceCents: null, offerReason: null },
      after: {
        status: "offerta-inviata",
        offeredPriceCents: 123_450,
        offerReason: "Sconto per ordine di sei finestre",
      },
    });

    // The customer sees it, with its reason and how it compares.
    const page = await visibleHtml(await owner.request(`/preventivi/${id}`));
    expect(page).toContain("La nostra offerta");
    expect(page).toContain(formatEuroCents(123_450));
    expect(page).toContain("Sconto per ordine di sei finestre");
    expect(page).toMatch(priceCents > 123_450 ? /Sconto di/ : /Maggiorazione di/);
    expect(await visibleHtml(await owner.request("/preventivi"))).toContain("Offerta:");
  });

  it("a new offer replaces the previous one while the customer has not answered", async () => {
    const { id } = await quoteInProgress();
    await postRequestForm(app, staff, "preventivo", id, {
      intent: "offer",
      offeredPrice: "900",
      reason: "Prima offerta",
    });
    const revised = await postRequestForm(app, staff, "preventivo", id, {
      intent: "offer",
      offeredPrice: "850,00",
      reason: "Offerta rivista dopo il sopralluogo",
    });
    expect(revised.status).toBe(302);
    expect(await requestRow(app, "preventivo", id)).toMatchObject({
      status: "offerta-inviata",
      offeredPriceCents: 85_000,
      offerReason: "Offerta rivista dopo il sopralluogo",
    });
    // One status change, two offers in the audit log.
    expect((await requestHistoryRows(app, "preventivo", id)).map((row) => row.toStatus)).toEqual([
      "in-lavorazione",
      "offerta-inviata",
    ]);
    const offers = (await requestAuditRows(app, "preventivo", id)).filter(
      (row) => row.action === "request.offer",
    );
    expect(offers.map((row) => row.before)).toEqual([
      { status: "in-lavorazione", offeredPriceCents: null, offerReason: null },
      { status: "offerta-inviata", offeredPriceCents: 90_000, offerReason: "Prima offerta" },
    ]);
  });

  it("is refused (409) on a new request and once the request is settled, saving nothing", async () => {
    const { id: fresh } = await sendQuoteRequest(app);
    const early = await postRequestForm(app, staff, "preventivo", fresh, {
      intent: "offer",
      offeredPrice: "900",
      reason: "Troppo presto",
    });
    expect(early.status).toBe(409);
    expect(await visibleHtml(early)).toContain("Prendi in carico la richiesta");

    const { id } = await quoteInProgress();
    await postRequestForm(app, staff, "preventivo", id, { intent: "status", status: "chiusa" });
    const late = await postRequestForm(app, staff, "preventivo", id, {
      intent: "offer",
      offeredPrice: "900",
      reason: "Troppo tardi",
    });
    expect(late.status).toBe(409);
    expect(await visibleHtml(late)).toContain("non si può più fare un&#x27;offerta");
    for (const refused of [fresh, id]) {
      expect((await requestRow(app, "preventivo", refused)).offeredPriceCents).toBeNull();
      expect(
        (await requestAuditRows(app, "preventivo", refused)).some((row) => row.action === "request.offer"),
      ).toBe(false);
    }
  });

  it.each([
    [{ offeredPrice: "" }, "Il prezzo offerto è obbligatorio"],
    [{ offeredPrice: "mille euro" }, "Scrivi il prezzo offerto in euro, per esempio 1.234,50"],
    [{ offeredPrice: "12,345" }, "Scrivi il prezzo offerto in euro, per esempio 1.234,50"],
    [{ offeredPrice: "-10" }, "Scrivi il prezzo offerto in euro, per esempio 1.234,50"],
    [{ offeredPrice: "0" }, "Il prezzo offerto deve essere maggiore di zero"],
    [{ offeredPrice: "1.000.000,01" }, "Il prezzo offerto può essere al massimo 1.000.000,00 €"],
    [{ reason: "" }, "Scrivi il motivo dello sconto o della maggiorazione"],
    [{ reason: "x".repeat(501) }, "Il motivo può contenere al massimo 500 caratteri"],
  ] as [Record<string, string>, string][])(
    "refuses %j inline with its message, saving nothing",
    async (override, message) => {
      const { id } = await quoteInProgress();
      const before = await requestRow(app, "preventivo", id);
      const response = await postRequestForm(app, staff, "preventivo", id, {
        intent: "offer",
        offeredPrice: "950,00",
        reason: "Sconto fedeltà",
        ...override,
      });
      expect(response.status).toBe(400);
      const html = await visibleHtml(response);
      expect(html).toContain(message.replaceAll("'", "&#x27;"));
      expect(html).toMatch(/aria-invalid="true"/);
      const after = await requestRow(app, "preventivo", id);
      expect(after).toMatchObject({
        status: "in-lavorazione",
        version: before.version,
        offeredPriceCents: null,
      });
      expect((await requestAuditRows(app, "preventivo", id)).map((row) => row.action)).toEqual([
        "request.status",
      ]);
    },
  );

  it("a lead has no offer (400)", async () => {
    const id = await sendLead(app);
    await postRequestForm(app, staff, "contatto", id, { intent: "status", status: "in-lavorazione" });
    const response = await postRequestForm(app, staff, "contatto", id, {
      intent: "offer",
      offeredPrice: "900",
      reason: "Prova",
    });
    // A lead's page has no offer form; the action refuses a forged one all the same.
    expect(response.status).toBe(400);
    expect((await requestRow(app, "contatto", id)).status).toBe("in-lavorazione");
  });
});

describe("the request's page", () => {
  it("shows the configuration with its drawing, the price at request time and today's", async () => {
    const { id, price } = await sendQuoteRequest(app, { notes: "Vorrei il montaggio a settembre" });
    const html = await visibleHtml(await staff.request(requestPagePath("preventivo", id)));
    expect(html).toContain("Anteprima della finestra");
    expect(html).toContain("<svg");
    expect(html).toContain("Prezzo al momento della richiesta");
    expect(html).toContain("Prezzo oggi con lo stesso catalogo");
    // The price at request time and today's, the same while the catalogue has not changed.
    expect(html.split(formatEuroCents(Math.round(price * 100))).length - 1).toBeGreaterThanOrEqual(2);
    expect(html).toContain("Vorrei il montaggio a settembre");
    expect(html).toContain("Giulia Bianchi");
  });

  it("keeps the old price and says when the product no longer prices", async () => {
    const { id, price } = await sendQuoteRequest(app);
    const [quote] = await app.db.select().from(schema.quoteRequests).where(eq(schema.quoteRequests.id, id));
    const productId = quote!.productId;
    const [product] = await app.db.select().from(schema.products).where(eq(schema.products.id, productId));
    const [alias] = await app.db
      .select()
      .from(schema.subcategories)
      .where(eq(schema.subcategories.slug, "alias"));
    try {
      // The product moves to a collection sold only after a survey: it no longer prices online.
      await announcedCatalogueChange(app.db, (tx) =>
        tx.update(schema.products).set({ subcategoryId: alias!.id }).where(eq(schema.products.id, productId)),
      );
      const html = await visibleHtml(await staff.request(requestPagePath("preventivo", id)));
      expect(html).toContain("Il prodotto non ha più un prezzo a catalogo");
      expect(html).toContain(formatEuroCents(Math.round(price * 100)));
    } finally {
      await announcedCatalogueChange(app.db, (tx) =>
        tx
          .update(schema.products)
          .set({ subcategoryId: product!.subcategoryId })
          .where(eq(schema.products.id, productId)),
      );
    }
  });
});
