import { count, desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { postForm, registeredCustomer } from "../support/api-client.ts";
import { contactFormFields } from "../support/lead-fixtures.ts";
import { GENEROUS_PUBLIC_FORM_LIMIT, sharedTestApp, startTestApp } from "../support/test-app.ts";
import { postUnfinishedBody } from "../support/unfinished-body.ts";

// The contact page's form and the home page's quote form are stored as leads:
// validated on the server, protected by a honeypot, a size cap and a per-IP limit.

const app = sharedTestApp({ publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT });

async function latestLead() {
  const [lead] = await app.db
    .select()
    .from(schema.contactMessages)
    .orderBy(desc(schema.contactMessages.id))
    .limit(1);
  return lead;
}

/** Posts a form the server must refuse: the page answers 400 with these messages and stores nothing; its HTML. */
async function expectRefused(pathname: string, fields: Record<string, string>, messages: string[]) {
  const before = await leadCount();
  const response = await postForm(app, pathname, fields);
  expect(response.status).toBe(400);
  const html = await response.text();
  for (const message of messages) expect(html).toContain(message);
  expect(await leadCount()).toBe(before);
  return html;
}

async function leadCount() {
  const [row] = await app.db.select({ value: count() }).from(schema.contactMessages);
  return row?.value ?? 0;
}

describe("contact page form", () => {
  it("stores the message and, without JavaScript, redirects to the confirmation", async () => {
    const response = await postForm(app, "/contatti", contactFormFields);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contatti");
    expect(await latestLead()).toMatchObject({
      source: "contatti",
      firstName: "Giulia",
      lastName: "Bianchi",
      email: "giulia@example.it",
      phone: "+39 333 1234567",
      productInterest: null,
      privacyConsent: true,
    });

    // The confirmation is a toast carried by the flash cookie to the page the redirect lands on.
    const flash = response.headers.getSetCookie().find((value) => /^(__Host-)?flash=/.test(value));
    const confirmation = await app.request("/contatti", { headers: { cookie: flash?.split(";")[0] ?? "" } });
    const html = await confirmation.text();
    expect(html).toContain("Messaggio inviato");
    expect(html).toContain("Ti contatteremo al più presto!");
  });

  it("answers the page with inline Italian errors and stores nothing", async () => {
    const html = await expectRefused(
      "/contatti",
      { ...contactFormFields, email: "giulia@", messaggio: " ", privacy: "" },
      [
        "Inserisci un indirizzo email valido",
        "Scrivi il tuo messaggio",
        "Per inviare la richiesta devi acconsentire al trattamento dei dati personali",
      ],
    );
    // The customer's input is kept.
    expect(html).toContain('value="Giulia"');
  });

  it("drops a robot that fills the honeypot", async () => {
    const before = await leadCount();
    const response = await postForm(app, "/contatti", {
      ...contactFormFields,
      website: "http://spam.example",
    });
    expect(response.status).toBe(302);
    expect(await leadCount()).toBe(before);
  });

  it("refuses an oversized body with 413", async () => {
    const response = await app.request("/contatti", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...contactFormFields, messaggio: "x".repeat(40_000) }),
    });
    expect(response.status).toBe(413);
  });

  it("answers a chunked 1 MB post with 413 and Connection: close, without waiting for the rest", async () => {
    const before = await leadCount();
    const fields = new URLSearchParams({ ...contactFormFields, js: "1", messaggio: "x".repeat(1024 * 1024) });
    // The body is never finished: only a server that stops at the cap can answer at all.
    const outcome = await postUnfinishedBody(app.baseUrl, "/contatti.data", {
      contentType: "application/x-www-form-urlencoded",
      body: fields.toString(),
    });
    expect(outcome.answered, "the server waited for the whole body").toBe(true);
    expect(outcome.status).toBe(413);
    expect(outcome.connectionHeader).toBe("close");
    expect(outcome.text).toContain("La richiesta è troppo grande");
    expect(outcome.closedByServer).toBe(true);
    expect(await leadCount()).toBe(before);
  });

  it("still accepts a chunked form under the cap", async () => {
    const body = new TextEncoder().encode(new URLSearchParams(contactFormFields).toString());
    const response = await app.request("/contatti", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(body.subarray(0, 10));
          controller.enqueue(body.subarray(10));
          controller.close();
        },
      }),
      duplex: "half",
      redirect: "manual",
    } as RequestInit);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contatti");
    expect(response.headers.getSetCookie().some((value) => /^(__Host-)?flash=/.test(value))).toBe(true);
  });
});

describe("the contact page for a signed-in customer", () => {
  it("starts with the account's name, e-mail and phone; a guest's form starts empty", async () => {
    const client = await registeredCustomer(app, {
      firstName: "Elena",
      lastName: "Russo",
      phone: "+39 340 765 4321",
    });
    const html = await (await client.request("/contatti")).text();
    for (const [name, value] of [
      ["nome", "Elena"],
      ["cognome", "Russo"],
      ["email", `${client.username}@example.it`],
      ["telefono", "+39 340 765 4321"],
    ]) {
      expect(html, name).toMatch(new RegExp(`<input[^>]*name="${name}"[^>]*value="${escapeRegExp(value!)}"`));
    }
    const guest = await (await app.request("/contatti")).text();
    expect(guest).not.toMatch(/<input[^>]*name="nome"[^>]*value=/);
    expect(guest).not.toContain("Elena");
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const homeQuote = {
  nome: "Paolo",
  cognome: "Verdi",
  email: "paolo@example.it",
  telefono: "051 123456",
  prodotto: "scorrevoli",
  messaggio: "",
  privacy: "on",
};

describe("home quote form", () => {
  it("stores the lead with the product interest", async () => {
    const response = await postForm(app, "/?index", homeQuote);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/#contatti");
    expect(await latestLead()).toMatchObject({
      source: "home-preventivo",
      productInterest: "scorrevoli",
      phone: "051 123456",
    });
  });

  it("requires the phone and the consent, and accepts only the listed products", async () => {
    await expectRefused("/?index", { ...homeQuote, telefono: "", prodotto: "piscine", privacy: "" }, [
      "Inserisci un numero di telefono valido",
      "Seleziona un prodotto dall&#x27;elenco",
      "devi acconsentire",
    ]);
  });

  it("answers with JSON-free data for the enhanced form and rate-limits per IP", async () => {
    const limited = await startTestApp({ publicFormLimit: { limit: 1, windowMs: 60_000 } });
    try {
      const first = await postForm(limited, "/contatti", { ...contactFormFields, js: "1" });
      expect(first.status).toBe(200);
      const second = await postForm(limited, "/contatti", { ...contactFormFields, js: "1" });
      expect(second.status).toBe(429);
      expect(await second.text()).toContain("troppe richieste");
    } finally {
      await limited.close();
    }
  });

  it("refuses a client over the limit before reading its body", async () => {
    const limited = await startTestApp({ publicFormLimit: { limit: 1, windowMs: 60_000 } });
    try {
      expect((await postForm(limited, "/?index", { ...homeQuote, js: "1" })).status).toBe(200);
      const outcome = await postUnfinishedBody(limited.baseUrl, "/?index", {
        contentType: "application/x-www-form-urlencoded",
        body: new URLSearchParams({ ...homeQuote, js: "1" }).toString(),
      });
      expect(outcome.answered, "the server waited for the body before refusing").toBe(true);
      expect(outcome.status).toBe(429);
      expect(outcome.text).toContain("troppe richieste");
    } finally {
      await limited.close();
    }
  });
});
