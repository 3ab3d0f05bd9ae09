import { count, desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// The contact page's form and the home page's quote form are stored as leads:
// validated on the server, protected by a honeypot, a size cap and a per-IP limit.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ publicFormLimit: { limit: 1000, windowMs: 60_000 } });
});
afterAll(async () => {
  await app?.close();
});

const contact = {
  nome: "Giulia",
  cognome: "Bianchi",
  email: "giulia@example.it",
  telefono: "+39 333 1234567",
  messaggio: "Vorrei un sopralluogo per sostituire sei finestre.",
  privacy: "on",
};

function postForm(pathname: string, fields: Record<string, string>, appUnderTest = app) {
  return appUnderTest.request(pathname, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

async function leadCount() {
  const [row] = await app.db.select({ value: count() }).from(schema.contactMessages);
  return row?.value ?? 0;
}

describe("contact page form", () => {
  it("stores the message and, without JavaScript, redirects to the confirmation", async () => {
    const response = await postForm("/contatti", contact);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contatti");
    const [lead] = await app.db
      .select()
      .from(schema.contactMessages)
      .orderBy(desc(schema.contactMessages.id))
      .limit(1);
    expect(lead).toMatchObject({
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
    const before = await leadCount();
    const response = await postForm("/contatti", {
      ...contact,
      email: "giulia@",
      messaggio: " ",
      privacy: "",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Inserisci un indirizzo email valido");
    expect(html).toContain("Scrivi il tuo messaggio");
    expect(html).toContain("Per inviare la richiesta devi acconsentire al trattamento dei dati personali");
    // The customer's input is kept.
    expect(html).toContain('value="Giulia"');
    expect(await leadCount()).toBe(before);
  });

  it("drops a robot that fills the honeypot", async () => {
    const before = await leadCount();
    const response = await postForm("/contatti", { ...contact, website: "http://spam.example" });
    expect(response.status).toBe(302);
    expect(await leadCount()).toBe(before);
  });

  it("refuses an oversized body with 413", async () => {
    const response = await app.request("/contatti", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...contact, messaggio: "x".repeat(40_000) }),
    });
    expect(response.status).toBe(413);
  });
});

describe("home quote form", () => {
  it("stores the lead with the product interest", async () => {
    const response = await postForm("/?index", {
      nome: "Paolo",
      cognome: "Verdi",
      email: "paolo@example.it",
      telefono: "051 123456",
      prodotto: "scorrevoli",
      messaggio: "",
      privacy: "on",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/#contatti");
    const [lead] = await app.db
      .select()
      .from(schema.contactMessages)
      .orderBy(desc(schema.contactMessages.id))
      .limit(1);
    expect(lead).toMatchObject({
      source: "home-preventivo",
      productInterest: "scorrevoli",
      phone: "051 123456",
    });
  });

  it("requires the phone and the consent, and accepts only the listed products", async () => {
    const before = await leadCount();
    const response = await postForm("/?index", {
      nome: "Paolo",
      cognome: "Verdi",
      email: "paolo@example.it",
      telefono: "",
      prodotto: "piscine",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Inserisci un numero di telefono valido");
    expect(html).toContain("Seleziona un prodotto dall&#x27;elenco");
    expect(html).toContain("devi acconsentire");
    expect(await leadCount()).toBe(before);
  });

  it("answers with JSON-free data for the enhanced form and rate-limits per IP", async () => {
    const limited = await startTestApp({ publicFormLimit: { limit: 1, windowMs: 60_000 } });
    try {
      const first = await postForm("/contatti", { ...contact, js: "1" }, limited);
      expect(first.status).toBe(200);
      const second = await postForm("/contatti", { ...contact, js: "1" }, limited);
      expect(second.status).toBe(429);
      expect(await second.text()).toContain("troppe richieste");
    } finally {
      await limited.close();
    }
  });
});
