import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  readableText,
  registeredCustomer,
  validShipping,
  visibleHtml,
} from "../support/api-client.ts";
import { postRequestForm, sendLead, sendQuoteRequest, windowRequestBody } from "../support/requests.ts";
import {
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The job (docs/product/jobs.md): every quote request, lead and order belongs
// to one, with its own number and page in the back office; an accepted quote's
// order stays in the quote's job; the list finds a job by any of its numbers
// and by the customer's details; customers get 404.

let app: TestApp;
let admin: Customer;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  // Many requests from one address: the public forms' limit is raised for this file.
  app = await startStaffTestApp({ publicFormLimit: { limit: 10_000, windowMs: 60_000 } });
  admin = await signInAsFirstAdmin(app);
  staff = await signedInStaff(app, admin);
  buyer = await registeredCustomer(app);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const JOB_NUMBER = /^C-\d{4}-\d{6}$/;

const tables = {
  quoteRequests: schema.quoteRequests,
  contactMessages: schema.contactMessages,
  orders: schema.orders,
};

async function jobOf(table: keyof typeof tables, id: number) {
  const t = tables[table];
  const [row] = await app.db
    .select({ job: schema.jobs })
    .from(t)
    .innerJoin(schema.jobs, eq(schema.jobs.id, t.jobId))
    .where(eq(t.id, id));
  return row!.job;
}

async function staffText(path: string): Promise<string> {
  const response = await staff.request(path);
  expect(response.status, path).toBe(200);
  return readableText(await visibleHtml(response));
}

/** The job numbers the list shows for a search. */
async function searchJobs(search: string): Promise<string[]> {
  const response = await staff.request(`/gestione/commesse?${new URLSearchParams({ cerca: search })}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/href="\/gestione\/commesse\/(C-\d{4}-\d{6})"/g)].map((match) => match[1]!);
}

describe("every request, lead and order opens or joins a job", () => {
  it("a guest's quote request opens a job with the customer's details, linked both ways", async () => {
    const quote = await sendQuoteRequest(app, {
      customerName: "Anna Ferri",
      customerEmail: "anna.ferri@example.it",
      customerPhone: "+39 347 555 0101",
    });
    const job = await jobOf("quoteRequests", quote.id);
    expect(job.number).toMatch(JOB_NUMBER);
    expect(job).toMatchObject({
      userId: null,
      customerName: "Anna Ferri",
      customerEmail: "anna.ferri@example.it",
    });

    const page = await staffText(`/gestione/commesse/${job.number}`);
    expect(page).toContain(`Commessa ${job.number}`);
    expect(page).toContain("Anna Ferri");
    expect(page).toContain(`Preventivo ${quote.number}`);
    expect(page).toContain(`Preventivo ${quote.number}: richiesta ricevuta`);
    // The e-mails about it: the office's, with the quote's PDF, and the customer's confirmation link.
    expect(page).toContain(`Nuova richiesta di preventivo ${quote.number} da Anna Ferri`);
    expect(page).toContain("Ufficio (casella del negozio)");
    expect(page).toMatch(/anna\.ferri@example\.it .*(Conferma|conferma)/);
    expect(page).toContain("Preventivo (PDF)");
    const html = await (await staff.request(`/gestione/commesse/${job.number}`)).text();
    expect(html).toContain(`href="/gestione/richieste/preventivo/${quote.id}"`);
    expect(html).toContain(`href="/preventivi/${quote.id}/pdf"`);
    expect(html).toContain('href="tel:+393475550101"');
    const requestPage = await staffText(`/gestione/richieste/preventivo/${quote.id}`);
    expect(requestPage).toContain(`Commessa ${job.number}`);
    expect(requestPage).toContain(`Nuova richiesta di preventivo ${quote.number} da Anna Ferri`);
  });

  it("a lead opens its own job", async () => {
    const leadId = await sendLead(app, { nome: "Piero", cognome: "Gallo", email: "piero.gallo@example.it" });
    const job = await jobOf("contactMessages", leadId);
    expect(job.customerName).toBe("Piero Gallo");
    const page = await staffText(`/gestione/commesse/${job.number}`);
    expect(page).toContain(`Contatto n. ${leadId}`);
    expect(page).toContain("Modulo contatti");
    // The sender's acknowledgement is filed under the lead's job too.
    expect(page).toContain("Abbiamo ricevuto il tuo messaggio");
  });

  it("an accepted quote's order stays in the quote's job; a plain order opens one at its address", async () => {
    const owner = await registeredCustomer(app);
    const quote = await sendQuoteRequest(app, {}, owner);
    await postRequestForm(app, staff, "preventivo", quote.id, { intent: "status", status: "in-lavorazione" });
    await postRequestForm(app, staff, "preventivo", quote.id, {
      intent: "offer",
      offeredPrice: "399,00",
      reason: "Sconto fedeltà",
    });
    const page = await owner.request(`/preventivi/${quote.id}`);
    const version = /name="version" value="(\d+)"/.exec(await page.text())?.[1] ?? "1";
    expect((await postPageForm(owner, `/preventivi/${quote.id}`, { intent: "accept", version })).status).toBe(
      302,
    );
    const placed = await owner.json<{ id: number; number: string }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
    });
    expect(placed.status).toBe(201);
    const quoteJob = await jobOf("quoteRequests", quote.id);
    expect((await jobOf("orders", placed.body.id)).number).toBe(quoteJob.number);

    const text = await staffText(`/gestione/commesse/${quoteJob.number}`);
    expect(text).toContain(`Ordine ${placed.body.number}`);
    expect(text).toContain(`Abbiamo ricevuto il tuo ordine ${placed.body.number}`);
    expect(text).toContain(`La nostra offerta per il preventivo ${quote.number}`);
    expect(text).toContain("Offerta inviata per il preventivo");
    expect(text).toContain("399,00 €");
    expect(text).toMatch(/Da «Nuova» a «In lavorazione»|da «Nuova» a «In lavorazione»/);
    const orderPage = await staffText(`/gestione/ordini/${placed.body.id}`);
    expect(orderPage).toContain(`Commessa ${quoteJob.number}`);
    expect(orderPage).toContain(`Abbiamo ricevuto il tuo ordine ${placed.body.number}`);

    // Ordered again from the shop, without a quote: a job of its own, at the shipping address.
    const line = await owner.json("/api/cart", {
      method: "POST",
      json: {
        ...(await windowRequestBody(app)),
        quantity: 1,
      },
    });
    expect(line.status).toBe(201);
    const again = await owner.json<{ id: number }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
    });
    expect(again.status).toBe(201);
    const own = await jobOf("orders", again.body.id);
    expect(own.number).not.toBe(quoteJob.number);
    expect(own).toMatchObject({
      siteStreet: "Via Indipendenza 10",
      siteCity: "Bologna",
      sitePostalCode: "40121",
    });
  });
});

describe("the job list", () => {
  it("finds a job by its number, a quote's or an order's number, name, e-mail, phone, city and codice fiscale", async () => {
    const owner = await registeredCustomer(app);
    const quote = await sendQuoteRequest(
      app,
      {
        customerName: "Ottavio Zanardi",
        customerEmail: "ottavio.zanardi@example.it",
        customerPhone: "+39 0521 998877",
      },
      owner,
    );
    const job = await jobOf("quoteRequests", quote.id);
    await app.db
      .update(schema.users)
      .set({ fiscalCode: "ZNRTTV70A01G337X" })
      .where(eq(schema.users.id, job.userId!));
    await app.db.update(schema.jobs).set({ siteCity: "Fidenza" }).where(eq(schema.jobs.id, job.id));
    const [, year, sequence] = quote.number.split("-");
    for (const search of [
      job.number,
      job.number.toLowerCase(),
      quote.number,
      `p-${year}-${Number(sequence)}`,
      "Zanardi",
      "ottavio zan",
      "ottavio.zanardi@",
      "0521 998877",
      "+39 0521-998877",
      "fiden",
      "znrttv70a01g337x",
    ])
      expect(await searchJobs(search), search).toEqual([job.number]);
    expect(await searchJobs("Nessunocosì")).toEqual([]);
  });

  it("answers 404 to a customer, for the list and for a job, and for an unknown number", async () => {
    const quote = await sendQuoteRequest(app);
    const { number } = await jobOf("quoteRequests", quote.id);
    expect((await buyer.request("/gestione/commesse")).status).toBe(404);
    expect((await buyer.request(`/gestione/commesse/${number}`)).status).toBe(404);
    expect((await staff.request("/gestione/commesse/C-1999-000001")).status).toBe(404);
  });
});

describe("editing a job's customer and site", () => {
  const page = (number: string) => `/gestione/commesse/${number}`;
  const versionOf = async (number: string) =>
    (
      await app.db
        .select({ version: schema.jobs.version })
        .from(schema.jobs)
        .where(eq(schema.jobs.number, number))
    )[0]!.version;
  const details = {
    customerName: "Anna Ferri",
    customerEmail: "",
    customerPhone: "051 765 4321",
    siteStreet: "Via Saragozza 12",
    sitePostalCode: "40123",
    siteCity: "Bologna",
    siteProvince: "bo",
    siteFloor: "3° piano",
    siteLift: "no",
    siteAccessNotes: "Cortile interno, citofono Ferri",
  };

  it("saves what staff type, audited with what changed, and the page shows it", async () => {
    const quote = await sendQuoteRequest(app, {
      customerName: "Anna Fer",
      customerEmail: "anna.f@example.it",
    });
    const { number } = await jobOf("quoteRequests", quote.id);
    const saved = await postPageForm(staff, page(number), {
      intent: "details",
      version: String(await versionOf(number)),
      ...details,
    });
    expect(saved.status).toBe(302);
    const [job] = await app.db.select().from(schema.jobs).where(eq(schema.jobs.number, number));
    expect(job).toMatchObject({
      customerName: "Anna Ferri",
      customerEmail: null,
      customerPhone: "051 765 4321",
      siteProvince: "BO",
      siteLift: false,
      siteFloor: "3° piano",
      version: 2,
    });
    const [audit] = await app.db.select().from(schema.auditLog).where(eq(schema.auditLog.objectId, number));
    expect(audit).toMatchObject({ action: "job.update", objectType: "job" });
    expect(audit!.before).toMatchObject({ customerName: "Anna Fer", siteLift: null });
    expect(audit!.after).toMatchObject({ customerName: "Anna Ferri", siteLift: false, siteCity: "Bologna" });
    // The audit log says it in words: the field, before → after.
    const log = readableText(
      await visibleHtml(
        await admin.request(`/gestione/registro?oggetto=job&id=${encodeURIComponent(number)}`),
      ),
    );
    expect(log).toContain("Dati della commessa modificati");
    expect(log).toContain(`Commessa ${number}`);
    expect(log).toContain("Nome del cliente: Anna Fer → diventa Anna Ferri");
    expect(log).toContain("Ascensore: No");
    expect(log).not.toContain("siteLift");
    const text = await staffText(page(number));
    expect(text).toContain("Via Saragozza 12");
    expect(text).toContain("40123 Bologna (BO)");
    expect(text).toContain("Cortile interno, citofono Ferri");
  });

  it.each([
    [{ customerName: "" }, "Inserisci il nome del cliente"],
    [{ sitePostalCode: "4012" }, "Inserisci un CAP di 5 cifre"],
    [{ siteProvince: "XX" }, "Scegli una provincia italiana (per esempio BO)"],
    [{ customerEmail: "anna@" }, "Inserisci un indirizzo email valido"],
    [{ siteLift: "forse" }, "Scegli se c'è l'ascensore"],
  ])("refuses %j with 400 and the message beside the field, saving nothing", async (wrong, message) => {
    const quote = await sendQuoteRequest(app, { customerName: "Bruno Riva" });
    const { number } = await jobOf("quoteRequests", quote.id);
    const response = await postPageForm(staff, page(number), {
      intent: "details",
      version: "1",
      ...details,
      ...wrong,
    });
    expect(response.status).toBe(400);
    const html = await visibleHtml(response);
    expect(readableText(html).replaceAll("&#x27;", "'")).toContain(message);
    // What was typed stays in the form.
    expect(html).toContain('value="Via Saragozza 12"');
    expect(await versionOf(number)).toBe(1);
    expect((await jobOf("quoteRequests", quote.id)).customerName).toBe("Bruno Riva");
  });

  it("answers 409 to a form drawn before someone else's save, keeping what was typed; 404 to a customer", async () => {
    const quote = await sendQuoteRequest(app, { customerName: "Carla Pini" });
    const { number } = await jobOf("quoteRequests", quote.id);
    expect(
      (await postPageForm(staff, page(number), { intent: "details", version: "1", ...details })).status,
    ).toBe(302);
    const stale = await postPageForm(staff, page(number), {
      intent: "details",
      version: "1",
      ...details,
      siteFloor: "Piano terra",
    });
    expect(stale.status).toBe(409);
    const html = await visibleHtml(stale);
    expect(readableText(html)).toContain("Qualcun altro ha modificato questa commessa nel frattempo");
    expect(html).toContain('value="Piano terra"');
    expect((await jobOf("quoteRequests", quote.id)).siteFloor).toBe("3° piano");
    const refused = await postPageForm(buyer, page(number), { intent: "details", version: "2", ...details });
    expect(refused.status).toBe(404);
  });
});

describe("a job for a customer who phones", () => {
  it("«Crea la commessa» opens a job without an account, audited, and goes to its page", async () => {
    const created = await postPageForm(staff, "/gestione/commesse", {
      intent: "create",
      customerName: "Teresa Villa",
      customerPhone: "333 444 5566",
      customerEmail: "",
      siteCity: "Imola",
    });
    expect(created.status).toBe(302);
    const location = created.headers.get("location") ?? "";
    const number = /\/gestione\/commesse\/(C-\d{4}-\d{6})$/.exec(location)?.[1];
    expect(number, location).toBeDefined();
    const [job] = await app.db.select().from(schema.jobs).where(eq(schema.jobs.number, number!));
    expect(job).toMatchObject({
      userId: null,
      customerName: "Teresa Villa",
      customerEmail: null,
      siteCity: "Imola",
    });
    const [audit] = await app.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "job.create"));
    expect(audit).toMatchObject({ objectType: "job", objectId: number });
    expect(await staffText(`/gestione/commesse/${number}`)).toContain("Teresa Villa");
    expect(await searchJobs("333 444 5566")).toContain(number);
  });

  it("refuses a job without a name (400, beside the field, nothing saved) and answers 404 to a customer", async () => {
    const jobsBefore = (await app.db.select({ id: schema.jobs.id }).from(schema.jobs)).length;
    const refused = await postPageForm(staff, "/gestione/commesse", {
      intent: "create",
      customerName: "",
      customerPhone: "333 444 5566",
    });
    expect(refused.status).toBe(400);
    const html = await visibleHtml(refused);
    expect(readableText(html)).toContain("Inserisci il nome del cliente");
    expect(html).toContain('value="333 444 5566"');
    const asCustomer = await postPageForm(buyer, "/gestione/commesse", {
      intent: "create",
      customerName: "X",
    });
    expect(asCustomer.status).toBe(404);
    expect((await app.db.select({ id: schema.jobs.id }).from(schema.jobs)).length).toBe(jobsBefore);
  });
});
