import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addShopDays, formatDateShort } from "../../app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { vatIncludedCents } from "../../app/domain/orders/order-totals.ts";
import { type Customer, registeredCustomer, validShipping } from "../support/api-client.ts";
import { pdfPageCount, pdfText, renderFirstPage } from "../support/pdf-reader.ts";
import { postRequestForm, sendQuoteRequest } from "../support/requests.ts";
import { SETUP_TIMEOUT_MS, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "../support/window-fixtures.ts";

// The PDF documents (docs/product/documents.md): the quote and the order
// confirmation, read back as text and rendered to a picture with poppler's
// tools, and who may download them.

let app: TestApp;
let staff: Customer;
let buyer: Customer;
let stranger: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
  stranger = await registeredCustomer(app);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

async function pdfOf(client: Customer | TestApp, pathname: string) {
  const response = await client.request(pathname);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * `DOCUMENT_EXAMPLES=docs/examples` keeps the documents these tests print, as
 * the examples committed under docs/examples/ were made.
 */
function keepExample(fileName: string, bytes: Uint8Array) {
  const folder = process.env.DOCUMENT_EXAMPLES;
  if (folder) writeFileSync(path.resolve(folder, fileName), bytes);
}

/** pdftotext keeps the layout's columns: compare words, not spacing. */
function words(text: string) {
  return text.replace(/\s+/g, " ");
}

/** An order of `lines` different windows (one per product, quantities 1, 2, 1, 2…). */
async function orderOf(lines: number) {
  const catalogue = await loadPricingCatalogue(app);
  const products = catalogue.configurable.slice(0, lines);
  expect(products.length).toBe(lines);
  for (const [index, product] of products.entries()) {
    const added = await buyer.request("/api/cart", {
      method: "POST",
      json: { ...firstValidConfiguration(catalogue, product.id), quantity: (index % 2) + 1 },
    });
    expect(added.status, `line ${index + 1} added`).toBe(201);
  }
  const placed = await buyer.json<{ id: number; number: string; totalAmount: number }>("/api/orders", {
    method: "POST",
    json: {
      shipping: validShipping,
      paymentMethod: "bonifico",
      withdrawalExclusionAccepted: true,
      notes: "Consegna al mattino, citofono Rossi",
    },
  });
  expect(placed.status).toBe(201);
  return {
    id: placed.body.id,
    number: placed.body.number,
    products,
    totalCents: Math.round(placed.body.totalAmount * 100),
  };
}

describe("the quote's PDF", () => {
  it("prints the letterhead, the customer, the configuration, the offer, the totals, the conditions and the page number", async () => {
    const { id, number, price } = await sendQuoteRequest(app, { notes: "Posa entro settembre" }, buyer);
    expect(
      (await postRequestForm(app, staff, "preventivo", id, { intent: "status", status: "in-lavorazione" }))
        .status,
    ).toBe(302);
    const offered = await postRequestForm(app, staff, "preventivo", id, {
      intent: "offer",
      offeredPrice: "1.234,50",
      reason: "Sconto fedeltà: più finestre nello stesso cantiere",
    });
    expect(offered.status).toBe(302);

    const { response, bytes } = await pdfOf(buyer, `/preventivi/${id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="preventivo-${number}.pdf"`);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");

    keepExample("preventivo.pdf", bytes);
    const text = words(pdfText(bytes));
    for (const expected of [
      "Aurora Serramenti S.r.l.",
      "P.IVA IT04518230372 · REA BO-557204",
      `Preventivo ${number}`,
      "Giulia Bianchi",
      "giulia.bianchi@example.it",
      "Note del cliente (testo scritto dal cliente) Posa entro settembre",
      `Prezzo alla richiesta ${formatEuroCents(Math.round(price * 100))}`,
      "Motivo dell'offerta: Sconto fedeltà: più finestre nello stesso cantiere",
      "Totale offerto 1.234,50 €",
      `di cui IVA (22%) ${formatEuroCents(vatIncludedCents(123_450))}`,
      "art. 59, comma 1, lett. c) del Codice del Consumo",
      "Quantità 1",
      // The product family's lead time, as staff set it (the window's 5–6 weeks to start with).
      "Consegna stimata: 5–6 settimane dal pagamento dell'ordine.",
      "Pagina 1 di 1",
    ]) {
      expect(text).toContain(words(expected));
    }
    // Valid 30 days from the offer, which was made today.
    const validUntil = formatDateShort(addShopDays(new Date(), 30));
    expect(text).toContain(`Valido fino al: ${validUntil}`);
    expect(text).toContain(`Validità: il preventivo è valido fino al ${validUntil}.`);
    expect(text).toMatch(/Materiale: \S+/);
    // The product's list price is no line of the configuration: it would read as a second price.
    expect(text).not.toContain("Prezzo base");
    // The line's thermal transmittance, in words the PDF font can print (docs/product/thermal.md).
    expect(text).toMatch(/Trasmittanza termica: Uw circa \d,\d\d W\/m²K/);
  });

  it("is the owner's and staff's only: a guest, another customer, a malformed or a missing id get 404", async () => {
    const { id } = await sendQuoteRequest(app, {}, buyer);
    expect((await pdfOf(buyer, `/preventivi/${id}/pdf`)).response.status).toBe(200);
    expect((await pdfOf(staff, `/preventivi/${id}/pdf`)).response.status).toBe(200);
    for (const [who, client] of [
      ["guest", app],
      ["another customer", stranger],
    ] as const) {
      const { response } = await pdfOf(client, `/preventivi/${id}/pdf`);
      expect(response.status, who).toBe(404);
      expect(response.headers.get("content-type"), who).not.toBe("application/pdf");
    }
    for (const path of ["/preventivi/999999/pdf", "/preventivi/abc/pdf", "/preventivi/99999999999/pdf"]) {
      expect((await pdfOf(buyer, path)).response.status, path).toBe(404);
    }
    // A guest's quote has no owner: only staff may print it.
    const { id: guestQuote } = await sendQuoteRequest(app);
    expect((await pdfOf(buyer, `/preventivi/${guestQuote}/pdf`)).response.status).toBe(404);
    expect((await pdfOf(staff, `/preventivi/${guestQuote}/pdf`)).response.status).toBe(200);
  });
});

describe("the order confirmation's PDF", () => {
  it("lists every line of a 10-line order with its figures and the totals, over numbered pages", async () => {
    const order = await orderOf(10);
    const { response, bytes } = await pdfOf(buyer, `/orders/${order.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="conferma-ordine-${order.number}.pdf"`,
    );

    keepExample("conferma-ordine.pdf", bytes);
    const pages = pdfPageCount(bytes);
    expect(pages).toBeGreaterThan(1);
    const text = words(pdfText(bytes));
    expect(order.number).toMatch(/^A-\d{4}-\d{6}$/);
    expect(text).toContain(`Conferma d'ordine ${order.number}`);
    expect(text).toContain("non costituisce fattura");
    expect(text).toContain("Pagamento: Bonifico bancario");
    expect(text).toContain(
      "Note del cliente (testo scritto dal cliente) Consegna al mattino, citofono Rossi",
    );
    expect(text).toContain(`${validShipping.postalCode} ${validShipping.city}`);
    for (const product of order.products) expect(text).toContain(product.name);
    expect(text.match(/Quantità 2/g)).toHaveLength(5);
    expect(text).toContain(words(`Totale ${formatEuroCents(order.totalCents)}`));
    expect(text).toContain(words(`di cui IVA (22%) ${formatEuroCents(vatIncludedCents(order.totalCents))}`));
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Pagina ${page} di ${pages}`);
    expect(text).not.toContain("Valido fino al");
    expect(text).not.toContain("Prezzo base");
  });

  it("renders page 1 as an A4 picture with the letterhead and drawings on it", async () => {
    const order = await orderOf(2);
    const { bytes } = await pdfOf(buyer, `/orders/${order.id}/pdf`);
    const page = renderFirstPage(bytes, 40);
    expect(page.png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // A4 at 40 dpi: 8,27 × 11,69 inches.
    expect(page.width).toBe(331);
    expect(page.height).toBe(468);
    // Text and two drawings leave ink on the page; a blank or broken page would not.
    expect(page.inkShare).toBeGreaterThan(0.01);
  });

  it("is the owner's and staff's only", async () => {
    const order = await orderOf(1);
    expect((await pdfOf(staff, `/orders/${order.id}/pdf`)).response.status).toBe(200);
    expect((await pdfOf(app, `/orders/${order.id}/pdf`)).response.status).toBe(404);
    expect((await pdfOf(stranger, `/orders/${order.id}/pdf`)).response.status).toBe(404);
    expect((await pdfOf(buyer, "/orders/0/pdf")).response.status).toBe(404);
  });
});

describe("the customer's notes in a PDF", () => {
  // Notes that pretend to be the shop's: they must read as the customer's words, after the lines.
  const forged =
    "AVVISO DI AURORA SERRAMENTI S.R.L.: IBAN cambiato, paga il bonifico a IT60X0542811101000000123456";
  const LABEL = "Note del cliente (testo scritto dal cliente)";

  /** Where the notes stand in the text: after their label, after the first line, never in the letterhead. */
  function expectNotesApart(text: string, firstLine: string) {
    const label = text.indexOf(LABEL);
    const notes = text.indexOf(forged);
    expect(label).toBeGreaterThan(0);
    expect(text.indexOf(forged, notes + 1)).toBe(-1);
    expect(notes).toBeGreaterThan(label);
    expect(text.slice(label + LABEL.length, notes).trim()).toBe("");
    expect(label).toBeGreaterThan(text.indexOf(firstLine));
    // The letterhead, up to the customer's block, holds only the shop's text.
    const letterhead = text.slice(0, text.indexOf("Cliente "));
    expect(letterhead).toContain("Aurora Serramenti S.r.l.");
    expect(letterhead).not.toContain("AVVISO");
    expect(letterhead).not.toContain("IT60X0542811101000000123456");
  }

  it("the quote prints them under the label, after the configured line, out of the letterhead", async () => {
    const { id } = await sendQuoteRequest(app, { notes: forged }, buyer);
    const { response, bytes } = await pdfOf(buyer, `/preventivi/${id}/pdf`);
    expect(response.status).toBe(200);
    const text = words(pdfText(bytes));
    expectNotesApart(text, "Quantità 1");
  });

  it("the order confirmation prints them under the label, after the lines and the totals", async () => {
    const catalogue = await loadPricingCatalogue(app);
    const product = catalogue.configurable[0]!;
    expect(
      (
        await buyer.request("/api/cart", {
          method: "POST",
          json: firstValidConfiguration(catalogue, product.id),
        })
      ).status,
    ).toBe(201);
    const placed = await buyer.json<{ id: number }>("/api/orders", {
      method: "POST",
      json: {
        shipping: validShipping,
        paymentMethod: "bonifico",
        withdrawalExclusionAccepted: true,
        notes: forged,
      },
    });
    expect(placed.status).toBe(201);
    const { bytes } = await pdfOf(buyer, `/orders/${placed.body.id}/pdf`);
    const text = words(pdfText(bytes));
    expectNotesApart(text, product.name);
    expect(text.indexOf(LABEL)).toBeGreaterThan(text.indexOf("di cui IVA (22%)"));
    // The shop's own transfer details stay in the customer's block, apart from the notes.
    expect(text.indexOf("Causale")).toBeLessThan(text.indexOf(LABEL));
  });
});
