import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { customerOfferPath } from "../../app/domain/offers/offer-paths.ts";
import { shareInProportion } from "../../app/domain/vat/vat-split.ts";
import { renderStoredMail } from "../../app/server/mail/templates.server.ts";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  postForm,
  readableText,
  registeredCustomer,
  validCheckoutForm,
  validShipping,
  visibleHtml,
} from "../support/api-client.ts";
import { postCatalogueForm } from "../support/catalogue-admin.ts";
import { sentOfferFor } from "../support/offers.ts";
import { pdfText } from "../support/pdf-reader.ts";
import { auditRowsFor, postPageForm, SETUP_TIMEOUT_MS, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
} from "../support/window-fixtures.ts";

// VAT at 10 % with the beni significativi rule (docs/product/vat.md): only an
// order with installation whose customer declared a home and maintenance work
// gets it; every other order, and every API client that sends no declaration,
// owes exactly the list total, to the cent.

let app: TestApp;
let staff: Customer;
let catalogue: PricingCatalogue;

beforeAll(async () => {
  ({ app, staff } = await startStaffWorld());
  catalogue = await loadPricingCatalogue(app);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const cents = (euros: number) => Math.round(euros * 100);
const spaced = (text: string) => text.replace(/\s+/g, " ");
/** What a reader sees of a page: its words, with the apostrophes React escapes read back. */
const pageText = async (response: Response) =>
  spaced(readableText(await visibleHtml(response)).replace(/&#x27;/g, "'"));

interface CartLineJson {
  calculatedPrice: number;
  lineTotal: number;
  quantity: number;
  services: { code: string; total: number }[];
}

interface OrderJson {
  id: number;
  number: string;
  message?: string;
  totalAmount: number;
  residentialDeclared: boolean | null;
  workKind: string | null;
  vatSplit: {
    rates: { ratePercent: number; taxableAmount: number; vatAmount: number }[];
    lines: { description: string; nature: string; ratePercent: number; taxableAmount: number }[];
    savingAmount: number;
  };
  items: { lineTotal: number }[];
}

/** A window in the cart, with the services asked; answers the line as GET /api/cart shows it. */
async function windowInCart(buyer: Customer, services: string[]): Promise<CartLineJson> {
  const added = await buyer.json<CartLineJson>("/api/cart", {
    method: "POST",
    json: { ...firstValidConfiguration(catalogue, catalogue.configurable[0]!.id), services },
  });
  expect(added.status).toBe(201);
  return added.body;
}

function apiOrder(buyer: Customer, extra: Record<string, unknown> = {}) {
  return buyer.json<OrderJson>("/api/orders", {
    method: "POST",
    json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true, ...extra },
  });
}

/**
 * The rule worked by hand for one window with its installation: the job's net
 * from the 22 % total, shared over the window and the service; 10 % on the
 * service and as much of the window, 22 % on the rest of the window.
 */
function expectedSplit(line: CartLineJson) {
  const servicesCents = line.services.reduce((sum, service) => sum + cents(service.total), 0);
  const goodsCents = cents(line.lineTotal) - servicesCents;
  const net = Math.round((cents(line.lineTotal) * 100) / 122);
  const [goodsNet = 0, servicesNet = 0] = shareInProportion([goodsCents, servicesCents], net);
  expect(goodsNet, "the window is worth more than its fitting").toBeGreaterThan(servicesNet);
  const reduced = { net: 2 * servicesNet, vat: Math.round((2 * servicesNet * 10) / 100) };
  const standard = { net: goodsNet - servicesNet, vat: Math.round(((goodsNet - servicesNet) * 22) / 100) };
  const owed = reduced.net + reduced.vat + standard.net + standard.vat;
  return { reduced, standard, owed, saving: cents(line.lineTotal) - owed };
}

const itemsSum = (order: OrderJson) => order.items.reduce((sum, item) => sum + cents(item.lineTotal), 0);

async function storedOrder(orderId: number) {
  const [row] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  return row!;
}

describe("an API client without a declaration", () => {
  it.each([
    ["goods only", []],
    ["with installation", ["installation"]],
  ])("pays today's total to the cent, %s, all at 22 %%", async (_, services) => {
    const buyer = await registeredCustomer(app);
    const line = await windowInCart(buyer, services);
    const placed = await apiOrder(buyer);
    expect(placed.status).toBe(201);
    expect(cents(placed.body.totalAmount)).toBe(cents(line.lineTotal));
    const net = Math.round((cents(line.lineTotal) * 100) / 122);
    expect(placed.body.vatSplit.rates).toEqual([
      { ratePercent: 22, taxableAmount: net / 100, vatAmount: (cents(line.lineTotal) - net) / 100 },
    ]);
    expect(placed.body.vatSplit.savingAmount).toBe(0);
    expect(itemsSum(placed.body)).toBe(cents(placed.body.totalAmount));
    expect(placed.body.residentialDeclared).toBeNull();
    const stored = await storedOrder(placed.body.id);
    expect(stored.totalCents).toBe(cents(line.lineTotal));
    expect(stored.vatSplit?.lines.every((entry) => entry.ratePercent === 22)).toBe(true);
  });
});

describe("an API order with the declaration", () => {
  it("gets 10 % on the fitting and as much of the window, and owes the total after it", async () => {
    const buyer = await registeredCustomer(app);
    const line = await windowInCart(buyer, ["installation"]);
    const expected = expectedSplit(line);
    const placed = await apiOrder(buyer, {
      residentialDeclared: true,
      workKind: "manutenzione-straordinaria",
      // The total the client showed may be the one after the split.
      expectedTotalAmount: expected.owed / 100,
    });
    expect(placed.status).toBe(201);
    const order = placed.body;
    expect(cents(order.totalAmount)).toBe(expected.owed);
    expect(order.vatSplit.rates).toEqual([
      { ratePercent: 10, taxableAmount: expected.reduced.net / 100, vatAmount: expected.reduced.vat / 100 },
      { ratePercent: 22, taxableAmount: expected.standard.net / 100, vatAmount: expected.standard.vat / 100 },
    ]);
    expect(cents(order.vatSplit.savingAmount)).toBe(expected.saving);
    expect(expected.saving).toBeGreaterThan(0);
    expect(itemsSum(order)).toBe(expected.owed);
    expect(order).toMatchObject({ residentialDeclared: true, workKind: "manutenzione-straordinaria" });
    // The window straddles the ceiling: two lines with one description, the fitting at 10 %.
    expect(order.vatSplit.lines.map((entry) => [entry.nature, entry.ratePercent])).toEqual([
      ["good", 10],
      ["good", 22],
      ["service", 10],
    ]);
    expect(order.vatSplit.lines[0]?.description).toBe(order.vatSplit.lines[1]?.description);

    // The order as stored and as GET answers it.
    const stored = await storedOrder(order.id);
    expect(stored.totalCents).toBe(expected.owed);
    expect(stored.vatSplit?.savingCents).toBe(expected.saving);
    const fetched = await buyer.json<OrderJson>(`/api/orders/${order.id}`);
    expect(fetched.body.vatSplit).toEqual(order.vatSplit);
    expect(itemsSum(fetched.body)).toBe(expected.owed);
  });

  it("shows the same figures on the order page, in the PDF and in the e-mail", async () => {
    const buyer = await registeredCustomer(app);
    const line = await windowInCart(buyer, ["installation"]);
    const expected = expectedSplit(line);
    const placed = await apiOrder(buyer, { residentialDeclared: true, workKind: "manutenzione-ordinaria" });
    expect(placed.status).toBe(201);
    const euro = (value: number) =>
      spaced(new Intl.NumberFormat("it-IT", { minimumFractionDigits: 2 }).format(value / 100));
    const tenPercent = `IVA 10 % su ${euro(expected.reduced.net)} €`;
    const saving = `IVA agevolata: risparmi ${euro(expected.saving)} €`;

    const page = await pageText(await buyer.request(`/orders/${placed.body.id}`));
    expect(page).toContain(`${tenPercent} ${euro(expected.reduced.vat)} €`);
    expect(page).toContain(`IVA 22 % su ${euro(expected.standard.net)} €`);
    expect(page).toContain(saving);
    expect(page).toContain(`Totale ${euro(expected.owed)} €`);
    expect(page).not.toContain("di cui IVA (22%)");

    const pdf = spaced(
      pdfText(new Uint8Array(await (await buyer.request(`/orders/${placed.body.id}/pdf`)).arrayBuffer())),
    );
    expect(pdf).toContain(tenPercent);
    expect(pdf).toContain(saving);
    expect(pdf).toContain("beni significativi");

    const mails = await app.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, "order-received"));
    const mine = mails.find((row) => (row.params as { orderId: number }).orderId === placed.body.id)!;
    const rows = (renderStoredMail(mine.kind, mine.params, (path) => path).body.rows ?? []).map(
      ([label, value]) => spaced(`${label}: ${value}`),
    );
    expect(rows).toContain(`Totale (IVA inclusa): ${euro(expected.owed)} €`);
    expect(rows).toContain(`${tenPercent}: ${euro(expected.reduced.vat)} €`);
    expect(rows.some((row) => row.startsWith(saving))).toBe(true);

    // The office's export: taxable amount, VAT at 22 % and VAT at 10 %.
    const csvEuros = (value: number) => (value / 100).toFixed(2).replace(".", ",");
    const csv = await (await staff.request("/gestione/ordini/esporta")).text();
    const row = csv.split("\r\n").find((line) => line.startsWith(`${placed.body.number};`));
    const taxable = expected.reduced.net + expected.standard.net;
    expect(
      row?.endsWith(
        `;${csvEuros(taxable)};${csvEuros(expected.standard.vat)};${csvEuros(expected.reduced.vat)}`,
      ),
    ).toBe(true);
  });

  it("keeps 22 % for a renovation, and refuses half a declaration with the field's message", async () => {
    const buyer = await registeredCustomer(app);
    const line = await windowInCart(buyer, ["installation"]);
    const half = await apiOrder(buyer, { residentialDeclared: true });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe("Scegli il tipo di intervento.");
    const wrong = await apiOrder(buyer, { residentialDeclared: "sì", workKind: "manutenzione-ordinaria" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Indica se l'edificio è a uso abitativo.");
    const renovation = await apiOrder(buyer, { residentialDeclared: true, workKind: "ristrutturazione" });
    expect(renovation.status).toBe(201);
    expect(cents(renovation.body.totalAmount)).toBe(cents(line.lineTotal));
    expect(renovation.body.vatSplit.savingAmount).toBe(0);
    expect(renovation.body.workKind).toBe("ristrutturazione");
  });
});

describe("the checkout page with installation", () => {
  it("asks the building's use beside its fields, then orders at the split's total", async () => {
    const buyer = await registeredCustomer(app);
    const line = await windowInCart(buyer, ["installation"]);
    const expected = expectedSplit(line);
    const form = await pageText(await buyer.request("/checkout"));
    expect(form).toContain("L'edificio è a uso abitativo?");
    expect(form).toContain("il totale diventa");

    const fields = {
      ...validCheckoutForm,
      paymentMethod: "bonifico",
      expectedTotalCents: String(cents(line.lineTotal)),
    };
    const refused = await postForm(app, "/checkout", fields, { cookie: buyer.cookie! });
    expect(refused.status).toBe(400);
    const html = (await visibleHtml(refused)).replace(/&#x27;/g, "'");
    expect(html).toMatch(/id="errore-abitativo"[^>]*>Indica se l'edificio è a uso abitativo\.</);
    expect(html).toMatch(/id="tipo-intervento-errore"[^>]*>Scegli il tipo di intervento\.</);
    const me = (await buyer.json<{ id: number }>("/api/user")).body;
    expect(await app.db.select().from(schema.orders).where(eq(schema.orders.userId, me.id))).toHaveLength(0);

    const placed = await postForm(
      app,
      "/checkout",
      { ...fields, residential: "si", workKind: "manutenzione-straordinaria" },
      { cookie: buyer.cookie! },
    );
    expect(placed.status).toBe(302);
    const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.userId, me.id));
    expect(order?.totalCents).toBe(expected.owed);
    expect(order).toMatchObject({ residentialDeclared: true, workKind: "manutenzione-straordinaria" });
  });

  it("asks nothing for goods only, and keeps «di cui IVA (22%)»", async () => {
    const buyer = await registeredCustomer(app);
    await windowInCart(buyer, []);
    const form = await pageText(await buyer.request("/checkout"));
    expect(form).not.toContain("L'edificio è a uso abitativo?");
    expect(form).toContain("di cui IVA (22%)");
  });
});

describe("an offer accepted with the declaration", () => {
  it("owes the version's total less the saving; the free line stays at 22 %", async () => {
    const buyer = await registeredCustomer(app);
    const offer = await sentOfferFor(app, buyer, { installation: true });
    const page = await pageText(await buyer.request(customerOfferPath(offer.number)));
    const promised = /l'IVA è agevolata e il totale diventa ([\d.]+,\d\d €)/.exec(page)?.[1];
    expect(promised, "the offer page says what the declaration saves").toBeDefined();
    const accepted = await postPageForm(buyer, customerOfferPath(offer.number), {
      intent: "accept",
      versionNumber: "1",
      paymentMethod: "bonifico",
      ...validCheckoutForm,
      residential: "si",
      workKind: "manutenzione-straordinaria",
    });
    expect(accepted.status).toBe(302);
    const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.jobId, offer.jobId));
    const [version] = await app.db
      .select()
      .from(schema.offerVersions)
      .where(eq(schema.offerVersions.offerId, offer.offerId));
    const split = order!.vatSplit!;
    expect(split.savingCents).toBeGreaterThan(0);
    expect(order!.totalCents).toBe(version!.totalCents - split.savingCents);
    expect(spaced(formatEuroCents(order!.totalCents))).toBe(promised);
    const owed = split.rates.reduce((sum, rate) => sum + rate.netCents + rate.vatCents, 0);
    expect(owed).toBe(order!.totalCents);
    expect(
      split.lines.find((entry) => entry.description === "Smaltimento dei vecchi infissi")?.ratePercent,
    ).toBe(22);
    const api = await buyer.json<OrderJson & { lines: { type: string; total: number }[] }>(
      `/api/orders/${order!.id}`,
    );
    expect(itemsSum(api.body)).toBe(order!.totalCents);
    // The version's lines, then the saving: they sum to what is owed too.
    expect(api.body.lines.at(-1)).toMatchObject({ type: "vat-saving", total: -split.savingCents / 100 });
    expect(api.body.lines.reduce((sum, entry) => sum + cents(entry.total), 0)).toBe(order!.totalCents);
  });
});

describe("the bene significativo flag", () => {
  it("is off for shutters and on for windows and doors in the demo catalogue", async () => {
    const rows = await app.db
      .select({ category: schema.categories.slug, significantGood: schema.products.significantGood })
      .from(schema.products)
      .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId));
    expect(rows.some((row) => row.category === "tapparelle")).toBe(true);
    for (const row of rows) expect(row.significantGood, row.category).toBe(row.category !== "tapparelle");
  });

  it("is a checkbox of the product's form, saved and audited like the other fields", async () => {
    const [shutter] = await app.db
      .select()
      .from(schema.products)
      .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
      .where(eq(schema.categories.slug, "tapparelle"))
      .limit(1);
    const product = shutter!.products;
    const path = `/gestione/catalogo/prodotti/${product.id}`;
    const form = await pageText(await staff.request(path));
    expect(form).toContain(
      "Bene significativo (finestre e porte: IVA al 10 % solo fino al valore del resto dei lavori)",
    );
    const fields = {
      intent: "product",
      name: product.name,
      description: product.description,
      basePrice: (product.basePriceCents / 100).toFixed(2).replace(".", ","),
      visibility: product.hidden ? "nascosto" : "visibile",
      ...(product.isBestseller ? { isBestseller: "on" } : {}),
      ...(product.isEcoFriendly ? { isEcoFriendly: "on" } : {}),
    };
    const ticked = await postCatalogueForm(app, staff, path, { ...fields, significantGood: "on" });
    expect(ticked.status).toBe(302);
    const unticked = await postCatalogueForm(app, staff, path, fields);
    expect(unticked.status).toBe(302);
    const [after] = await app.db.select().from(schema.products).where(eq(schema.products.id, product.id));
    expect(after?.significantGood).toBe(false);
    const audits = (await auditRowsFor(app, "product", product.id)).filter(
      (row) => row.action === "product.update",
    );
    expect(audits.map((row) => [row.before, row.after])).toEqual([
      [
        expect.objectContaining({ significantGood: false }),
        expect.objectContaining({ significantGood: true }),
      ],
      [
        expect.objectContaining({ significantGood: true }),
        expect.objectContaining({ significantGood: false }),
      ],
    ]);
  });
});
