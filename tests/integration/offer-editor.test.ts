import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { type Customer, readableWords, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { doorSelection } from "../support/door-selection.ts";
import { sendLead, sendQuoteRequest, windowRequestBody } from "../support/requests.ts";
import {
  auditRowsFor,
  phoneJob,
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The office's offer editor (docs/product/offers.md#writing-an-offer): a job's
// «Nuova offerta», positions from the shop's configurators, offer services,
// free lines, discounts, terms and sending, each a plain form, priced by the
// server, refused with its Italian message and nothing saved, 409 when stale,
// 404 for anyone but staff.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  app = await startStaffTestApp({ publicFormLimit: { limit: 10_000, windowMs: 60_000 } });
  const admin = await signInAsFirstAdmin(app);
  staff = await signedInStaff(app, admin);
  buyer = await registeredCustomer(app);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const OFFER_PAGE = /\/gestione\/offerte\/(O-\d{4}-\d{6})$/;

async function newOfferFrom(path: string): Promise<string> {
  const created = await postPageForm(staff, path, { intent: "new-offer" });
  expect(created.status, path).toBe(302);
  const number = OFFER_PAGE.exec(created.headers.get("location") ?? "")?.[1];
  expect(number).toBeDefined();
  return number!;
}

async function offerRow(number: string) {
  const [row] = await app.db.select().from(schema.offers).where(eq(schema.offers.number, number));
  return row!;
}

async function linesOf(number: string) {
  const offer = await offerRow(number);
  return app.db
    .select()
    .from(schema.offerLines)
    .where(eq(schema.offerLines.offerId, offer.id))
    .orderBy(asc(schema.offerLines.position));
}

async function editorText(number: string): Promise<string> {
  const response = await staff.request(`/gestione/offerte/${number}`);
  expect(response.status).toBe(200);
  return readableWords(await visibleHtml(response));
}

async function editorListText(path: string): Promise<string> {
  const response = await staff.request(path);
  expect(response.status, path).toBe(200);
  return readableWords(await visibleHtml(response));
}

const editor = (number: string) => `/gestione/offerte/${number}`;
const version = async (number: string) => String((await offerRow(number)).version);

async function addConfigured(number: string, body: Record<string, unknown>) {
  return staff.request(`${editor(number)}/righe`, { method: "POST", json: body });
}

async function torteroloId(): Promise<number> {
  const response = await app.request("/api/subcategories/torterolo/products");
  return ((await response.json()) as { id: number }[])[0]!.id;
}

describe("an offer for a customer who phoned", () => {
  it("starts from the job, takes windows, a door, services and a free line, priced by the server", async () => {
    const job = await phoneJob(staff, "Rita Colombo");
    const number = await newOfferFrom(`/gestione/commesse/${job}`);
    expect(await editorText(number)).toContain("L'offerta non ha ancora righe.");

    const window = await windowRequestBody(app);
    const added = await addConfigured(number, { ...window, quantity: 2, services: ["installation"] });
    expect(added.status).toBe(201);
    expect(
      (await addConfigured(number, { kind: "door", ...doorSelection(await torteroloId()) })).status,
    ).toBe(201);
    const service = await postPageForm(staff, editor(number), {
      intent: "add-service",
      serviceCode: "transport",
      quantity: "1",
    });
    expect(service.status).toBe(302);
    const free = await postPageForm(staff, editor(number), {
      intent: "add-free",
      description: "Smaltimento dei vecchi serramenti",
      unitPrice: "150,00",
      quantity: "1",
    });
    expect(free.status).toBe(302);

    const lines = await linesOf(number);
    expect(lines.map((line) => [line.type, line.quantity])).toEqual([
      ["product", 2],
      ["product", 1],
      ["service", 1],
      ["free", 1],
    ]);
    expect(lines[0]!.lineServices).toEqual(["installation"]);
    expect(lines[2]!.unitPriceCents).toBe(8_000);
    expect(lines[3]!.unitPriceCents).toBe(15_000);
    const text = await editorText(number);
    expect(text).toContain("Trasporto in cantiere");
    expect(text).toContain("Smaltimento dei vecchi serramenti");
    expect(text).toContain("Posa in opera");
    expect(text).toContain("Quantità 2");

    const terms = await postPageForm(staff, editor(number), {
      intent: "terms",
      version: await version(number),
      validUntil: "2099-12-31",
      paymentTerms: "Acconto 30 % all'ordine, saldo alla posa",
      customerNote: "Prezzi validi con posa nel 2027",
      officeNote: "Cliente richiamato il martedì",
      discountKind: "percent",
      discountValue: "5",
    });
    expect(terms.status).toBe(302);
    const withDiscount = await editorText(number);
    expect(withDiscount).toContain("Sconto sull'offerta 5 %");
    expect(withDiscount).toContain("31/12/2099");
    expect((await auditRowsFor(app, "offer", (await offerRow(number)).id)).map((row) => row.action)).toEqual([
      "offer.create",
      "offer.line-add",
      "offer.line-add",
      "offer.line-add",
      "offer.line-add",
      "offer.terms",
    ]);

    const sent = await postPageForm(staff, editor(number), {
      intent: "send",
      version: await version(number),
    });
    expect(sent.status).toBe(302);
    const offer = await offerRow(number);
    expect(offer.status).toBe("inviata");
    const versions = await app.db
      .select()
      .from(schema.offerVersions)
      .where(eq(schema.offerVersions.offerId, offer.id));
    expect(versions).toHaveLength(1);
    expect(versions[0]!.document.lines).toHaveLength(4);
    expect(await editorText(number)).toContain("Versione 1");
    const jobPage = readableWords(await visibleHtml(await staff.request(`/gestione/commesse/${job}`)));
    expect(jobPage).toContain(`Offerta ${number}`);
    expect(jobPage).toContain(`Offerta ${number}, versione 1 inviata`);

    // The dashboard counts what its link lists.
    const waitingList = await editorListText("/gestione/offerte?stato=inviata");
    expect(waitingList).toContain(`Offerta ${number}`);
    expect(await editorListText("/gestione/offerte?stato=bozza")).not.toContain(`Offerta ${number}`);
    const listed = /(\d+) offert[ae]/.exec(waitingList)?.[1];
    const dashboard = await editorListText("/gestione");
    expect(dashboard).toContain(`Inviate, in attesa di risposta ${listed}`);
  });

  it("copies, moves and removes lines, and answers a stale form with 409 keeping what was typed", async () => {
    const number = await newOfferFrom(`/gestione/commesse/${await phoneJob(staff, "Piero Sala")}`);
    await addConfigured(number, { ...(await windowRequestBody(app)), quantity: 1 });
    await postPageForm(staff, editor(number), {
      intent: "add-free",
      description: "Zanzariera",
      unitPrice: "90",
      quantity: "1",
    });
    const [first] = await linesOf(number);
    const copied = await postPageForm(staff, editor(number), {
      intent: "copy",
      lineId: String(first!.id),
      version: await version(number),
    });
    expect(copied.status).toBe(302);
    expect((await linesOf(number)).map((line) => line.type)).toEqual(["product", "product", "free"]);
    const free = (await linesOf(number)).at(-1)!;
    await postPageForm(staff, editor(number), {
      intent: "up",
      lineId: String(free.id),
      version: await version(number),
    });
    expect((await linesOf(number)).map((line) => line.type)).toEqual(["product", "free", "product"]);

    const stale = String(Number(await version(number)) - 1);
    const refused = await postPageForm(staff, editor(number), {
      intent: "line",
      lineId: String(free.id),
      version: stale,
      quantity: "3",
      description: "Zanzariera a rullo",
      unitPrice: "90,00",
    });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    expect(readableWords(html)).toContain("Un collega ha modificato l'offerta nel frattempo");
    expect(html).toContain('value="Zanzariera a rullo"');
    expect((await linesOf(number)).find((line) => line.id === free.id)!.quantity).toBe(1);

    const removed = await postPageForm(staff, editor(number), {
      intent: "remove",
      lineId: String(free.id),
      version: await version(number),
    });
    expect(removed.status).toBe(302);
    expect((await linesOf(number)).map((line) => line.type)).toEqual(["product", "product"]);
  });
});

describe("bad input is refused with its message beside the field, and nothing is saved", () => {
  it.each([
    [
      "a quantity of 0",
      { intent: "add-free", description: "Riga", unitPrice: "10", quantity: "0" },
      "La quantità minima è 1",
    ],
    [
      "a quantity over 99",
      { intent: "add-free", description: "Riga", unitPrice: "10", quantity: "100" },
      "La quantità massima è 99",
    ],
    [
      "a discount over 100 %",
      {
        intent: "add-free",
        description: "Riga",
        unitPrice: "10",
        quantity: "1",
        discountKind: "percent",
        discountValue: "150",
      },
      "Lo sconto non può superare il 100 %.",
    ],
    [
      "a discount over the line's amount",
      {
        intent: "add-free",
        description: "Riga",
        unitPrice: "10",
        quantity: "1",
        discountKind: "amount",
        discountValue: "20",
      },
      "supera",
    ],
    [
      "a free line without text",
      { intent: "add-free", description: "", unitPrice: "10", quantity: "1" },
      "Scrivi la descrizione della riga",
    ],
    [
      "an unknown service",
      { intent: "add-service", serviceCode: "gru", quantity: "1" },
      "Scegli un servizio",
    ],
  ])("%s", async (_label, fields, message) => {
    const number = await newOfferFrom(`/gestione/commesse/${await phoneJob(staff, "Sara Neri")}`);
    const refused = await postPageForm(staff, editor(number), fields);
    expect(refused.status).toBe(400);
    expect(readableWords(await refused.text())).toContain(message);
    expect(await linesOf(number)).toHaveLength(0);
  });

  it("a validity date in the past, and an offer without a product, are not saved or sent", async () => {
    const number = await newOfferFrom(`/gestione/commesse/${await phoneJob(staff, "Ugo Riva")}`);
    const past = await postPageForm(staff, editor(number), {
      intent: "terms",
      version: await version(number),
      validUntil: "2020-01-01",
    });
    expect(past.status).toBe(400);
    expect(readableWords(await past.text())).toContain("La validità non può essere nel passato.");
    await postPageForm(staff, editor(number), {
      intent: "add-service",
      serviceCode: "transport",
      quantity: "1",
    });
    const empty = await postPageForm(staff, editor(number), {
      intent: "send",
      version: await version(number),
    });
    expect(empty.status).toBe(400);
    expect(readableWords(await empty.text())).toContain(
      "Aggiungi almeno un prodotto all'offerta prima di inviarla.",
    );
    expect((await offerRow(number)).status).toBe("bozza");
  });

  it("a door's options sent as a window, or a window's to the door configurator, are refused", async () => {
    const number = await newOfferFrom(`/gestione/commesse/${await phoneJob(staff, "Lia Conti")}`);
    const window = await windowRequestBody(app);
    const wrong = await addConfigured(number, { ...window, productId: await torteroloId() });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBeTruthy();
    expect(await linesOf(number)).toHaveLength(0);
  });
});

describe("offers start from a quote request and from a lead", () => {
  it("a quote request's configuration becomes the first line, in the request's job", async () => {
    const quote = await sendQuoteRequest(app, { customerName: "Nadia Greco" });
    const number = await newOfferFrom(`/gestione/richieste/preventivo/${quote.id}`);
    const lines = await linesOf(number);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.type).toBe("product");
    const offer = await offerRow(number);
    const [request] = await app.db
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, quote.id));
    expect(offer.jobId).toBe(request!.jobId);
    expect(offer.quoteRequestId).toBe(quote.id);
  });

  it("a lead gets an offer in its job", async () => {
    const leadId = await sendLead(app, { messaggio: "6 finestre, vorrei un sopralluogo" });
    const number = await newOfferFrom(`/gestione/richieste/contatto/${leadId}`);
    const offer = await offerRow(number);
    expect(offer.contactMessageId).toBe(leadId);
    expect(await linesOf(number)).toHaveLength(0);
  });
});

describe("only staff reach the editor", () => {
  it("a customer gets 404 on the page, its forms and its line endpoint", async () => {
    const number = await newOfferFrom(`/gestione/commesse/${await phoneJob(staff, "Elio Bassi")}`);
    expect((await buyer.request(editor(number))).status).toBe(404);
    const posted = await postPageForm(buyer, editor(number), {
      intent: "add-free",
      description: "x",
      unitPrice: "1",
    });
    expect(posted.status).toBe(404);
    const json = await buyer.request(`${editor(number)}/righe`, {
      method: "POST",
      json: { ...(await windowRequestBody(app)), quantity: 1 },
    });
    expect(json.status).toBe(404);
    expect(await linesOf(number)).toHaveLength(0);
    expect((await staff.request("/gestione/offerte/O-2099-999999")).status).toBe(404);
    const rows = await app.db
      .select()
      .from(schema.offers)
      .where(and(eq(schema.offers.number, number), eq(schema.offers.status, "bozza")));
    expect(rows).toHaveLength(1);
  });
});
