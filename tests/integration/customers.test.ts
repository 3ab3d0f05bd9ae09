import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { type Customer, registeredCustomer, validShipping, visibleHtml } from "../support/api-client.ts";
import { verifiedCustomer } from "../support/email-links.ts";
import { postRequestForm, sendLead, sendQuoteRequest, windowRequestBody } from "../support/requests.ts";
import { postPageForm, signedInStaff, signInAsFirstAdmin, startStaffTestApp } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// Customers in the back office (docs/product/back-office.md#customers): the
// list and its search, a customer's page, and GDPR: "Esporta dati" and "Anonimizza".

let app: TestApp;
let admin: Customer;
let staff: Customer;

beforeAll(async () => {
  app = await startStaffTestApp({ publicFormLimit: { limit: 10_000, windowMs: 60_000 } });
  admin = await signInAsFirstAdmin(app);
  staff = await signedInStaff(app, admin);
});
afterAll(async () => {
  await app?.close();
});

async function userRow(username: string) {
  const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, username));
  return row!;
}

/** A customer who has bought, asked, written, saved and wished: everything the page and the export show. */
async function busyCustomer(email: string) {
  const shopper = await verifiedCustomer(app, {
    firstName: "Chiara",
    lastName: "Neri",
    email,
    phone: "+39 051 222 3333",
  });
  const window = await windowRequestBody(app);
  expect((await shopper.json("/api/cart", { method: "POST", json: window })).status).toBe(201);
  const order = await shopper.json<{ id: number; number: string }>("/api/orders", {
    method: "POST",
    json: {
      shipping: { ...validShipping, name: "Chiara Neri", email },
      paymentMethod: "bonifico",
      withdrawalExclusionAccepted: true,
    },
  });
  expect(order.status).toBe(201);
  const saved = await shopper.json<{ id: number }>("/api/saved-configurations", {
    method: "POST",
    json: { name: "Cucina di casa Neri", ...window },
  });
  expect(saved.status).toBe(201);
  expect(
    (await shopper.json("/api/wishlist", { method: "POST", json: { productId: window.productId } })).status,
  ).toBe(201);
  const signedInQuote = await sendQuoteRequest(
    app,
    { customerName: "Chiara Neri", customerEmail: email },
    shopper,
  );
  // Sent as a guest with the address the account confirmed: the same person.
  const guestLead = await sendLead(app, { nome: "Chiara", cognome: "Neri", email: email.toUpperCase() });
  return {
    shopper,
    orderId: order.body.id,
    orderNumber: order.body.number,
    savedId: saved.body.id,
    quoteId: signedInQuote.id,
    quoteNumber: signedInQuote.number,
    leadId: guestLead,
    row: await userRow(shopper.username),
  };
}

describe("the customer list", () => {
  it("lists customers only, newest first, searched by name, username or e-mail", async () => {
    const older = await registeredCustomer(app, {
      firstName: "Ottavio",
      lastName: "Ferri",
      email: "o.ferri@example.it",
    });
    const newer = await registeredCustomer(app, {
      firstName: "Bianca",
      lastName: "Rosa Fiore",
      email: "bianca@example.it",
    });
    // The page's main content: the header's account menu names the signed-in staff member.
    const page = await visibleHtml(await staff.request("/gestione/clienti"));
    const html = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
    expect(html.indexOf(newer.username)).toBeGreaterThan(-1);
    expect(html.indexOf(newer.username)).toBeLessThan(html.indexOf(older.username));
    expect(html).not.toContain(staff.username);
    expect(html).not.toContain(">amministratore<");

    const search = async (text: string) =>
      visibleHtml(await staff.request(`/gestione/clienti?cerca=${encodeURIComponent(text)}`));
    for (const text of ["ottav", "Ferri", "o.ferri@", older.username.slice(0, 12)]) {
      const found = await search(text);
      expect(found, text).toContain(older.username);
      expect(found, text).not.toContain(newer.username);
    }
    expect(await search("fiore")).toContain(newer.username);
    expect(await search("nessuno-si-chiama-cosi")).toContain("Nessun cliente trovato.");
  });
});

describe("a customer's page", () => {
  it("shows the account and, read only, orders, quote requests, leads and saved configurations", async () => {
    const { row, orderId, orderNumber, quoteNumber, leadId } = await busyCustomer("chiara.neri@example.it");
    const response = await staff.request(`/gestione/clienti/${row.id}`);
    expect(response.status).toBe(200);
    const html = await visibleHtml(response);
    for (const text of [
      row.username,
      "chiara.neri@example.it",
      "+39 051 222 3333",
      'href="tel:+390512223333"',
      `Ordine ${orderNumber}`,
      `href="/gestione/ordini/${orderId}"`,
      `Preventivo ${quoteNumber}`,
      `Contatto n. ${leadId}`,
      "Cucina di casa Neri",
      "Esporta dati",
      "Anonimizza",
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it("answers 404 for a staff account, an unknown id and a malformed one", async () => {
    const staffRow = await userRow(staff.username);
    for (const path of [
      `/gestione/clienti/${staffRow.id}`,
      "/gestione/clienti/999999",
      "/gestione/clienti/abc",
    ]) {
      expect((await staff.request(path)).status, path).toBe(404);
    }
    expect((await postPageForm(staff, `/gestione/clienti/${staffRow.id}/esporta`, {})).status).toBe(404);
  });
});

async function exportAuditCount(): Promise<number> {
  return (await app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "customer.export")))
    .length;
}

/** What the test reads of the export. */
interface ExportedData {
  account: Record<string, unknown>;
  orders: { id: number; items: { configuration: unknown[] }[] }[];
  quoteRequests: { id: number; configuration: { dimensions: unknown } }[];
  leads: { id: number }[];
  savedConfigurations: { id: number; name: string }[];
  wishlist: unknown[];
}

describe("Esporta dati", () => {
  it("downloads everything the shop holds about the customer as JSON, and is audited", async () => {
    const { row, orderId, quoteId, leadId, savedId } = await busyCustomer("export.neri@example.it");
    const page = await visibleHtml(await staff.request(`/gestione/clienti/${row.id}`));
    expect(page).toMatch(
      new RegExp(
        `<form action="/gestione/clienti/${row.id}/esporta" method="post"><button type="submit"[^>]*>[\\s\\S]*?Esporta dati</button></form>`,
      ),
    );
    const response = await postPageForm(staff, `/gestione/clienti/${row.id}/esporta`, {});
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="cliente-${row.id}-dati.json"`,
    );
    const body = (await response.json()) as ExportedData;
    expect(body.account).toMatchObject({
      id: row.id,
      username: row.username,
      firstName: "Chiara",
      lastName: "Neri",
      email: "export.neri@example.it",
      phone: "+39 051 222 3333",
    });
    expect(JSON.stringify(body)).not.toContain("argon2");
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({ id: orderId, shippingName: "Chiara Neri", status: "pending" });
    expect(body.orders[0]!.items[0]).toMatchObject({ quantity: 1, kind: "window" });
    expect(body.orders[0]!.items[0]!.configuration.length).toBeGreaterThan(0);
    expect(body.quoteRequests.map((quote) => quote.id)).toEqual([quoteId]);
    expect(body.quoteRequests[0]!.configuration.dimensions).toEqual({ width: 1200, height: 1400 });
    expect(body.leads.map((lead) => lead.id)).toEqual([leadId]);
    expect(body.savedConfigurations.map((saved) => [saved.id, saved.name])).toEqual([
      [savedId, "Cucina di casa Neri"],
    ]);
    expect(body.wishlist).toHaveLength(1);

    const audit = await app.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "customer.export"));
    expect(audit.some((entry) => entry.objectId === String(row.id) && entry.objectType === "user")).toBe(
      true,
    );
  });
});

describe("Esporta dati is a POST", () => {
  it("a GET (a link someone sent staff) answers 405 with Allow: POST in Italian, and exports and audits nothing", async () => {
    const { row } = await busyCustomer("export.get@example.it");
    const exportsBefore = await exportAuditCount();
    for (const path of [`/gestione/clienti/${row.id}/esporta`, `/gestione/clienti/${row.id}/esporta.data`]) {
      const response = await staff.request(path, { redirect: "manual" });
      expect(response.status, path).toBe(405);
      // React Router's .data answers carry the status and the message, not the headers.
      if (!path.endsWith(".data")) expect(response.headers.get("allow"), path).toBe("POST");
      expect(response.headers.get("content-disposition"), path).toBeNull();
      const text = await response.text();
      expect(text, path).toContain("Metodo non consentito: usa POST");
      expect(text, path).not.toContain("export.get@example.it");
    }
    expect(await exportAuditCount()).toBe(exportsBefore);
  });

  it("a cross-site post of the export is refused with 403 and audits nothing", async () => {
    const { row } = await busyCustomer("export.cross@example.it");
    const exportsBefore = await exportAuditCount();
    const response = await staff.request(`/gestione/clienti/${row.id}/esporta`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(response.status).toBe(403);
    expect(await exportAuditCount()).toBe(exportsBefore);
  });
});

describe("Anonimizza", () => {
  it("replaces the personal fields of the account, its leads and quote requests, keeps orders, ends sessions", async () => {
    const email = "anonima.neri@example.it";
    const { shopper, row, orderId, quoteId, leadId } = await busyCustomer(email);
    const secondDevice = await registeredCustomer(app);
    secondDevice.cookie = shopper.cookie;
    expect((await shopper.json("/api/user")).status).toBe(200);
    // A guest's quote request with another address stays as it is.
    const stranger = await sendQuoteRequest(app, {
      customerName: "Altra Persona",
      customerEmail: "altra@example.it",
    });

    const response = await postPageForm(staff, `/gestione/clienti/${row.id}`, { intent: "anonymise" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/gestione/clienti/${row.id}`);

    const account = await app.db.select().from(schema.users).where(eq(schema.users.id, row.id));
    expect(account[0]).toMatchObject({
      username: `anonimo#${row.id}`,
      firstName: "Cliente",
      lastName: "anonimizzato",
      email: `anonimo-${row.id}@example.invalid`,
      phone: null,
      address: null,
      city: null,
      postalCode: null,
      role: "customer",
    });
    expect(account[0]!.anonymizedAt).toBeInstanceOf(Date);
    const [quote] = await app.db
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, quoteId));
    expect(quote).toMatchObject({
      customerName: "Cliente anonimizzato",
      customerEmail: `anonimo-${row.id}@example.invalid`,
      customerPhone: "",
      notes: "",
    });
    const [leadRow] = await app.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.id, leadId));
    expect(leadRow).toMatchObject({
      firstName: "Cliente",
      lastName: "anonimizzato",
      email: `anonimo-${row.id}@example.invalid`,
      phone: null,
      message: "",
    });
    const [other] = await app.db
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, stranger.id));
    expect(other!.customerName).toBe("Altra Persona");

    // Orders are tax records: kept as they were, and so is the job that holds one.
    const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order).toMatchObject({ userId: row.id, shippingName: "Chiara Neri", shippingEmail: email });
    const jobOf = async (jobId: number) =>
      (await app.db.select().from(schema.jobs).where(eq(schema.jobs.id, jobId)))[0];
    expect(await jobOf(order!.jobId)).toMatchObject({ customerName: "Chiara Neri", customerEmail: email });
    // The request's and the lead's jobs hold no order: their customer and site are gone.
    for (const jobId of [quote!.jobId, leadRow!.jobId])
      expect(await jobOf(jobId)).toMatchObject({
        customerName: "Cliente anonimizzato",
        customerEmail: `anonimo-${row.id}@example.invalid`,
        customerPhone: null,
        siteStreet: null,
      });
    expect((await jobOf(other!.jobId))!.customerName).toBe("Altra Persona");

    // Sessions are gone, the old credentials no longer sign in, personal lists are emptied.
    expect(await app.db.select().from(schema.sessions).where(eq(schema.sessions.userId, row.id))).toEqual([]);
    expect((await shopper.json("/api/user")).status).toBe(401);
    const login = await shopper.json("/api/login", {
      method: "POST",
      json: { username: shopper.username, password: shopper.password },
    });
    expect(login.status).toBe(401);
    expect(
      await app.db
        .select()
        .from(schema.savedConfigurations)
        .where(eq(schema.savedConfigurations.userId, row.id)),
    ).toEqual([]);
    expect(
      await app.db.select().from(schema.wishlistItems).where(eq(schema.wishlistItems.userId, row.id)),
    ).toEqual([]);

    // Audited, without the erased values.
    const [audit] = await app.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "customer.anonymise"));
    expect(audit).toMatchObject({
      actorId: (await userRow(staff.username)).id,
      objectType: "user",
      objectId: String(row.id),
    });
    expect(audit!.after).toMatchObject({ quoteRequests: [quoteId], leads: [leadId] });
    expect(JSON.stringify(audit)).not.toContain(email);
    expect(JSON.stringify(audit)).not.toContain("Chiara");

    // The page says so, and a second time is refused.
    const page = await visibleHtml(await staff.request(`/gestione/clienti/${row.id}`));
    expect(page).toContain("Anonimizzato il");
    const again = await postPageForm(staff, `/gestione/clienti/${row.id}`, { intent: "anonymise" });
    expect(again.status).toBe(409);
    expect(await visibleHtml(again)).toContain("Il cliente è già stato anonimizzato");
    await postRequestForm(app, staff, "preventivo", quoteId, { intent: "status", status: "chiusa" });
  });

  it("never anonymises a staff member or an admin from here (404), changing nothing", async () => {
    for (const person of [staff, admin]) {
      const target = await userRow(person.username);
      const response = await postPageForm(admin, `/gestione/clienti/${target.id}`, { intent: "anonymise" });
      expect(response.status).toBe(404);
      expect((await userRow(person.username)).anonymizedAt).toBeNull();
    }
    expect((await staff.request("/gestione")).status).toBe(200);
  });
});

describe("requests matched by e-mail", () => {
  /** The ids of the quote requests and leads the export gives for the account `id`. */
  async function exportedRequestIds(id: number) {
    const response = await postPageForm(staff, `/gestione/clienti/${id}/esporta`, {});
    expect(response.status).toBe(200);
    const body = (await response.json()) as ExportedData;
    return { quotes: body.quoteRequests.map((quote) => quote.id), leads: body.leads.map((lead) => lead.id) };
  }

  it("an address the account has not confirmed pulls nobody's guest requests into its page, export or anonymisation", async () => {
    const victimEmail = "vittima.guest@example.it";
    const guestQuote = await sendQuoteRequest(app, {
      customerName: "Vera Vittima",
      customerEmail: victimEmail,
    });
    const guestLead = await sendLead(app, { nome: "Vera", cognome: "Vittima", email: victimEmail });
    // Someone else types the victim's address in their own profile, and never confirms it.
    const intruder = await registeredCustomer(app);
    const changed = await postPageForm(intruder, "/profilo", {
      intent: "profile",
      email: victimEmail,
      currentPassword: intruder.password,
    });
    expect(changed.status).toBe(302);
    const row = await userRow(intruder.username);
    expect(row.email).toBe(victimEmail);

    const page = await visibleHtml(await staff.request(`/gestione/clienti/${row.id}`));
    expect(page).not.toContain(guestQuote.number);
    expect(await exportedRequestIds(row.id)).toEqual({ quotes: [], leads: [] });
    expect((await postPageForm(staff, `/gestione/clienti/${row.id}`, { intent: "anonymise" })).status).toBe(
      302,
    );
    const [quote] = await app.db
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, guestQuote.id));
    expect(quote).toMatchObject({ customerName: "Vera Vittima", customerEmail: victimEmail });
    const [lead] = await app.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.id, guestLead));
    expect(lead).toMatchObject({ firstName: "Vera", email: victimEmail });
  });

  it("a confirmed address takes the guest requests sent with it, never another account's", async () => {
    const email = "confermata.sola@example.it";
    const owner = await verifiedCustomer(app, { email });
    const guestQuote = await sendQuoteRequest(app, { customerEmail: email.toUpperCase() });
    // Another account's own request, typed with the owner's address: it stays that account's.
    const other = await registeredCustomer(app);
    const othersQuote = await sendQuoteRequest(
      app,
      { customerName: "Altro Cliente", customerEmail: email },
      other,
    );
    const row = await userRow(owner.username);
    expect((await exportedRequestIds(row.id)).quotes).toEqual([guestQuote.id]);
    expect((await postPageForm(staff, `/gestione/clienti/${row.id}`, { intent: "anonymise" })).status).toBe(
      302,
    );
    const [kept] = await app.db
      .select()
      .from(schema.quoteRequests)
      .where(eq(schema.quoteRequests.id, othersQuote.id));
    expect(kept).toMatchObject({ customerName: "Altro Cliente", customerEmail: email });
  });
});
