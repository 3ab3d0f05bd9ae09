import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import { offerLineInputSchema, offerTermsSchema } from "#app/domain/offers/offer-input.ts";
import { offerVersionPdfPath } from "#app/domain/offers/offer-paths.ts";
import * as schema from "#db/schema.ts";
import { type Customer, registeredCustomer } from "../support/api-client.ts";
import { staffActor } from "../support/catalogue-admin.ts";
import { testJob } from "../support/jobs.ts";
import { recipientOf, startSmtpServer, type TestSmtpServer } from "../support/mail.ts";
import { pdfText } from "../support/pdf-reader.ts";
import { SETUP_TIMEOUT_MS, signedInStaff, signInAsFirstAdmin, startStaffTestApp } from "../support/staff.ts";
import { loadBuiltApp, TEST_SHOP_EMAIL, type TestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "../support/window-fixtures.ts";

// A sent version of an offer as PDF and e-mail (docs/product/documents.md#offer-versions,
// docs/product/mail.md#offers): the offer is written through the server
// functions, sent with its e-mail in the same transaction, then downloaded over
// HTTP by staff, by its customer and by someone else.

let app: TestApp;
let smtp: TestSmtpServer;
let staff: Customer;
let owner: Customer;
let stranger: Customer;
let sent: { number: string; versionNumber: number; offerId: number };
let built: Awaited<ReturnType<typeof loadBuiltApp>>;
let actor: { id: number };
let windowRequest: Record<string, unknown>;

const squeezed = (text: string) => text.replace(/[ \u00a0]+/g, " ");

async function userIdOf(client: Customer): Promise<number> {
  const [row] = await app.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, client.username));
  return row!.id;
}

async function download(client: Customer, path: string) {
  const response = await client.request(path);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  // The built bundle's services: their e-mails register with its transactions and wake its workers.
  built = await loadBuiltApp();
  const { createOffer, addOfferLine, updateOfferTerms, sendOffer, queueOfferVersionMail } = built;
  smtp = await startSmtpServer();
  app = await startStaffTestApp({ mail: { smtpUrl: smtp.url } });
  staff = await signedInStaff(app, await signInAsFirstAdmin(app));
  owner = await registeredCustomer(app);
  stranger = await registeredCustomer(app);

  const jobId = await testJob(app.db, "Mario Rossi");
  await app.db
    .update(schema.jobs)
    .set({ userId: await userIdOf(owner), customerEmail: "mario.rossi@example.it", siteCity: "Bologna" })
    .where(eq(schema.jobs.id, jobId));
  actor = await staffActor(app);
  const offer = await createOffer(app.db, actor, { jobId });
  const catalogue = await loadPricingCatalogue(app);
  windowRequest = firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
  const lines = [
    {
      type: "product",
      request: windowRequest,
      roomLabel: "Cucina",
      lineServices: ["installation"],
      quantity: 2,
    },
    { type: "service", serviceCode: "transport", quantity: 1 },
    { type: "free", description: "Smontaggio zanzariere esistenti", unitPrice: "50,00", quantity: 1 },
  ];
  for (const line of lines)
    await addOfferLine(app.db, actor, offer.id, null, offerLineInputSchema.parse(line));
  const [row] = await app.db.select().from(schema.offers).where(eq(schema.offers.id, offer.id));
  await updateOfferTerms(
    app.db,
    actor,
    offer.id,
    row!.version,
    offerTermsSchema().parse({
      validUntil: row!.validUntil,
      paymentTerms: "30 % all'ordine, saldo alla posa.",
      discount: { discountKind: "percent", discountValue: "5" },
    }),
  );
  const [terms] = await app.db.select().from(schema.offers).where(eq(schema.offers.id, offer.id));
  sent = await sendOffer(app.db, actor, offer.id, terms!.version, {
    today: shopCalendarDay(new Date()),
    afterFreeze: queueOfferVersionMail,
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

describe("a sent version's PDF", () => {
  it("is served to staff with every line, the discount, the services and the totals", async () => {
    const { response, bytes } = await download(
      staff,
      offerVersionPdfPath(sent.number, sent.versionNumber, "staff"),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`offerta-${sent.number}-versione-1.pdf`);
    const text = squeezed(pdfText(bytes));
    expect(text).toContain(`Offerta ${sent.number} · versione 1`);
    expect(text).toContain("Quantità 2");
    expect(text).toContain("Locale: Cucina");
    expect(text).toContain("Trasporto in cantiere");
    expect(text).toContain("Smontaggio zanzariere esistenti");
    expect(text).toMatch(/Sconto 5 % \u2212\d/);
    expect(text).toContain("di cui IVA (22%)");
    expect(text).toContain("Condizioni di pagamento");
  });

  it("is served to its customer as the same stored file, and is missing for anyone else", async () => {
    const fromStaff = await download(staff, offerVersionPdfPath(sent.number, 1, "staff"));
    const fromOwner = await download(owner, offerVersionPdfPath(sent.number, 1, "customer"));
    expect(fromOwner.response.status).toBe(200);
    expect(Buffer.from(fromOwner.bytes).equals(Buffer.from(fromStaff.bytes))).toBe(true);
    const [stored] = await app.db
      .select({ key: schema.issuedDocumentPdfs.documentKey })
      .from(schema.issuedDocumentPdfs)
      .where(eq(schema.issuedDocumentPdfs.documentKey, `offer-version:${await versionRowId()}`));
    expect(stored).toBeDefined();

    for (const [client, path] of [
      [stranger, offerVersionPdfPath(sent.number, 1, "customer")],
      [stranger, offerVersionPdfPath(sent.number, 1, "staff")],
      [owner, offerVersionPdfPath(sent.number, 1, "staff")],
      [owner, offerVersionPdfPath(sent.number, 2, "customer")],
      [owner, `/offerte/${sent.number}/versioni/uno/pdf`],
      [staff, offerVersionPdfPath("O-1999-000001", 1, "staff")],
    ] as const) {
      expect((await client.request(path)).status, path).toBe(404);
    }
    expect((await app.request(offerVersionPdfPath(sent.number, 1, "customer"))).status).toBe(404);
  });
});

async function versionRowId(): Promise<number> {
  const [row] = await app.db
    .select({ id: schema.offerVersions.id })
    .from(schema.offerVersions)
    .where(eq(schema.offerVersions.offerId, sent.offerId));
  return row!.id;
}

describe("a sent version's e-mail", () => {
  it("is queued with the send and goes to the job's customer with the version's PDF", async () => {
    const rows = await app.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, "offer-version-sent"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.recipient).toBe("mario.rossi@example.it");
    expect(rows[0]!.params).toMatchObject({ offerNumber: sent.number, versionNumber: 1 });

    const subject = `La nostra offerta ${sent.number} (versione 1)`;
    await smtp.waitFor((all) => all.some((mail) => mail.subject === subject));
    const mail = smtp.messages.find((message) => message.subject === subject)!;
    expect(mail.text).toContain("Totale (IVA inclusa):");
    expect(mail.text).toContain("Valida fino al:");
    expect(mail.text).toContain(`/offerte/${sent.number}`);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe(`offerta-${sent.number}-versione-1.pdf`);
    const stored = await download(staff, offerVersionPdfPath(sent.number, 1, "staff"));
    expect(Buffer.from(attachment!.content).equals(Buffer.from(stored.bytes))).toBe(true);
  });
});

describe("the other offer e-mails", () => {
  it("sends nothing to a customer the job has no e-mail for", async () => {
    const jobId = await testJob(app.db, "Cliente al telefono");
    const offer = await built.createOffer(app.db, actor, { jobId });
    const line = offerLineInputSchema.parse({ type: "product", request: windowRequest, quantity: 1 });
    await built.addOfferLine(app.db, actor, offer.id, null, line);
    const [row] = await app.db.select().from(schema.offers).where(eq(schema.offers.id, offer.id));
    const phoned = await built.sendOffer(app.db, actor, offer.id, row!.version, {
      today: shopCalendarDay(new Date()),
      afterFreeze: built.queueOfferVersionMail,
    });
    expect(phoned.emailedTo).toBeNull();
    const rows = await app.db
      .select({ params: schema.mailOutbox.params })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, "offer-version-sent"));
    expect(rows.map(({ params }) => (params as { offerNumber: string }).offerNumber)).toEqual([sent.number]);
  });

  it("tells the shop of an answer, with the order an acceptance made", async () => {
    await app.db.transaction((tx) =>
      built.queueOfficeOfferAnswerMail(tx, {
        offerId: sent.offerId,
        offerNumber: sent.number,
        versionNumber: 1,
        decision: "accepted",
        note: "",
        customerName: "Mario Rossi",
        jobNumber: "C-2026-000003",
        orderNumber: "A-2026-000045",
        recordedByStaff: true,
      }),
    );
    const subject = `Offerta ${sent.number} (versione 1) accettata: Mario Rossi`;
    await smtp.waitFor((all) => all.some((mail) => mail.subject === subject));
    const mail = smtp.messages.find((message) => message.subject === subject)!;
    expect(recipientOf(mail)).toBe(TEST_SHOP_EMAIL);
    expect(mail.text).toContain("Ordine: A-2026-000045");
    expect(mail.text).toContain("Registrata da: personale del negozio");
  });
});
