import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { type Customer, customer, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { requestRow, sendLead, sendQuoteRequest } from "../support/requests.ts";
import {
  placeOrder,
  postPageForm,
  SETUP_TIMEOUT_MS,
  type StaffAction,
  type StaffPage,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";

// The back office does not exist for guests and customers: every /gestione page
// and action answers 404, the same answer as an unknown URL, on the page and on
// its .data form; admin-only pages answer staff the same way
// (docs/product/back-office.md#roles).

let app: TestApp;
let people: { guest: Customer; customer: Customer; staff: Customer; admin: Customer };
let orderId: number;
/** A product and a calculator option the catalogue actions would change. */
let catalogueIds: { productId: number; optionId: number };

/** The inbox's and the customers' pages and actions, added once their objects exist. */
const requestPages: StaffPage[] = [];
const requestActions: StaffAction[] = [];

const pages = (): StaffPage[] => [
  ...requestPages,
  { path: "/gestione", adminOnly: false },
  { path: "/gestione/ordini", adminOnly: false },
  { path: "/gestione/ordini?stato=pending&q=Mario&ordina=totale-desc&pagina=1", adminOnly: false },
  { path: `/gestione/ordini/${orderId}`, adminOnly: false },
  { path: "/gestione/ordini/999999", adminOnly: false, missing: true },
  { path: "/gestione/ordini/esporta?stato=pending", adminOnly: false, resource: true },
  { path: `/gestione/ordini/${orderId}/ordini-fornitore`, adminOnly: false },
  { path: `/gestione/ordini/${orderId}/ddt`, adminOnly: false },
  { path: "/gestione/ordini/999999/ddt", adminOnly: false, missing: true },
  { path: "/gestione/catalogo/fornitori", adminOnly: false },
  { path: "/gestione/ordini-fornitore/OF-1999-000001/pdf", adminOnly: false, missing: true },
  { path: "/gestione/ordini-fornitore/OF-1999-000001/csv", adminOnly: false, missing: true },
  { path: "/gestione/ddt/DDT-1999-000001/pdf", adminOnly: false, missing: true },
  { path: "/gestione/staff", adminOnly: true },
  { path: "/gestione/registro", adminOnly: true },
  { path: "/gestione/squadre", adminOnly: true },
  { path: "/gestione/impostazioni/pagamenti", adminOnly: true },
  { path: "/gestione/calendario", adminOnly: false },
  { path: "/gestione/calendario?giorno=2027-01-12", adminOnly: false },
  { path: "/gestione/commesse/C-1999-000001/appuntamenti", adminOnly: false, missing: true },
  { path: "/gestione/registro?persona=1&oggetto=user&pagina=2", adminOnly: true },
  { path: "/gestione/catalogo", adminOnly: false },
  { path: "/gestione/catalogo?cerca=finestra&categoria=finestre&stato=nascosto&pagina=1", adminOnly: false },
  { path: `/gestione/catalogo/prodotti/${catalogueIds.productId}`, adminOnly: false },
  { path: "/gestione/catalogo/prodotti/999999", adminOnly: false, missing: true },
  { path: "/gestione/catalogo/opzioni", adminOnly: false },
  { path: "/gestione/catalogo/porte", adminOnly: false },
  { path: "/gestione/catalogo/misure", adminOnly: false },
  { path: "/gestione/posta", adminOnly: false },
  { path: "/gestione/offerte/O-1999-000001/versioni/1/pdf", adminOnly: false, missing: true },
  { path: "/gestione/offerte", adminOnly: false },
  { path: "/gestione/offerte?stato=inviata&scadenza=1", adminOnly: false },
  { path: "/gestione/offerte/O-1999-000001", adminOnly: false, missing: true },
  { path: "/gestione/offerte/O-1999-000001/configura", adminOnly: false, missing: true },
];

const actions = (): StaffAction[] => [
  ...requestActions,
  {
    path: `/gestione/ordini/${orderId}`,
    fields: { stage: "annullato", version: "1", note: "x" },
    adminOnly: false,
  },
  {
    path: `/gestione/ordini/${orderId}`,
    fields: { intent: "revise", reason: "Intruso" },
    adminOnly: false,
  },
  {
    path: "/gestione/staff",
    fields: {
      intent: "create",
      username: "intruso_creato",
      email: "intruso@example.it",
      firstName: "In",
      lastName: "Truso",
      password: "Password-Lunga-2026",
      role: "admin",
    },
    adminOnly: true,
  },
  {
    path: `/gestione/catalogo/prodotti/${catalogueIds.productId}`,
    fields: {
      intent: "product",
      name: "Intruso",
      description: "",
      basePrice: "1,00",
      visibility: "nascosto",
    },
    adminOnly: false,
  },
  {
    path: "/gestione/catalogo/opzioni",
    fields: {
      intent: "option",
      optionId: String(catalogueIds.optionId),
      name: "Intruso",
      multiplier: "10",
      addition: "",
    },
    adminOnly: false,
  },
  {
    path: "/gestione/catalogo/porte",
    fields: { intent: "door-price", item: "article", key: "CIL-001", price: "1,00" },
    adminOnly: false,
  },
  {
    path: "/gestione/catalogo/misure",
    fields: {
      intent: "size-limit",
      key: "door:*:*",
      minWidthMm: "1",
      maxWidthMm: "6000",
      minHeightMm: "1",
      maxHeightMm: "6000",
      version: "1",
    },
    adminOnly: false,
  },
  {
    path: "/gestione/catalogo/fornitori",
    fields: { intent: "new-supplier", name: "Intruso", email: "intruso@example.it", leadTimeDays: "1" },
    adminOnly: false,
  },
  { path: `/gestione/ordini/${orderId}/ordini-fornitore`, fields: { intent: "prepare" }, adminOnly: false },
  {
    path: `/gestione/ordini/${orderId}/ddt`,
    fields: {
      intent: "delivery-note",
      transportReason: "vendita",
      transportDay: "2026-12-10",
      transportTime: "08:00",
      packages: "1",
    },
    adminOnly: false,
  },
  { path: "/gestione/staff", fields: { intent: "disable", userId: "1" }, adminOnly: true },
  { path: "/gestione/squadre", fields: { intent: "save", name: "Squadra intrusa" }, adminOnly: true },
  {
    path: "/gestione/impostazioni/pagamenti",
    fields: {
      intent: "terms",
      saleKind: "goods_online",
      version: "1",
      "schedule.0.label": "Tutto",
      "schedule.0.percentBp": "100",
      "schedule.0.trigger": "order",
    },
    adminOnly: true,
  },
  { path: "/gestione/posta", fields: { intent: "retry", mailId: "1" }, adminOnly: false },
  { path: "/gestione/staff", fields: { intent: "enable", userId: "1" }, adminOnly: true },
  // Pages without an action still refuse the post before anything else.
  { path: "/gestione", fields: { intent: "anything" }, adminOnly: false },
  { path: "/gestione/registro", fields: {}, adminOnly: true },
  { path: "/gestione/richieste", fields: { intent: "anything" }, adminOnly: false },
  { path: "/gestione/clienti", fields: { intent: "anything" }, adminOnly: false },
];

/** Files staff download (CSV, JSON): resource routes behind the same guard. */
const downloads: string[] = [
  "/gestione/richieste/esporta",
  "/gestione/richieste/esporta?tipo=contatto&cerca=luca",
];

/** The inbox's and the customers' pages and actions, on objects made in beforeAll. */
function addRequestAndCustomerRoutes(quoteId: number, leadId: number, customerId: number) {
  const quotePath = `/gestione/richieste/preventivo/${quoteId}`;
  const leadPath = `/gestione/richieste/contatto/${leadId}`;
  const customerPath = `/gestione/clienti/${customerId}`;
  requestPages.push(
    { path: "/gestione/richieste", adminOnly: false },
    {
      path: "/gestione/richieste?tipo=preventivo&stato=nuova&dal=2020-01-01&al=2099-12-31&cerca=giulia&pagina=1",
      adminOnly: false,
    },
    { path: quotePath, adminOnly: false },
    { path: leadPath, adminOnly: false },
    { path: "/gestione/clienti", adminOnly: false },
    { path: "/gestione/clienti?cerca=mario&pagina=1", adminOnly: false },
    { path: customerPath, adminOnly: false },
  );
  // The customer's data export is audited, so it is a POST (customers.test.ts › Esporta dati is a POST).
  requestActions.push({ path: `${customerPath}/esporta`, fields: {}, adminOnly: false });
  for (const path of [quotePath, leadPath]) {
    requestActions.push(
      { path, fields: { intent: "status", status: "in-lavorazione", version: "1" }, adminOnly: false },
      { path, fields: { intent: "assign", assigneeId: "1", version: "1" }, adminOnly: false },
      { path, fields: { intent: "note", body: "Nota dell'intruso" }, adminOnly: false },
    );
  }
  requestActions.push(
    {
      path: quotePath,
      fields: { intent: "offer", offeredPrice: "1,00", reason: "Regalo", version: "1" },
      adminOnly: false,
    },
    { path: customerPath, fields: { intent: "anonymise" }, adminOnly: false },
  );
}

let objects: { quoteId: number; leadId: number; customerId: number };

beforeAll(async () => {
  app = await startStaffTestApp();
  const admin = await signInAsFirstAdmin(app);
  people = {
    guest: customer(app),
    customer: await registeredCustomer(app),
    staff: await signedInStaff(app, admin),
    admin,
  };
  // The customer's own order: even its owner cannot reach it through the back office.
  orderId = await placeOrder(app, people.customer);
  const [customerRow] = await app.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.username, people.customer.username));
  objects = {
    quoteId: (await sendQuoteRequest(app)).id,
    leadId: await sendLead(app),
    customerId: customerRow!.id,
  };
  addRequestAndCustomerRoutes(objects.quoteId, objects.leadId, objects.customerId);
  const [product] = await app.db.select().from(schema.products).orderBy(schema.products.id).limit(1);
  const [option] = await app.db
    .select()
    .from(schema.calculatorOptions)
    .orderBy(schema.calculatorOptions.id)
    .limit(1);
  catalogueIds = { productId: product!.id, optionId: option!.id };
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

/** `/a/b?x=1` → `/a/b.data?x=1`, as the browser's router asks for a page's data. */
function dataPath(path: string): string {
  const [pathname, query] = path.split("?");
  return `${pathname}.data${query ? `?${query}` : ""}`;
}

async function expectNotFound(response: Response, label: string) {
  expect(response.status, label).toBe(404);
  const body = await visibleHtml(response);
  // Nothing of the back office leaks: no navigation, no staff text.
  expect(body.includes("Registro attività"), label).toBe(false);
  expect(body.includes("Gestione ·"), label).toBe(false);
}

describe("guests and customers", () => {
  for (const who of ["guest", "customer"] as const) {
    it(`${who}: every /gestione page and its .data answer 404, as an unknown URL does`, async () => {
      const client = people[who];
      const unknown = await client.request("/pagina-che-non-esiste");
      expect(unknown.status).toBe(404);
      expect((await visibleHtml(unknown)).includes("404 Page Not Found")).toBe(true);
      for (const { path } of pages()) {
        const page = await client.request(path, { redirect: "manual" });
        expect(page.status, path).toBe(404);
        expect((await visibleHtml(page)).includes("404 Page Not Found"), path).toBe(true);
        await expectNotFound(await client.request(dataPath(path), { redirect: "manual" }), dataPath(path));
      }
    });

    it(`${who}: every /gestione action answers 404 and changes nothing`, async () => {
      const client = people[who];
      for (const { path, fields } of actions()) {
        await expectNotFound(await postPageForm(client, path, fields), `POST ${path}`);
        await expectNotFound(
          await postPageForm(client, dataPath(path), { ...fields, js: "1" }),
          `POST ${dataPath(path)}`,
        );
      }
      const admin = await people.admin.request("/gestione/staff");
      expect((await admin.text()).includes("intruso_creato")).toBe(false);
      const order = await people.customer.json<{ status: string }>(`/api/orders/${orderId}`);
      expect(order.body.status).toBe("pending");
      for (const kind of ["preventivo", "contatto"] as const) {
        const id = kind === "preventivo" ? objects.quoteId : objects.leadId;
        expect(await requestRow(app, kind, id)).toMatchObject({
          status: "nuova",
          version: 1,
          assignedTo: null,
        });
      }
      expect(await app.db.select().from(schema.requestNotes)).toEqual([]);
      expect(await app.db.select().from(schema.orderRevisions)).toEqual([]);
      expect(
        await app.db.select().from(schema.offers).where(eq(schema.offers.revisesOrderId, orderId)),
      ).toEqual([]);
      const [account] = await app.db
        .select()
        .from(schema.users)
        .where(eq(schema.users.id, objects.customerId));
      expect(account!.anonymizedAt).toBeNull();
      const [product] = await app.db
        .select()
        .from(schema.products)
        .where(eq(schema.products.id, catalogueIds.productId));
      expect(await app.db.select().from(schema.purchaseOrders)).toEqual([]);
      expect(await app.db.select().from(schema.deliveryNotes)).toEqual([]);
      expect(
        await app.db.select().from(schema.suppliers).where(eq(schema.suppliers.name, "Intruso")),
      ).toEqual([]);
      expect(product).toMatchObject({ hidden: false });
      expect(product!.name).not.toBe("Intruso");
      const [option] = await app.db
        .select()
        .from(schema.calculatorOptions)
        .where(eq(schema.calculatorOptions.id, catalogueIds.optionId));
      expect(option!.name).not.toBe("Intruso");
      const [cylinder] = await app.db
        .select()
        .from(schema.doorArticles)
        .where(eq(schema.doorArticles.code, "CIL-001"));
      expect(cylinder!.priceCents).not.toBe(100);
      expect(
        await app.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "product.update")),
      ).toEqual([]);
    });

    it(`${who}: every /gestione download answers 404`, async () => {
      for (const path of downloads) {
        await expectNotFound(await people[who].request(path, { redirect: "manual" }), path);
        await expectNotFound(
          await people[who].request(dataPath(path), { redirect: "manual" }),
          dataPath(path),
        );
      }
    });
  }
});

/** What may differ between two answers: the per-response headers, and the CSP nonce in the body. */
const PER_RESPONSE_HEADERS = new Set([
  "date",
  "x-request-id",
  "content-security-policy",
  "etag",
  "content-length",
]);

async function comparable(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name)),
  );
  const body = (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
  return { status: response.status, headers, body };
}

describe("the back office cannot be told apart from an unknown address", () => {
  for (const who of ["guest", "customer"] as const) {
    it(`${who}: /gestione, its pages, their .data and its downloads answer exactly as an unknown URL`, async () => {
      const client = people[who];
      const unknown = await comparable(
        await client.request("/qualcosa-che-non-esiste", { redirect: "manual" }),
      );
      const unknownData = await comparable(
        await client.request("/qualcosa-che-non-esiste.data", { redirect: "manual" }),
      );
      expect(unknown.status).toBe(404);
      for (const path of [
        "/gestione",
        "/gestione/",
        "/GESTIONE",
        `/gestione/ordini/${orderId}`,
        "/gestione/ordini/999999",
        "/gestione/staff",
        "/gestione/ordini/esporta",
        `/gestione/clienti/${objects.customerId}/esporta`,
        "/gestione/richieste/esporta?tipo=contatto",
      ]) {
        expect(await comparable(await client.request(path, { redirect: "manual" })), path).toEqual(unknown);
      }
      for (const path of ["/gestione.data", `/gestione/ordini/${orderId}.data`, "/gestione/staff.data"]) {
        expect(await comparable(await client.request(path, { redirect: "manual" })), path).toEqual(
          unknownData,
        );
      }
    });

    it(`${who}: a post to the back office answers as a post to an unknown URL`, async () => {
      const client = people[who];
      const unknown = await comparable(
        await postPageForm(client, "/qualcosa-che-non-esiste", { intent: "x" }),
      );
      expect(unknown.status).toBe(404);
      for (const path of ["/gestione/staff", `/gestione/ordini/${orderId}`, "/gestione"]) {
        expect(await comparable(await postPageForm(client, path, { intent: "x" })), path).toEqual(unknown);
      }
    });
  }
});

describe("staff", () => {
  it("opens the staff pages, privately, and gets 404 on the admin-only ones", async () => {
    for (const { path, adminOnly, resource, missing } of pages()) {
      const page = await people.staff.request(path, { redirect: "manual" });
      if (adminOnly || missing) {
        await expectNotFound(page, path);
        await expectNotFound(
          await people.staff.request(dataPath(path), { redirect: "manual" }),
          dataPath(path),
        );
        continue;
      }
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe("private, no-store");
      if (resource) continue;
      const data = await people.staff.request(dataPath(path), { redirect: "manual" });
      expect(data.status, dataPath(path)).toBe(200);
      expect(data.headers.get("cache-control"), dataPath(path)).toBe("private, no-store");
    }
  });

  it("downloads the exports, privately, as attachments", async () => {
    for (const path of downloads) {
      const response = await people.staff.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.get("content-disposition"), path).toMatch(/^attachment; filename=/);
    }
  });

  it("gets 404 from every admin-only action", async () => {
    for (const { path, fields } of actions().filter((action) => action.adminOnly)) {
      await expectNotFound(await postPageForm(people.staff, path, fields), `POST ${path}`);
      await expectNotFound(
        await postPageForm(people.staff, dataPath(path), { ...fields, js: "1" }),
        `POST ${dataPath(path)}`,
      );
    }
  });

  it("staff and admins may save the catalogue's forms (here with the values they already hold)", async () => {
    const [product] = await app.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, catalogueIds.productId));
    const cents = product!.basePriceCents;
    for (const who of ["staff", "admin"] as const) {
      const response = await postPageForm(people[who], `/gestione/catalogo/prodotti/${product!.id}`, {
        intent: "product",
        name: product!.name,
        description: product!.description,
        basePrice: `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`,
        visibility: product!.hidden ? "nascosto" : "visibile",
        ...(product!.isBestseller ? { isBestseller: "on" } : {}),
        ...(product!.isEcoFriendly ? { isEcoFriendly: "on" } : {}),
        ...(product!.significantGood ? { significantGood: "on" } : {}),
        version: String(product!.version),
      });
      expect(response.status, who).toBe(302);
    }
  });

  it("is told its role, which the account menu reads; a customer is a customer", async () => {
    expect((await people.staff.json<{ role: string }>("/api/user")).body.role).toBe("staff");
    expect((await people.admin.json<{ role: string }>("/api/user")).body.role).toBe("admin");
    expect((await people.customer.json<{ role: string }>("/api/user")).body.role).toBe("customer");
  });
});

describe("admins", () => {
  it("open every page, privately, with the admin sections in the navigation", async () => {
    for (const { path, resource, missing } of pages()) {
      const page = await people.admin.request(path, { redirect: "manual" });
      expect(page.status, path).toBe(missing ? 404 : 200);
      if (resource || missing) continue;
      expect(page.headers.get("cache-control"), path).toBe("private, no-store");
      const html = await visibleHtml(page);
      expect(html.includes('href="/gestione/staff"'), path).toBe(true);
      expect(html.includes('href="/gestione/registro"'), path).toBe(true);
      const data = await people.admin.request(dataPath(path), { redirect: "manual" });
      expect(data.status, dataPath(path)).toBe(200);
    }
  });

  it("the back office has its own header: no cart, no «Preventivo Gratuito», the way back and «Esci»", async () => {
    const html = await visibleHtml(await people.staff.request("/gestione"));
    expect(html).toContain('aria-label="Account del personale"');
    expect(html).toContain("Vai al negozio");
    expect(html).toContain('action="/logout"');
    expect(html).not.toContain("Preventivo Gratuito");
    expect(html).not.toContain('href="/cart"');
    // A customer at the same address gets the shop's 404, with the shop's header.
    const customer = await visibleHtml(await people.customer.request("/gestione"));
    expect(customer).not.toContain('aria-label="Account del personale"');
    expect(customer).toContain("Preventivo Gratuito");
  });

  it("staff do not see the admin sections in their navigation", async () => {
    const html = await visibleHtml(await people.staff.request("/gestione"));
    expect(html.includes('href="/gestione/staff"')).toBe(false);
    expect(html.includes('href="/gestione/registro"')).toBe(false);
  });
});
