import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerAcceptanceSchema } from "../../app/domain/offers/offer-answers.ts";
import { customerOfferPath } from "../../app/domain/offers/offer-paths.ts";
import { recordOfferAnswerByStaff } from "../../app/server/offers/offer-staff-answers.server.ts";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  readableText,
  registeredCustomer,
  validCheckoutForm,
  validShipping,
  visibleHtml,
} from "../support/api-client.ts";
import { sentOfferFor, serverDb } from "../support/offers.ts";
import { auditRowsFor, postPageForm, SETUP_TIMEOUT_MS, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The customer's offer page and its answers (docs/product/offers.md#accepting):
// only the owner sees it; an answer to a version other than the latest is a
// 409 that shows the new one; an acceptance makes one order from the version.

let app: TestApp;
let buyer: Customer;

beforeAll(async () => {
  ({ app, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

/** What a reader sees of the page: its words, with the apostrophes React escapes read back. */
async function pageText(response: Response): Promise<string> {
  return readableText(await visibleHtml(response))
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

const acceptFields = (versionNumber: number, extra: Record<string, string> = {}) => ({
  intent: "accept",
  versionNumber: String(versionNumber),
  paymentMethod: "bonifico",
  ...validCheckoutForm,
  ...extra,
});

async function versionRow(offerId: number, versionNumber: number) {
  const rows = await app.db
    .select()
    .from(schema.offerVersions)
    .where(eq(schema.offerVersions.offerId, offerId));
  return rows.find((row) => row.versionNumber === versionNumber)!;
}

async function ordersOfJob(jobId: number) {
  return app.db.select().from(schema.orders).where(eq(schema.orders.jobId, jobId));
}

describe("the customer's offer page", () => {
  it("shows the owner every line and the terms; another customer gets 404", async () => {
    const offer = await sentOfferFor(app, buyer);
    const page = await buyer.request(customerOfferPath(offer.number));
    expect(page.status).toBe(200);
    const text = await pageText(page);
    expect(text).toContain(`Offerta ${offer.number}`);
    expect(text).toContain("Cucina");
    expect(text).toContain("Misure indicative");
    expect(text).toContain("Quantità: 2");
    expect(text).toContain("Sconto 10 %");
    expect(text).toContain("Smaltimento dei vecchi infissi");
    expect(text).toContain("di cui IVA");
    expect(text).toContain("Accetta");

    const quotes = await visibleHtml(await buyer.request("/preventivi"));
    expect(quotes).toContain(`href="${customerOfferPath(offer.number)}"`);

    const stranger = await registeredCustomer(app);
    expect((await stranger.request(customerOfferPath(offer.number))).status).toBe(404);
    const posted = await postPageForm(stranger, customerOfferPath(offer.number), acceptFields(1));
    expect(posted.status).toBe(404);
  });
});

describe("accepting", () => {
  it("refuses version 1 once version 2 was sent, with 409, and shows version 2", async () => {
    const offer = await sentOfferFor(app, buyer);
    expect(await offer.sendAgain()).toBe(2);
    const response = await postPageForm(buyer, customerOfferPath(offer.number), acceptFields(1));
    expect(response.status).toBe(409);
    const text = await pageText(response);
    expect(text).toContain("L'offerta è cambiata: leggi la nuova versione prima di accettarla.");
    expect(text).toContain("Versione 2");
    expect(text).toContain("Versioni precedenti");
    expect(await ordersOfJob(offer.jobId)).toHaveLength(0);
  });

  it("makes one order from the latest version, its items summing to its total, even on a double click", async () => {
    const offer = await sentOfferFor(app, buyer, { quantity: 2 });
    const first = await postPageForm(buyer, customerOfferPath(offer.number), acceptFields(1));
    expect(first.status).toBe(302);
    const location = first.headers.get("location") ?? "";
    expect(location).toMatch(/^\/orders\/\d+$/);
    const again = await postPageForm(buyer, customerOfferPath(offer.number), acceptFields(1));
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(location);

    const orders = await ordersOfJob(offer.jobId);
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    const version = await versionRow(offer.offerId, 1);
    expect(order.offerVersionId).toBe(version.id);
    expect(order.totalCents).toBe(version.totalCents);
    expect(order.number).toMatch(/^A-\d{4}-\d{6}$/);
    expect(order.withdrawalExclusionAcceptedAt).not.toBeNull();
    expect(version.decision).toBe("accepted");
    const items = await app.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order.id));
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(2);
    expect(items[0]!.roomLabel).toBe("Cucina");
    expect(items.reduce((sum, item) => sum + item.lineTotalCents, 0)).toBe(order.totalCents);
    const [offerRow] = await app.db.select().from(schema.offers).where(eq(schema.offers.id, offer.offerId));
    expect(offerRow!.status).toBe("accettata");

    const orderPage = await pageText(await buyer.request(location));
    expect(orderPage).toContain("Quantità: 2");
    const api = await buyer.json<{
      totalAmount: number;
      items: { lineTotal: number }[];
      lines: { type: string; total: number; discount: unknown }[];
    }>(`/api/orders/${order.id}`);
    expect(api.status).toBe(200);
    const sum = api.body.items.reduce((total, item) => total + Math.round(item.lineTotal * 100), 0);
    expect(sum).toBe(Math.round(api.body.totalAmount * 100));
    expect(api.body.lines.map((line) => line.type)).toEqual(["product", "free"]);
    expect(api.body.lines[0]?.discount).toEqual({ kind: "percent", percent: 10 });
    const linesSum = api.body.lines.reduce((total, line) => total + Math.round(line.total * 100), 0);
    expect(linesSum).toBe(Math.round(api.body.totalAmount * 100));
  });

  it("asks for the building's use with installation, and keeps it on the order", async () => {
    const offer = await sentOfferFor(app, buyer, { installation: true });
    const missing = await postPageForm(buyer, customerOfferPath(offer.number), acceptFields(1));
    expect(missing.status).toBe(400);
    expect(await pageText(missing)).toContain("Indica se l'edificio è a uso abitativo.");
    expect(await ordersOfJob(offer.jobId)).toHaveLength(0);
    const accepted = await postPageForm(
      buyer,
      customerOfferPath(offer.number),
      acceptFields(1, { residential: "si", workKind: "manutenzione-straordinaria" }),
    );
    expect(accepted.status).toBe(302);
    const [order] = await ordersOfJob(offer.jobId);
    expect(order?.residentialDeclared).toBe(true);
    expect(order?.workKind).toBe("manutenzione-straordinaria");
  });

  it("refuses without the art. 59 acknowledgement or with a wrong codice fiscale, saving nothing", async () => {
    const offer = await sentOfferFor(app, buyer);
    const noAck = await postPageForm(
      buyer,
      customerOfferPath(offer.number),
      acceptFields(1, { withdrawalExclusionAccepted: "" }),
    );
    expect(noAck.status).toBe(400);
    expect(await pageText(noAck)).toContain("esclusi dal diritto di recesso");
    const badCode = await postPageForm(
      buyer,
      customerOfferPath(offer.number),
      acceptFields(1, { fiscalCode: "RSSMRA85T10A562X" }),
    );
    expect(badCode.status).toBe(400);
    const badHtml = await visibleHtml(badCode);
    expect(readableText(badHtml)).toMatch(/codice fiscale non è valido/i);
    expect(badHtml).toContain('value="RSSMRA85T10A562X"');
    expect(await ordersOfJob(offer.jobId)).toHaveLength(0);
    expect((await versionRow(offer.offerId, 1)).decision).toBeNull();
  });
});

describe("declining and asking for a change", () => {
  it("records a decline with its reason", async () => {
    const offer = await sentOfferFor(app, buyer);
    const response = await postPageForm(buyer, customerOfferPath(offer.number), {
      intent: "decline",
      versionNumber: "1",
      reason: "Troppo caro per noi",
    });
    expect(response.status).toBe(302);
    const version = await versionRow(offer.offerId, 1);
    expect(version.decision).toBe("declined");
    expect(version.decisionNote).toBe("Troppo caro per noi");
    const [row] = await app.db.select().from(schema.offers).where(eq(schema.offers.id, offer.offerId));
    expect(row!.status).toBe("rifiutata");
    const page = await pageText(await buyer.request(customerOfferPath(offer.number)));
    expect(page).toContain("Hai rifiutato questa offerta");
    expect(page).toContain("Troppo caro per noi");
    const office = await app.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, "offer-answer-shop"));
    const notice = office.map((row) => row.params as { offerNumber: string; decision: string; note: string });
    expect(notice).toContainEqual(
      expect.objectContaining({
        offerNumber: offer.number,
        decision: "declined",
        note: "Troppo caro per noi",
      }),
    );
  });

  it("records a change request with its message, and refuses one without", async () => {
    const offer = await sentOfferFor(app, buyer);
    const empty = await postPageForm(buyer, customerOfferPath(offer.number), {
      intent: "change",
      versionNumber: "1",
      message: "  ",
    });
    expect(empty.status).toBe(400);
    expect(await pageText(empty)).toContain("Scrivi cosa vuoi cambiare nell'offerta.");
    const response = await postPageForm(buyer, customerOfferPath(offer.number), {
      intent: "change",
      versionNumber: "1",
      message: "Vorrei il colore bianco",
    });
    expect(response.status).toBe(302);
    const version = await versionRow(offer.offerId, 1);
    expect(version.decision).toBe("change-requested");
    expect(version.decisionNote).toBe("Vorrei il colore bianco");
    const [row] = await app.db.select().from(schema.offers).where(eq(schema.offers.id, offer.offerId));
    expect(row!.status).toBe("modifica-richiesta");
  });
});

describe("answers staff record for the customer", () => {
  const paperAcceptance = () =>
    offerAcceptanceSchema.parse({
      versionNumber: 1,
      order: {
        shipping: { ...validShipping, address: "Via Indipendenza", houseNumber: "10", province: "BO" },
        invoice: { type: "privato", fiscalCode: "RSSMRA85T10A562S" },
        paymentMethod: "bonifico",
        withdrawalExclusionAccepted: true,
      },
    });
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it("records an acceptance with its signed copy: the order is the offer's account's, audited", async () => {
    const offer = await sentOfferFor(app, buyer);
    const db = serverDb(app);
    const outcome = await recordOfferAnswerByStaff(
      db,
      offer.staff,
      offer.number,
      {
        answer: { decision: "accepted", ...paperAcceptance() },
        signedCopy: { bytes: png, name: "firma.png" },
      },
      { shopIban: "IT60X0542811101000000123456" },
    );
    expect(outcome.orderId).not.toBeNull();
    const [order] = await ordersOfJob(offer.jobId);
    expect(order?.userId).toBe(offer.ownerId);
    const version = await versionRow(offer.offerId, 1);
    expect(version.decidedBy).toBe(offer.staff.id);
    expect(version.signedCopyName).toBe("firma.png");
    const audit = await auditRowsFor(app, "offer", offer.offerId);
    expect(audit.map((row) => row.action)).toContain("offer.answer-recorded");
  });

  it("refuses a copy that is no PDF or image, and an acceptance for an offer without account", async () => {
    const offer = await sentOfferFor(app, buyer);
    const db = serverDb(app);
    const answer = { decision: "accepted" as const, ...paperAcceptance() };
    const options = { shopIban: "IT60X0542811101000000123456" };
    await expect(
      recordOfferAnswerByStaff(
        db,
        offer.staff,
        offer.number,
        { answer, signedCopy: { bytes: Buffer.from("ciao"), name: "x.txt" } },
        options,
      ),
    ).rejects.toThrow("La copia firmata dev'essere un PDF, un'immagine JPEG o PNG.");
    await app.db.update(schema.offers).set({ userId: null }).where(eq(schema.offers.id, offer.offerId));
    await expect(
      recordOfferAnswerByStaff(db, offer.staff, offer.number, { answer }, options),
    ).rejects.toThrow(/non è collegata a un account cliente/);
    expect(await ordersOfJob(offer.jobId)).toHaveLength(0);
    expect((await versionRow(offer.offerId, 1)).decision).toBeNull();
  });
});
