import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  postForm,
  registeredCustomer,
  validCheckoutForm,
  visibleHtml,
} from "../support/api-client.ts";
import {
  orderNumberOf,
  placeOrder,
  SETUP_TIMEOUT_MS,
  setOrderState,
  startStaffWorld,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import { addFirstWindowToCart, loadPricingCatalogue } from "../support/window-fixtures.ts";

// The back office's order list (docs/product/back-office.md#orders): server-side
// pages of 25, filters and sort in the URL, search by number, name or e-mail,
// and the CSV export of the filtered list.

let app: TestApp;
let staff: Customer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const world = await startStaffWorld();
  ({ app, staff } = world);
  const { buyer } = world;
  ids.lucia = await placeOrder(app, buyer, {
    paymentMethod: "bonifico",
    shipping: { name: "Lucia Ferri", email: "lucia.ferri@example.it" },
  });
  ids.formula = await placeOrder(app, buyer, {
    paymentMethod: "contrassegno",
    shipping: {
      name: '=HYPERLINK("http://evil.example")',
      email: "attacco@example.it",
      city: "Reggio; Emilia",
    },
  });
  ids.marco = await placeOrder(app, buyer, { shipping: { name: "Marco Neri", email: "marco@example.it" } });
  // Dates in Rome: Lucia on 1 March 2026 just after midnight (still 28 February in UTC), Marco in April.
  await setOrderState(app, ids.lucia, { createdAt: new Date("2026-02-28T23:30:00Z"), totalCents: 123_456 });
  await setOrderState(app, ids.formula, {
    createdAt: new Date("2026-03-15T10:00:00Z"),
    status: "processing",
    totalCents: 50_005,
  });
  await setOrderState(app, ids.marco, { createdAt: new Date("2026-04-02T10:00:00Z"), totalCents: 99_900 });
  // 26 more orders from January, copies of Marco's, so that the list has pages.
  const [source] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, ids.marco));
  const { id: _id, idempotencyKey: _key, ...copy } = source!;
  await app.db.insert(schema.orders).values(
    Array.from({ length: 26 }, (_, index) => ({
      ...copy,
      number: `A-2025-${String(index + 1).padStart(6, "0")}`,
      shippingName: `Cliente Gennaio ${index + 1}`,
      shippingEmail: `gennaio.${index + 1}@example.it`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index, 9)),
      totalCents: 10_000 + index,
    })),
  );
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

/** The order numbers the list page shows, in order. */
async function listedIds(query: string): Promise<number[]> {
  const response = await staff.request(`/gestione/ordini${query}`);
  expect(response.status, query).toBe(200);
  const html = await visibleHtml(response);
  return [...html.matchAll(/href="\/gestione\/ordini\/(\d+)"/g)].map((match) => Number(match[1]));
}

describe("the order list", () => {
  it("shows 25 orders a page, newest first, and the rest on page 2", async () => {
    const first = await listedIds("");
    expect(first).toHaveLength(25);
    expect(first.slice(0, 3)).toEqual([ids.marco, ids.formula, ids.lucia]);
    const second = await listedIds("?pagina=2");
    expect(second).toHaveLength(4);
    expect(new Set([...first, ...second]).size).toBe(29);
    const html = await visibleHtml(await staff.request("/gestione/ordini"));
    expect(html.includes("29 ordini")).toBe(true);
    expect(html.includes('href="/gestione/ordini?pagina=2"')).toBe(true);
  });

  it("filters by status, payment method and date range in the shop's days", async () => {
    expect(await listedIds("?stato=processing")).toEqual([ids.formula]);
    expect(await listedIds("?pagamento=bonifico")).toEqual([ids.lucia]);
    expect(await listedIds("?dal=2026-03-01&al=2026-03-31")).toEqual([ids.formula, ids.lucia]);
    expect(await listedIds("?dal=2026-03-02&al=2026-03-31")).toEqual([ids.formula]);
    // Lucia's order came at 00:30 on 1 March in Rome, although it was still 28 February in UTC.
    const upToFebruary = [
      ...(await listedIds("?al=2026-02-28")),
      ...(await listedIds("?al=2026-02-28&pagina=2")),
    ];
    expect(upToFebruary).toHaveLength(26);
    expect(upToFebruary).not.toContain(ids.lucia);
    // Malformed filters are no filters.
    expect(await listedIds("?stato=spedito&dal=2026-02-31&pagina=abc")).toHaveLength(25);
  });

  it("searches by order number, customer name or e-mail", async () => {
    expect(await listedIds(`?q=${ids.lucia}`)).toEqual([ids.lucia]);
    expect(await listedIds(`?q=n.${ids.marco}`)).toEqual([ids.marco]);
    expect(await listedIds("?q=ferri")).toEqual([ids.lucia]);
    expect(await listedIds("?q=MARCO%40example")).toEqual([ids.marco]);
    expect(await listedIds("?q=100%25")).toEqual([]);
  });

  it("sorts by total", async () => {
    expect((await listedIds("?ordina=totale-desc")).slice(0, 3)).toEqual([ids.lucia, ids.marco, ids.formula]);
    expect((await listedIds("?ordina=totale-asc&dal=2026-03-01")).slice(0, 3)).toEqual([
      ids.formula,
      ids.marco,
      ids.lucia,
    ]);
  });

  it("keeps the filters in the page links", async () => {
    const html = await visibleHtml(await staff.request("/gestione/ordini?al=2026-02-28&ordina=totale-asc"));
    expect(html.includes('href="/gestione/ordini?al=2026-02-28&amp;ordina=totale-asc&amp;pagina=2"')).toBe(
      true,
    );
  });
});

describe("the CSV export", () => {
  it("puts each order's own recorded payments in «Pagato» and «Da pagare»", async () => {
    const [recorder] = await app.db.select({ id: schema.users.id }).from(schema.users).limit(1);
    await app.db.insert(schema.orderPayments).values({
      orderId: ids.lucia!,
      receivedOn: "2026-03-02",
      amountCents: 10_000,
      method: "bonifico",
      recordedBy: recorder!.id,
    });
    try {
      const csv = await (await staff.request("/gestione/ordini/esporta?dal=2026-03-01&al=2026-03-31")).text();
      const lucia = csv.split("\r\n").find((line) => line.includes("Lucia Ferri"))!;
      expect(lucia.endsWith(";100,00;1134,56;1011,93;222,63;0,00")).toBe(true);
      const formula = csv.split("\r\n").find((line) => line.includes("attacco@example.it"))!;
      expect(formula.endsWith(";0,00;500,05;409,88;90,17;0,00")).toBe(true);
    } finally {
      await app.db.delete(schema.orderPayments).where(eq(schema.orderPayments.orderId, ids.lucia!));
    }
  });

  it("exports the filtered list for Italian Excel, with formulas neutralised", async () => {
    const response = await staff.request("/gestione/ordini/esporta?dal=2026-03-01&al=2026-03-31");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="ordini-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the BOM it has just been shown.
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      "Ordine;Data;Stato;Cliente;E-mail;Telefono;Città;Pagamento;Totale (€);Provincia;Fattura a;Codice fiscale;Ragione sociale;Partita IVA;Codice SDI;PEC;Detrazione fiscale;Indirizzo;CAP;Pagato (€);Da pagare (€);Imponibile (€);IVA 22% (€);IVA 10% (€)",
    );
    expect(lines).toHaveLength(4);
    // Orders placed through the API without invoice data leave those columns empty.
    expect(lines[1]).toBe(
      `${await orderNumberOf(app, ids.formula!)};15/03/2026;In lavorazione;"'=HYPERLINK(""http://evil.example"")";attacco@example.it;051 123 4567;"Reggio; Emilia";Contanti alla consegna;500,05;;;;;;;;No;Via Indipendenza 10;40121;0,00;500,05;409,88;90,17;0,00`,
    );
    expect(lines[2]).toBe(
      `${await orderNumberOf(app, ids.lucia!)};01/03/2026;In attesa;Lucia Ferri;lucia.ferri@example.it;051 123 4567;Bologna;Bonifico bancario;1234,56;;;;;;;;No;Via Indipendenza 10;40121;0,00;1234,56;1011,93;222,63;0,00`,
    );
    expect(lines[3]).toBe("");
  });

  it("holds every match, not just one page", async () => {
    const csv = await (await staff.request("/gestione/ordini/esporta?pagina=2")).text();
    expect(csv.trim().split("\r\n")).toHaveLength(30);
  });

  it("carries the invoice data a customer gave at checkout", async () => {
    const buyer = await registeredCustomer(app);
    await addFirstWindowToCart(buyer, await loadPricingCatalogue(app));
    const placed = await postForm(
      app,
      "/checkout",
      { ...validCheckoutForm, paymentMethod: "bonifico", taxDeduction: "on" },
      { cookie: buyer.cookie! },
    );
    expect(placed.status).toBe(302);
    const [order] = (await buyer.json<{ number: string }[]>("/api/orders")).body;
    const csv = await (await staff.request("/gestione/ordini/esporta")).text();
    const row = csv.split("\r\n").find((line) => line.startsWith(`${order?.number};`));
    expect(row).toMatch(/;BO;Privato;RSSMRA85T10A562S;;;;;Sì;/);
  });
});
