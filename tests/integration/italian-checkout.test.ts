import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eurosToCents } from "../../app/domain/italian-formats/money.ts";
import { CUSTOMER_CASH_LIMIT_MESSAGE } from "../../app/domain/orders/cash-limit.ts";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  postForm,
  registeredCustomer,
  validCheckoutForm,
  validShipping,
  visibleHtml,
} from "../support/api-client.ts";
import { pdfText } from "../support/pdf-reader.ts";
import { SETUP_TIMEOUT_MS, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import {
  addFirstWindowToCart,
  firstValidConfiguration,
  loadPricingCatalogue,
} from "../support/window-fixtures.ts";

// What an Italian buyer gives and gets at checkout (docs/product/buying.md#checkout):
// invoice data, the address in parts, the cash limit, the acknowledgement on
// made-to-measure products, and the bank transfer's causale.

const DEMO_IBAN = "IT60 X054 2811 1010 0000 0123 456";

let app: TestApp;
let staff: Customer;

beforeAll(async () => {
  ({ app, staff } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

async function buyerWithWindow(quantity = 1) {
  const buyer = await registeredCustomer(app);
  const catalogue = await loadPricingCatalogue(app);
  const configuration = firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
  const added = await buyer.json<{ calculatedPrice: number }>("/api/cart", {
    method: "POST",
    json: { ...configuration, quantity },
  });
  expect(added.status).toBe(201);
  return { buyer, unitCents: eurosToCents(added.body.calculatedPrice) };
}

const checkoutForm = (buyer: Customer, fields: Record<string, string>) =>
  postForm(app, "/checkout", fields, { cookie: buyer.cookie! });

async function orderRows(buyer: Customer) {
  const me = (await buyer.json<{ id: number }>("/api/user")).body;
  return app.db.select().from(schema.orders).where(eq(schema.orders.userId, me.id));
}

/** The input named `name` of a page's HTML, with the message linked to it, if any. */
function inputTag(html: string, name: string): string {
  return new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
}

describe("invoice data on the checkout page", () => {
  it.each([
    [
      "a wrong codice fiscale",
      { fiscalCode: "RSSMRA85T10A562T" },
      "fiscalCode",
      "Il codice fiscale non è valido: controlla il carattere di controllo",
    ],
    ["a missing codice fiscale", { fiscalCode: "" }, "fiscalCode", "Inserisci il codice fiscale"],
    [
      "a company's wrong partita IVA",
      { invoiceType: "azienda", companyName: "Rossi S.r.l.", vatNumber: "12345678901", sdiCode: "M5UXCR1" },
      "vatNumber",
      "La partita IVA non è valida",
    ],
    [
      "a company with neither SDI code nor PEC",
      { invoiceType: "azienda", companyName: "Rossi S.r.l.", vatNumber: "12345678903" },
      "sdiCode",
      "Indica il codice destinatario SDI oppure l'indirizzo PEC",
    ],
    [
      "a six-character SDI code",
      { invoiceType: "azienda", companyName: "Rossi S.r.l.", vatNumber: "12345678903", sdiCode: "M5UXCR" },
      "sdiCode",
      "Il codice destinatario SDI è di 7 caratteri",
    ],
    [
      "a wrong PEC",
      { invoiceType: "azienda", companyName: "Rossi S.r.l.", vatNumber: "12345678903", pec: "fatture" },
      "pec",
      "Inserisci un indirizzo PEC valido",
    ],
    ["a missing house number", { houseNumber: "" }, "houseNumber", "Inserisci il numero civico"],
  ])(
    "refuses %s with the message on the field and keeps what was typed",
    async (_case, change, field, message) => {
      const { buyer } = await buyerWithWindow();
      const fields = { ...validCheckoutForm, paymentMethod: "bonifico", ...change };
      const refused = await checkoutForm(buyer, fields);
      expect(refused.status).toBe(400);
      const html = (await visibleHtml(refused)).replaceAll("&#x27;", "'");
      expect(html).toContain(message);
      const input = inputTag(html, field);
      expect(input).toContain('aria-invalid="true"');
      expect(input).toMatch(/aria-describedby="[^"]*-errore/);
      // Nothing typed is lost.
      for (const [name, value] of Object.entries(change)) {
        if (value && name !== "invoiceType") expect(inputTag(html, name)).toContain(`value="${value}"`);
      }
      expect(inputTag(html, "city")).toContain('value="Bologna"');
      expect(await orderRows(buyer)).toHaveLength(0);
    },
  );

  it("refuses a province that is not one of the 107", async () => {
    const { buyer } = await buyerWithWindow();
    const refused = await checkoutForm(buyer, {
      ...validCheckoutForm,
      paymentMethod: "carta",
      province: "CI",
    });
    expect(refused.status).toBe(400);
    expect(await visibleHtml(refused)).toMatch(/<select[^>]*name="province"[^>]*aria-invalid="true"/);
  });

  it("stores a company's invoice data and the address in parts, and shows them to the customer and to staff", async () => {
    const { buyer } = await buyerWithWindow();
    const placed = await checkoutForm(buyer, {
      ...validCheckoutForm,
      paymentMethod: "carta",
      invoiceType: "azienda",
      fiscalCode: "",
      companyName: "Rossi Serramenti S.r.l.",
      vatNumber: "IT 12345678903",
      sdiCode: "m5uxcr1",
      pec: "",
      province: "SU",
    });
    expect(placed.status).toBe(302);
    const [row] = await orderRows(buyer);
    expect(row).toMatchObject({
      invoiceType: "azienda",
      invoiceCompanyName: "Rossi Serramenti S.r.l.",
      invoiceVatNumber: "12345678903",
      invoiceSdiCode: "M5UXCR1",
      invoicePec: null,
      invoiceFiscalCode: null,
      shippingStreet: "Via Indipendenza",
      shippingHouseNumber: "10",
      shippingProvince: "SU",
      // The one-line column older readers use.
      shippingAddress: "Via Indipendenza 10",
      billingAddress: "Via Indipendenza 10, 40121 Bologna (SU)",
      paymentReference: null,
    });
    for (const html of [
      await visibleHtml(await buyer.request(`/orders/${row!.id}`)),
      await visibleHtml(await staff.request(`/gestione/ordini/${row!.id}`)),
    ]) {
      expect(html).toContain("Rossi Serramenti S.r.l.");
      expect(html).toContain("12345678903");
      expect(html).toContain("M5UXCR1");
      expect(html).toContain("40121 Bologna (SU)");
    }
  });

  it("keeps the old JSON body working: invoice data and address parts are optional for API clients", async () => {
    const { buyer } = await buyerWithWindow();
    const placed = await buyer.json<{ id: number; invoice: unknown; shippingAddress: string }>(
      "/api/orders",
      {
        method: "POST",
        json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
      },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.invoice).toBeNull();
    expect(placed.body.shippingAddress).toBe("Via Indipendenza 10");
    const refused = await buyer.json<{ message: string }>("/api/orders", {
      method: "POST",
      json: {
        shipping: validShipping,
        paymentMethod: "carta",
        withdrawalExclusionAccepted: true,
        invoice: { type: "privato", fiscalCode: "RSSMRA85T10A562T" },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/codice fiscale non è valido/);
  });
});

describe("cash on delivery", () => {
  it("is refused from 5.000 € up, on the page and in the API, and offered below", async () => {
    const probe = await buyerWithWindow();
    const unit = probe.unitCents;
    const atLimit = Math.ceil(500_000 / unit);
    expect(atLimit).toBeLessThanOrEqual(99);

    const { buyer } = await buyerWithWindow(atLimit);
    const page = await visibleHtml(await buyer.request("/checkout"));
    expect(page).not.toContain('value="contrassegno"');
    expect(page).toMatch(/non è disponibile per ordini da 5\.000,00\s€ in su/);
    const refused = await checkoutForm(buyer, { ...validCheckoutForm, paymentMethod: "contrassegno" });
    expect(refused.status).toBe(400);
    const html = await visibleHtml(refused);
    expect(html).toMatch(
      /Il pagamento in contanti alla consegna non è possibile per ordini da 5\.000,00\s€ in su/,
    );
    expect(html).toContain('id="errore-metodo-pagamento"');
    const api = await buyer.json<{ message: string }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "contrassegno", withdrawalExclusionAccepted: true },
    });
    expect(api.status).toBe(400);
    expect(api.body.message).toMatch(/contanti alla consegna non è possibile per ordini da 5\.000,00\s€/);
    expect(await orderRows(buyer)).toHaveLength(0);

    // Another method at the same total is fine.
    const paid = await buyer.json("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
    });
    expect(paid.status).toBe(201);

    if (atLimit > 1) {
      const below = await buyerWithWindow(atLimit - 1);
      expect(await visibleHtml(await below.buyer.request("/checkout"))).toContain('value="contrassegno"');
      const accepted = await below.buyer.json("/api/orders", {
        method: "POST",
        json: { shipping: validShipping, paymentMethod: "contrassegno", withdrawalExclusionAccepted: true },
      });
      expect(accepted.status).toBe(201);
    }
  });
});

describe("cash from one customer", () => {
  async function addWindows(buyer: Customer, quantity: number) {
    const catalogue = await loadPricingCatalogue(app);
    const configuration = firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
    const added = await buyer.json("/api/cart", { method: "POST", json: { ...configuration, quantity } });
    expect(added.status).toBe(201);
  }
  const cashOrder = (buyer: Customer, paymentMethod = "contrassegno") =>
    buyer.json<{ message: string; id: number }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod, withdrawalExclusionAccepted: true },
    });

  it("is refused when two cash-on-delivery orders, each below 5.000 €, would reach it together: page and API", async () => {
    const atLimit = Math.ceil(500_000 / (await buyerWithWindow()).unitCents);
    expect(atLimit).toBeGreaterThan(1);
    const buyer = await registeredCustomer(app);
    // First order: just below 5.000 € in cash.
    await addWindows(buyer, atLimit - 1);
    const first = await cashOrder(buyer);
    expect(first.status).toBe(201);
    // Second order: one more window, in cash, seconds later.
    await addWindows(buyer, 1);
    const api = await cashOrder(buyer);
    expect(api.status).toBe(400);
    expect(api.body.message).toBe(CUSTOMER_CASH_LIMIT_MESSAGE);
    const page = await checkoutForm(buyer, { ...validCheckoutForm, paymentMethod: "contrassegno" });
    expect(page.status).toBe(400);
    const html = await visibleHtml(page);
    expect(html).toContain(CUSTOMER_CASH_LIMIT_MESSAGE);
    expect(html).toContain('id="errore-metodo-pagamento"');
    expect(await orderRows(buyer)).toHaveLength(1);
    // A bank transfer for the same cart is fine.
    expect((await cashOrder(buyer, "bonifico")).status).toBe(201);
  });

  it("no longer counts an order completed more than 7 days ago", async () => {
    const atLimit = Math.ceil(500_000 / (await buyerWithWindow()).unitCents);
    const buyer = await registeredCustomer(app);
    await addWindows(buyer, atLimit - 1);
    const first = await cashOrder(buyer);
    expect(first.status).toBe(201);
    await addWindows(buyer, 1);
    expect((await cashOrder(buyer)).status).toBe(400);
    await app.db
      .update(schema.orders)
      .set({ status: "completed", createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(schema.orders.id, first.body.id));
    expect((await cashOrder(buyer)).status).toBe(201);
  });
});

describe("made-to-measure products", () => {
  it("need the acknowledgement, stored with its time and shown to staff", async () => {
    const { buyer } = await buyerWithWindow();
    const { withdrawalExclusionAccepted: _left, ...withoutAcknowledgement } = validCheckoutForm;
    const refused = await checkoutForm(buyer, { ...withoutAcknowledgement, paymentMethod: "carta" });
    expect(refused.status).toBe(400);
    const html = await visibleHtml(refused);
    expect(html).toContain(
      "Conferma di aver compreso che i prodotti su misura sono esclusi dal diritto di recesso",
    );
    expect(inputTag(html, "withdrawalExclusionAccepted")).toContain('aria-invalid="true"');
    expect(inputTag(html, "fiscalCode")).toContain('value="RSSMRA85T10A562S"');

    const api = await buyer.json<{ message: string }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "carta" },
    });
    expect(api.status).toBe(400);
    expect(api.body.message).toMatch(/esclusi dal diritto di recesso/);
    expect(await orderRows(buyer)).toHaveLength(0);

    const before = Date.now();
    const placed = await checkoutForm(buyer, { ...validCheckoutForm, paymentMethod: "carta" });
    expect(placed.status).toBe(302);
    const [row] = await orderRows(buyer);
    const acceptedAt = row!.withdrawalExclusionAcceptedAt!.getTime();
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);
    const staffPage = await visibleHtml(await staff.request(`/gestione/ordini/${row!.id}`));
    expect(staffPage).toContain("Esclusione dal diritto di recesso accettata il");
  });
});

describe("bank transfer", () => {
  it("gives the IBAN, the amount and the causale with the order number, on the order page and the PDF", async () => {
    const { buyer, unitCents } = await buyerWithWindow();
    const placed = await checkoutForm(buyer, { ...validCheckoutForm, paymentMethod: "bonifico" });
    expect(placed.status).toBe(302);
    const [row] = await orderRows(buyer);
    expect(row!.paymentReference).toBe(`Ordine ${row!.number} - Aurora Serramenti S.r.l.`);
    const page = await visibleHtml(await buyer.request(`/orders/${row!.id}`));
    expect(page).toContain("Dati per il bonifico");
    expect(page).toContain(DEMO_IBAN);
    expect(page).toContain(`Ordine ${row!.number} - Aurora Serramenti S.r.l.`);
    expect(page).toContain(
      new Intl.NumberFormat("it-IT", { minimumFractionDigits: 2 }).format(unitCents / 100),
    );
    const pdf = pdfText(new Uint8Array(await (await buyer.request(`/orders/${row!.id}/pdf`)).arrayBuffer()));
    expect(pdf.replace(/\s+/g, " ")).toContain(`IBAN: ${DEMO_IBAN}`);
    expect(pdf.replace(/\s+/g, " ")).toContain(`Causale: Ordine ${row!.number}`);
    expect(pdf.replace(/\s+/g, " ")).toContain("Codice fiscale: RSSMRA85T10A562S");
    expect(pdf.replace(/\s+/g, " ")).toMatch(
      /Prodotti su misura: esclusione dal diritto di recesso accettata il \d{2}\/\d{2}\/\d{4}/,
    );
  });

  it("with the tax deduction, uses the bonifico parlante causale within 140 characters", async () => {
    const { buyer } = await buyerWithWindow();
    const placed = await checkoutForm(buyer, {
      ...validCheckoutForm,
      fiscalCode: "rssmra85t10a56nh",
      paymentMethod: "bonifico",
      taxDeduction: "on",
    });
    expect(placed.status).toBe(302);
    const [row] = await orderRows(buyer);
    const causale = `Bonifico per detrazione art. 16-bis DPR 917/1986 - Ordine ${row!.number} - C.F. beneficiario RSSMRA85T10A56NH - P.IVA 04518230372`;
    expect(row).toMatchObject({
      taxDeduction: true,
      invoiceFiscalCode: "RSSMRA85T10A56NH",
      paymentReference: causale,
    });
    expect(causale.length).toBeLessThanOrEqual(140);
    expect(await visibleHtml(await buyer.request(`/orders/${row!.id}`))).toContain(causale);
    expect(await visibleHtml(await staff.request(`/gestione/ordini/${row!.id}`))).toContain(causale);
  });

  it("refuses the deduction with a card payment or a company's invoice data", async () => {
    const { buyer } = await buyerWithWindow();
    const withCard = await checkoutForm(buyer, {
      ...validCheckoutForm,
      paymentMethod: "carta",
      taxDeduction: "on",
    });
    expect(withCard.status).toBe(400);
    const cardHtml = await visibleHtml(withCard);
    expect(cardHtml).toContain("La detrazione fiscale richiede il pagamento con bonifico bancario");
    expect(inputTag(cardHtml, "taxDeduction")).toContain('aria-invalid="true"');
    const company = await checkoutForm(buyer, {
      ...validCheckoutForm,
      paymentMethod: "bonifico",
      taxDeduction: "on",
      invoiceType: "azienda",
      companyName: "Rossi S.r.l.",
      vatNumber: "12345678903",
      pec: "fatture@pec.rossi.it",
    });
    expect(company.status).toBe(400);
    expect(await visibleHtml(company)).toContain(
      "Per la detrazione fiscale indica i dati di fatturazione da privato",
    );
    expect(await orderRows(buyer)).toHaveLength(0);
  });

  it("answers a page checkout made with JavaScript with what the success screen shows", async () => {
    const { buyer } = await buyerWithWindow();
    const answer = await buyer.request("/checkout.data", {
      method: "POST",
      body: new URLSearchParams({ ...validCheckoutForm, paymentMethod: "bonifico", js: "1" }),
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain("IT60X0542811101000000123456");
    const [row] = await orderRows(buyer);
    expect(text).toContain(`Ordine ${row!.number} - Aurora Serramenti S.r.l.`);
  });
});

it("a card checkout of an API client leaves no bank transfer data", async () => {
  const buyer = await registeredCustomer(app);
  await addFirstWindowToCart(buyer, await loadPricingCatalogue(app));
  const placed = await buyer.json<{ paymentReference: string | null; paymentIban: string | null }>(
    "/api/orders",
    {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
    },
  );
  expect(placed.status).toBe(201);
  expect(placed.body).toMatchObject({ paymentReference: null, paymentIban: null });
});
