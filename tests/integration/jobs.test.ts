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
import { postPageForm, SETUP_TIMEOUT_MS, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The job (docs/product/jobs.md): every quote request, lead and order belongs
// to one, with its own number and page in the back office; an accepted quote's
// order stays in the quote's job; the list finds a job by any of its numbers
// and by the customer's details; customers get 404.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
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
    const html = await (await staff.request(`/gestione/commesse/${job.number}`)).text();
    expect(html).toContain(`href="/gestione/richieste/preventivo/${quote.id}"`);
    expect(html).toContain(`href="/preventivi/${quote.id}/pdf"`);
    expect(html).toContain('href="tel:+393475550101"');
    expect(await staffText(`/gestione/richieste/preventivo/${quote.id}`)).toContain(`Commessa ${job.number}`);
  });

  it("a lead opens its own job", async () => {
    const leadId = await sendLead(app, { nome: "Piero", cognome: "Gallo", email: "piero.gallo@example.it" });
    const job = await jobOf("contactMessages", leadId);
    expect(job.customerName).toBe("Piero Gallo");
    const page = await staffText(`/gestione/commesse/${job.number}`);
    expect(page).toContain(`Contatto n. ${leadId}`);
    expect(page).toContain("Modulo contatti");
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
    expect(text).toContain("Offerta inviata per il preventivo");
    expect(text).toContain("399,00 €");
    expect(text).toMatch(/Da «Nuova» a «In lavorazione»|da «Nuova» a «In lavorazione»/);
    expect(await staffText(`/gestione/ordini/${placed.body.id}`)).toContain(`Commessa ${quoteJob.number}`);

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
