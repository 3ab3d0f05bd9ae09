import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { type Customer, registeredCustomer } from "../support/api-client.ts";
import { catalogueAdmin, staffActor } from "../support/catalogue-admin.ts";
import { verifiedCustomer } from "../support/email-links.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/mail.ts";
import { pdfText } from "../support/pdf-reader.ts";
import { postRequestForm, requestRow, sendQuoteRequest } from "../support/requests.ts";
import {
  placeOrder,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// How a document's PDF is served (docs/product/documents.md#downloads): an
// issued document (a quote's offer as sent) from the bytes stored when it was
// first rendered, on every instance; any other one rendered again only when
// its content changed; and each user may download so many files in a while.
// Two renders of one document differ in their bytes (PDFKit's creation time
// and font subset names), so equal bytes mean the same file was served again.

const DOWNLOAD_LIMIT = 4;
let app: TestApp;
let other: TestApp;
let staff: Customer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startStaffTestApp({
    mail: { smtpUrl: smtp.url },
    publicFormLimit: { limit: 10_000, windowMs: 60_000 },
    pdfDownloadLimit: { limit: DOWNLOAD_LIMIT, windowMs: 10 * 60_000 },
  });
  // A second instance on the same database, configured alike.
  other = await startTestApp({
    sameDatabaseAs: app,
    pdfDownloadLimit: { limit: DOWNLOAD_LIMIT, windowMs: 10 * 60_000 },
  });
  staff = await signedInStaff(app, await signInAsFirstAdmin(app));
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await other?.close();
  await app?.close();
  await smtp?.close();
});

async function download(client: Customer, pathname: string, on: TestApp = app) {
  const response = await on.request(pathname, { headers: { cookie: client.cookie ?? "" } });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const words = (bytes: Uint8Array) => pdfText(bytes).replace(/\s+/g, " ");
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

async function offer(quoteId: number, offeredPrice: string) {
  const sent = await postRequestForm(app, staff, "preventivo", quoteId, {
    intent: "offer",
    offeredPrice,
    reason: "Sconto di fine anno",
  });
  expect(sent.status).toBe(302);
}

describe("an issued quote (an offer sent)", () => {
  it("is served from its stored bytes on every instance, unchanged by later catalogue edits; a new offer is a new file", async () => {
    // A confirmed address: the offer's e-mail carries its PDF (docs/product/mail.md).
    const owner = await verifiedCustomer(app);
    const { id, number } = await sendQuoteRequest(app, { customerEmail: owner.email }, owner);
    await postRequestForm(app, staff, "preventivo", id, { intent: "status", status: "in-lavorazione" });
    await offer(id, "399,00");

    const first = await download(owner, `/preventivi/${id}/pdf`);
    expect(first.response.status).toBe(200);
    expect(words(first.bytes)).toContain("Totale offerto 399,00 €");
    const stored = await app.db
      .select({ key: schema.issuedDocumentPdfs.documentKey })
      .from(schema.issuedDocumentPdfs)
      .where(like(schema.issuedDocumentPdfs.documentKey, `quote:${id}:%`));
    expect(stored).toHaveLength(1);

    // The product is renamed after the offer went out: the offer reads as it was sent.
    const quote = await requestRow(app, "preventivo", id);
    const productId = "productId" in quote ? quote.productId : 0;
    await (await catalogueAdmin()).updateProduct(app.db, await staffActor(app), {
      productId,
      name: "Nome cambiato dopo l'offerta",
    });
    const again = await download(owner, `/preventivi/${id}/pdf`);
    const fromStaff = await download(staff, `/preventivi/${id}/pdf`);
    const elsewhere = await download(owner, `/preventivi/${id}/pdf`, other);
    for (const served of [again, fromStaff, elsewhere]) {
      expect(served.response.status).toBe(200);
      expect(same(served.bytes, first.bytes)).toBe(true);
    }
    expect(words(again.bytes)).not.toContain("Nome cambiato dopo l'offerta");
    // The offer's e-mail, rendered by the mail worker through the same pool, attaches the same file.
    const subject = `La nostra offerta per il preventivo ${number}`;
    await smtp.waitFor((all) => all.some((mail) => mail.subject?.includes(subject)));
    const [mail] = smtp.messages.filter((message) => message.subject?.includes(subject));
    expect(same(new Uint8Array(mail!.attachments[0]!.content), first.bytes)).toBe(true);

    // A new offer is a new issue of the quote: a new file, kept beside the first.
    await offer(id, "379,00");
    const renewed = await download(staff, `/preventivi/${id}/pdf`);
    expect(words(renewed.bytes)).toContain("Totale offerto 379,00 €");
    expect(words(renewed.bytes)).toContain("Nome cambiato dopo l'offerta");
    const keys = await app.db
      .select({ key: schema.issuedDocumentPdfs.documentKey })
      .from(schema.issuedDocumentPdfs)
      .where(like(schema.issuedDocumentPdfs.documentKey, `quote:${id}:%`));
    expect(keys).toHaveLength(2);
  });
});

describe("a document not issued", () => {
  it("an unchanged order confirmation is served again as it was rendered; a changed one is rendered again", async () => {
    const buyer = await registeredCustomer(app);
    const orderId = await placeOrder(app, buyer, { paymentMethod: "bonifico" });
    const first = await download(buyer, `/orders/${orderId}/pdf`);
    expect(first.response.status).toBe(200);
    const again = await download(buyer, `/orders/${orderId}/pdf`);
    expect(same(again.bytes, first.bytes)).toBe(true);
    // Staff's change to the order (here, straight in the database) is a new version of its content.
    await app.db
      .update(schema.orders)
      .set({ notes: "Consegna al piano" })
      .where(eq(schema.orders.id, orderId));
    const changed = await download(buyer, `/orders/${orderId}/pdf`);
    expect(same(changed.bytes, first.bytes)).toBe(false);
    expect(words(changed.bytes)).toContain("Consegna al piano");
  });
});

describe("download limit", () => {
  it("each user may download so many PDFs in a while: then 429 with the shop's message and Retry-After, others unaffected", async () => {
    const buyer = await registeredCustomer(app);
    const orderId = await placeOrder(app, buyer);
    for (let index = 0; index < DOWNLOAD_LIMIT; index++) {
      expect((await download(buyer, `/orders/${orderId}/pdf`)).response.status).toBe(200);
    }
    const refused = await download(buyer, `/orders/${orderId}/pdf`);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(new TextDecoder().decode(refused.bytes)).toMatch(
      /^Hai inviato troppe richieste in poco tempo\. Riprova tra \d+ minut[oi]\.$/,
    );
    // Counted per user, on every instance alike.
    expect((await download(buyer, `/orders/${orderId}/pdf`, other)).response.status).toBe(429);
    const neighbour = await registeredCustomer(app);
    const theirs = await placeOrder(app, neighbour);
    expect((await download(neighbour, `/orders/${theirs}/pdf`)).response.status).toBe(200);
  });
});
