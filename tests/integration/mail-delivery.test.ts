import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { visibleHtml } from "../support/api-client.ts";
import {
  freePort,
  startSmtpServer,
  storedMessageId,
  type TestSmtpServer,
  waitUntil,
} from "../support/mail.ts";
import { sendLead } from "../support/requests.ts";
import {
  auditRowsFor,
  postPageForm,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import { GENEROUS_PUBLIC_FORM_LIMIT, startTestApp, type TestApp } from "../support/test-app.ts";

// Delivery when things go wrong (docs/product/mail.md#retries-and-failed-messages): an SMTP server
// that is down, messages that fail for good and staff's "Riprova", and two
// instances sharing one database.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function outboxRow(app: TestApp, id: number) {
  const [row] = await app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id));
  return row!;
}

/** The shop's copy of the one lead sent (its sender's acknowledgement is queued beside it). */
async function onlyShopOutboxRow(app: TestApp) {
  const rows = await app.db.select().from(schema.mailOutbox);
  expect(rows.map((row) => row.kind).sort()).toEqual(["lead-acknowledged", "lead-received"]);
  return rows.find((row) => row.kind === "lead-received")!;
}

describe("an SMTP server that is down", () => {
  it("gets the message once it is up again, with the Message-ID stored at the start", async () => {
    const port = await freePort();
    const app = await startTestApp({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, retryBaseMs: 100 } });
    cleanups.push(() => app.close());
    await sendLead(app, { nome: "Pietro", cognome: "Gialli" });
    const { id, messageId } = await onlyShopOutboxRow(app);
    // Refused at least twice while nobody listens: it stays queued, with the reason.
    await waitUntil(async () => (await outboxRow(app, id)).attempts >= 2, 20_000, null);
    const waiting = await outboxRow(app, id);
    expect(waiting.status).toBe("pending");
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtpServer(port);
    cleanups.push(() => smtp.close());
    await waitUntil(async () => (await outboxRow(app, id)).status === "sent", 20_000, null);
    const delivered = smtp.messages.filter((message) => storedMessageId(message) === messageId);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.subject).toBe("Nuovo messaggio da Pietro Gialli (Modulo contatti)");
  });
});

describe("a message that fails on every attempt", () => {
  it("is marked failed, shown on /gestione/posta, and «Riprova» sends it (audited)", async () => {
    const port = await freePort();
    const app = await startStaffTestApp({
      publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT,
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, retryBaseMs: 50, maxAttempts: 2 },
    });
    cleanups.push(() => app.close());
    const staff = await signedInStaff(app, await signInAsFirstAdmin(app));
    await sendLead(app, { nome: "Marta", cognome: "Rosa" });
    const { id, messageId } = await onlyShopOutboxRow(app);
    await waitUntil(async () => (await outboxRow(app, id)).status === "failed", 20_000, null);
    expect((await outboxRow(app, id)).attempts).toBe(2);

    const page = await visibleHtml(await staff.request("/gestione/posta"));
    expect(page).toContain("Nuovo messaggio da Marta Rosa (Modulo contatti)");
    expect(page).toContain("Casella del negozio");
    expect(page).toContain("Riprova");

    const smtp = await startSmtpServer(port);
    cleanups.push(() => smtp.close());
    const retried = await postPageForm(staff, "/gestione/posta", { intent: "retry", mailId: String(id) });
    expect(retried.status).toBe(302);
    await waitUntil(async () => (await outboxRow(app, id)).status === "sent", 20_000, null);
    expect(smtp.messages.map(storedMessageId)).toEqual([messageId]);
    expect((await auditRowsFor(app, "mail", id)).map((row) => row.action)).toEqual(["mail.retry"]);
    expect(await visibleHtml(await staff.request("/gestione/posta"))).not.toContain(
      "Nuovo messaggio da Marta Rosa",
    );

    // A second «Riprova» of a message that is no longer failed is refused beside the list.
    const again = await postPageForm(staff, "/gestione/posta", { intent: "retry", mailId: String(id) });
    expect(again.status).toBe(409);
    expect(await visibleHtml(again)).toContain("Il messaggio non è più tra quelli non inviati");
    const bad = await postPageForm(staff, "/gestione/posta", { intent: "retry", mailId: "abc" });
    expect(bad.status).toBe(400);
    expect(await visibleHtml(bad)).toContain("Messaggio non valido");
  });
});

describe("two instances on one database", () => {
  it("send each message once", async () => {
    const smtp: TestSmtpServer = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const mail = { smtpUrl: smtp.url };
    const first = await startTestApp({ publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT, mail });
    cleanups.push(() => first.close());
    const second = await startTestApp({
      publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT,
      mail,
      sameDatabaseAs: first,
    });
    cleanups.push(() => second.close());
    const leads = 16;
    await Promise.all(
      Array.from({ length: leads }, (_, index) =>
        sendLead(index % 2 ? second : first, { nome: `Cliente${index}` }),
      ),
    );
    const rows = () => first.db.select().from(schema.mailOutbox);
    // Each lead: the shop's copy and the sender's acknowledgement.
    expect(await rows()).toHaveLength(leads * 2);
    await waitUntil(async () => (await rows()).every((row) => row.status === "sent"), 30_000, null);
    const received = smtp.messages.map(storedMessageId).sort();
    expect(received).toEqual((await rows()).map((row) => row.messageId).sort());
    expect(new Set(received).size).toBe(leads * 2);
  });
});
