import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, postForm, registeredCustomer } from "../support/api-client.ts";
import { confirmQuoteRequest, verifiedCustomer } from "../support/email-links.ts";
import { recipientOf, startSmtpServer, storedMessageId, type TestSmtpServer } from "../support/mail.ts";
import { postRequestForm, QUOTE_CONTACT, sendLead, sendQuoteRequest } from "../support/requests.ts";
import {
  orderNumberOf,
  placeOrder,
  postPageForm,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import { TEST_SHOP_EMAIL, type TestApp } from "../support/test-app.ts";

// E-mail through the outbox (docs/product/mail.md): each event leaves its
// messages in the same transaction, and the worker delivers them to a real
// SMTP server running in this process.

let smtp: TestSmtpServer;
let app: TestApp;
let staff: Customer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startStaffTestApp({
    publicFormLimit: { limit: 10_000, windowMs: 60_000 },
    publicUrl: "https://www.aurora.example",
    mail: { smtpUrl: smtp.url },
  });
  staff = await signedInStaff(app, await signInAsFirstAdmin(app));
}, 180_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** The one message whose subject contains `subject` (waits for it). */
async function messageWithSubject(subject: string) {
  await smtp.waitFor((all) => all.some((mail) => mail.subject?.includes(subject)));
  const matching = smtp.messages.filter((mail) => mail.subject?.includes(subject));
  expect(matching, `messages titled «${subject}»`).toHaveLength(1);
  return matching[0]!;
}

async function outboxRows() {
  return app.db.select().from(schema.mailOutbox).orderBy(schema.mailOutbox.id);
}

describe("each event sends its e-mail", () => {
  it("order received: to the customer, in Italian, with the total and an absolute link", async () => {
    const buyer = await registeredCustomer(app);
    const orderId = await placeOrder(app, buyer, { shipping: { email: "compratore@example.it" } });
    const number = await orderNumberOf(app, orderId);
    const mail = await messageWithSubject(`Abbiamo ricevuto il tuo ordine ${number}`);
    expect(recipientOf(mail)).toBe("compratore@example.it");
    expect(mail.text).toContain(`grazie per il tuo ordine ${number}`);
    expect(mail.text).toMatch(/Totale \(IVA inclusa\): [\d.]+,\d{2}\s€/);
    // Each line with its size, so the customer can check what was ordered.
    expect(mail.text).toMatch(/, \d+ x \d+ mm × \d+: [\d.]+,\d{2}\s€/);
    expect(mail.text).toContain(`https://www.aurora.example/orders/${orderId}`);
    expect(mail.html).toContain(`href="https://www.aurora.example/orders/${orderId}"`);
    expect(mail.from?.text).toContain("noreply@aurora.example");
    // An address the account never confirmed gets no PDF: it carries the customer's details.
    expect(mail.attachments).toEqual([]);
  });

  it("order received at the account's confirmed address: the order confirmation attached as PDF", async () => {
    const buyer = await verifiedCustomer(app, { email: "confermato.ordine@example.it" });
    const orderId = await placeOrder(app, buyer, { shipping: { email: "confermato.ordine@example.it" } });
    const number = await orderNumberOf(app, orderId);
    const mail = await messageWithSubject(`Abbiamo ricevuto il tuo ordine ${number}`);
    expect(mail.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
    expect(mail.attachments[0]!.filename).toContain(number);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("order received by bank transfer: the payee, the IBAN, the amount, the causale and what comes next", async () => {
    const buyer = await registeredCustomer(app);
    const orderId = await placeOrder(app, buyer, {
      paymentMethod: "bonifico",
      shipping: { email: "bonifico@example.it" },
    });
    const number = await orderNumberOf(app, orderId);
    const mail = await messageWithSubject(`Abbiamo ricevuto il tuo ordine ${number}`);
    expect(mail.text).toContain("Beneficiario: Aurora Serramenti S.r.l.");
    expect(mail.text).toContain("IBAN: IT60 X054 2811 1010 0000 0123 456");
    expect(mail.text).toMatch(/Importo: [\d.]+,\d{2}\s€/);
    expect(mail.text).toContain(`Causale: Ordine ${number} - Aurora Serramenti S.r.l.`);
    expect(mail.text).toContain("ti comunicheremo la data di consegna dopo il sopralluogo");
    expect(mail.text).toContain("ad Aurora Serramenti S.r.l.");
    expect(mail.text).not.toContain(" a Aurora");
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual([TEST_SHOP_EMAIL]);
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it("order status changed: to the customer's confirmed address, with the note staff made visible and never an internal one", async () => {
    const buyer = await verifiedCustomer(app, { email: "stato@example.it" });
    const orderId = await placeOrder(app, buyer, { shipping: { email: "stato@example.it" } });
    const number = await orderNumberOf(app, orderId);
    const visible = await postPageForm(staff, `/gestione/ordini/${orderId}`, {
      stage: "confermato",
      version: "1",
      note: "Posa prevista per martedì",
      noteVisibleToCustomer: "on",
    });
    expect(visible.status).toBe(302);
    const first = await messageWithSubject(`Il tuo ordine ${number} è ora: Confermato`);
    expect(recipientOf(first)).toBe("stato@example.it");
    expect(first.text).toContain("Nota del nostro personale: Posa prevista per martedì");

    const internal = await postPageForm(staff, `/gestione/ordini/${orderId}`, {
      stage: "annullato",
      version: "2",
      note: "Cliente difficile",
    });
    expect(internal.status).toBe(302);
    const second = await messageWithSubject(`Il tuo ordine ${number} è ora: Annullato`);
    expect(second.text).not.toContain("Cliente difficile");
  });

  it("quote request: the shop at once and the customer, once the address is confirmed, each get one message with the quote's PDF", async () => {
    const { id, number } = await sendQuoteRequest(app, { customerEmail: "preventivo@example.it" });
    const acknowledgement = await messageWithSubject(`Conferma la tua richiesta di preventivo ${number}`);
    expect(recipientOf(acknowledgement)).toBe("preventivo@example.it");
    expect(acknowledgement.attachments).toEqual([]);
    await confirmQuoteRequest(app, "preventivo@example.it");
    const toCustomer = await messageWithSubject(`Abbiamo ricevuto la tua richiesta di preventivo ${number}`);
    expect(recipientOf(toCustomer)).toBe("preventivo@example.it");
    expect(toCustomer.text).toContain(`Gentile ${QUOTE_CONTACT.customerName},`);
    const toShop = await messageWithSubject(`Nuova richiesta di preventivo ${number}`);
    expect(recipientOf(toShop)).toBe(TEST_SHOP_EMAIL);
    expect(toShop.text).toContain(`https://www.aurora.example/gestione/richieste/preventivo/${id}`);
    for (const mail of [toCustomer, toShop]) {
      expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
        [`preventivo-${number}.pdf`, "application/pdf"],
      ]);
      expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  it("offer sent: to the customer's confirmed address, with the price, the reason and the PDF", async () => {
    const { id, number } = await sendQuoteRequest(app, { customerEmail: "offerta@example.it" });
    await confirmQuoteRequest(app, "offerta@example.it");
    expect(
      (await postRequestForm(app, staff, "preventivo", id, { intent: "status", status: "in-lavorazione" }))
        .status,
    ).toBe(302);
    const offered = await postRequestForm(app, staff, "preventivo", id, {
      intent: "offer",
      offeredPrice: "1.234,50",
      reason: "Sconto per sei finestre",
    });
    expect(offered.status).toBe(302);
    const mail = await messageWithSubject(`La nostra offerta per il preventivo ${number}`);
    expect(recipientOf(mail)).toBe("offerta@example.it");
    expect(mail.text).toContain(formatEuroCents(123_450));
    expect(mail.text).toContain("Sconto per sei finestre");
    expect(mail.attachments.map((file) => file.filename)).toEqual([`preventivo-${number}.pdf`]);
  });

  it("contact message: to the shop's address, with the sender and the message", async () => {
    const id = await sendLead(app, {
      nome: "Anna",
      cognome: "Neri",
      messaggio: "Serve un sopralluogo a Imola.",
    });
    const mail = await messageWithSubject("Nuovo messaggio da Anna Neri");
    expect(recipientOf(mail)).toBe(TEST_SHOP_EMAIL);
    expect(mail.text).toContain("Serve un sopralluogo a Imola.");
    expect(mail.text).toContain(`https://www.aurora.example/gestione/richieste/contatto/${id}`);

    // Its sender hears it arrived, in the shop's fixed words: nothing typed comes back.
    const acknowledgement = await messageWithSubject("Abbiamo ricevuto il tuo messaggio");
    expect(recipientOf(acknowledgement)).toBe("luca.verdi@example.it");
    expect(acknowledgement.text).toContain("Un nostro consulente ti risponderà entro 24 ore.");
    expect(acknowledgement.replyTo?.value.map((address) => address.address)).toEqual([TEST_SHOP_EMAIL]);
    for (const typed of ["Anna", "Neri", "Imola"]) {
      expect(acknowledgement.text, typed).not.toContain(typed);
      expect(acknowledgement.html, typed).not.toContain(typed);
    }
  });

  it("home-page lead: the office's e-mail, the inbox, the request's page and the CSV name the product in Italian", async () => {
    const response = await postForm(app, "/?index", {
      nome: "Marta",
      cognome: "Galli",
      email: "marta.galli@example.it",
      telefono: "051 123456",
      prodotto: "porte-ingresso",
      messaggio: "",
      privacy: "on",
    });
    expect(response.status).toBe(302);
    const mail = await messageWithSubject("Nuovo messaggio da Marta Galli");
    expect(mail.text).toContain("Prodotto: Porte d'ingresso");
    expect(mail.text).not.toContain("porte-ingresso");
    expect(mail.replyTo).toBeUndefined();
    const subject = "Preventivo dalla home: Porte d&#x27;ingresso";
    for (const path of ["/gestione/richieste?cerca=galli", "/gestione/richieste/esporta?cerca=galli"]) {
      const page = (await (await staff.request(path)).text()).replaceAll("d'ingresso", "d&#x27;ingresso");
      expect(page, path).toContain(subject);
      expect(page, path).not.toContain("Preventivo dalla home: porte-ingresso");
    }
    const [lead] = await app.db
      .select({ id: schema.contactMessages.id })
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.email, "marta.galli@example.it"));
    const detail = await (await staff.request(`/gestione/richieste/contatto/${lead!.id}`)).text();
    expect(detail).toContain(subject);
    expect(detail).not.toContain("Preventivo dalla home: porte-ingresso");
    // The number as typed, without a country code, is called as an Italian one.
    expect(detail).toContain('href="tel:+39051123456"');
  });

  it("quote request: the office's e-mail carries the customer's notes", async () => {
    const { number } = await sendQuoteRequest(app, {
      customerEmail: "note@example.it",
      notes: "Citofonare al secondo piano.",
    });
    const toShop = await messageWithSubject(`Nuova richiesta di preventivo ${number}`);
    expect(toShop.text).toContain("Note del cliente: Citofonare al secondo piano.");
  });

  it("every sent message carries the Message-ID stored when it was enqueued", async () => {
    const rows = await outboxRows();
    await expect
      .poll(async () => (await outboxRows()).filter((row) => row.status !== "sent").length, {
        timeout: 20_000,
      })
      .toBe(0);
    const received = smtp.messages.map(storedMessageId).sort();
    expect(received).toEqual(rows.map((row) => row.messageId).sort());
  });
});

describe("an event that fails after enqueueing", () => {
  it("leaves no message: the status change and its e-mail roll back together", async () => {
    const buyer = await registeredCustomer(app);
    const orderId = await placeOrder(app, buyer);
    const before = (await outboxRows()).length;
    // The audit row is written after the e-mail is enqueued; making it fail fails the whole change.
    await app.db.execute(sql`create or replace function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'registro non disponibile'; end $$`);
    await app.db.execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
    try {
      const refused = await postPageForm(staff, `/gestione/ordini/${orderId}`, {
        stage: "confermato",
        version: "1",
        note: "",
      });
      expect(refused.status).toBeGreaterThanOrEqual(500);
    } finally {
      await app.db.execute(sql`drop trigger refuse_audit on audit_log`);
    }
    const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order!.status).toBe("pending");
    expect(await outboxRows()).toHaveLength(before);
  });
});
