import { randomBytes } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueCreateMessages } from "../../app/domain/catalogue/catalogue-create-forms.ts";
import { catalogueFormMessages } from "../../app/domain/catalogue/catalogue-edit-forms.ts";
import { PRICE_PERMISSION_MESSAGE } from "../../app/server/catalogue/price-permission.server.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { postCatalogueForm } from "../support/catalogue-admin.ts";
import {
  auditRowsFor,
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import { loadPricingCatalogue } from "../support/window-fixtures.ts";

// Staff create catalogue rows (docs/product/back-office.md#new-products-and-options):
// a product, created hidden, and a calculator option, through plain form posts
// on /gestione/catalogo and /gestione/catalogo/opzioni; each is audited, needs
// the price permission, and a refused one writes nothing.

let app: TestApp;
let admin: Customer;
let staffWithoutPrices: Customer;
let sibling: Awaited<ReturnType<typeof loadPricingCatalogue>>["configurable"][number];

beforeAll(async () => {
  app = await startStaffTestApp();
  admin = await signInAsFirstAdmin(app);
  staffWithoutPrices = await signedInStaff(app, admin);
  sibling = (await loadPricingCatalogue(app)).configurable[0]!;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const CATALOGUE = "/gestione/catalogo";
const OPTIONS = "/gestione/catalogo/opzioni";
const unique = () => randomBytes(3).toString("hex");
const escaped = (text: string) => text.replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

function fieldError(html: string, fieldId: string): string | null {
  const match = new RegExp(`<p id="${fieldId}-errore"[^>]*>([^<]*)</p>`).exec(html);
  return match?.[1] ?? null;
}

function productForm(name: string, fields: Record<string, string> = {}) {
  return {
    intent: "new-product",
    name,
    category: sibling.category.slug,
    subcategory: "",
    description: "Una finestra nuova del catalogo.",
    basePrice: "1.234,50",
    isEcoFriendly: "on",
    ...fields,
  };
}

async function productsNamed(name: string) {
  return app.db.select().from(schema.products).where(eq(schema.products.name, name));
}

async function productCount() {
  const [row] = await app.db.select({ n: count() }).from(schema.products);
  return row!.n;
}

describe("«Nuovo prodotto»", () => {
  it("creates the product hidden, audited, in the staff list, and sold once staff show it", async () => {
    const name = `Finestra Nuova Città ${unique()}`;
    const response = await postPageForm(admin, CATALOGUE, productForm(name));
    expect(response.status).toBe(302);
    const [row] = await productsNamed(name);
    expect(row).toMatchObject({
      hidden: true,
      basePriceCents: 123_450,
      isEcoFriendly: true,
      isBestseller: false,
      description: "Una finestra nuova del catalogo.",
    });
    expect(row!.slug).toMatch(/^finestra-nuova-citta-[0-9a-f]{6}$/);
    expect(response.headers.get("location")).toBe(`${CATALOGUE}/prodotti/${row!.id}`);

    const audit = await auditRowsFor(app, "product", row!.id);
    expect(audit.map((entry) => entry.action)).toEqual(["product.create"]);
    expect(audit[0]!.after).toMatchObject({ name, hidden: true, basePriceCents: 123_450 });

    const hiddenList = await visibleHtml(await admin.request(`${CATALOGUE}?stato=nascosto`));
    expect(hiddenList).toContain(`href="${CATALOGUE}/prodotti/${row!.id}"`);
    expect((await admin.request(`${CATALOGUE}/prodotti/${row!.id}`)).status).toBe(200);
    expect((await app.request(`/product/${row!.id}`)).status).toBe(404);
    expect((await app.request(`/api/calculator-options?productId=${row!.id}`)).status).toBe(404);

    // Made visible from its edit page, it is on sale and configurable like its siblings.
    const shown = await postCatalogueForm(app, admin, `${CATALOGUE}/prodotti/${row!.id}`, {
      intent: "product",
      name,
      description: row!.description,
      basePrice: "1234,50",
      visibility: "visibile",
      isEcoFriendly: "on",
    });
    expect(shown.status).toBe(302);
    expect((await app.request(`/product/${row!.id}`)).status).toBe(200);
    const options = await app.request(`/api/calculator-options?productId=${row!.id}`);
    expect(options.status).toBe(200);
    const siblingOptions = await app.request(`/api/calculator-options?productId=${sibling.id}`);
    expect(await options.json()).toEqual(await siblingOptions.json());
  });

  it("refuses a bad price, a duplicate name and an unknown category beside the field, writing nothing", async () => {
    const before = await productCount();
    const name = `Finestra Prezzo ${unique()}`;
    const badPrice = await postPageForm(admin, CATALOGUE, productForm(name, { basePrice: "12,345" }));
    expect(badPrice.status).toBe(400);
    const badPriceHtml = await visibleHtml(badPrice);
    expect(fieldError(badPriceHtml, "nuovo-prodotto-prezzo")).toBe(escaped(catalogueFormMessages.price));
    expect(badPriceHtml).toContain(`value="${name}"`);

    const duplicate = await postPageForm(admin, CATALOGUE, productForm(sibling.name.toUpperCase()));
    expect(duplicate.status).toBe(409);
    expect(fieldError(await visibleHtml(duplicate), "nuovo-prodotto-nome")).toBe(
      escaped(catalogueCreateMessages.duplicateProduct),
    );

    const category = await postPageForm(admin, CATALOGUE, productForm(name, { category: "nessuna" }));
    expect(category.status).toBe(400);
    expect(fieldError(await visibleHtml(category), "nuovo-prodotto-categoria")).toBe(
      catalogueCreateMessages.category,
    );
    expect(await productCount()).toBe(before);
  });

  it("answers 403 to staff without the price permission and 404 to a customer", async () => {
    const before = await productCount();
    const name = `Finestra Negata ${unique()}`;
    const refused = await postPageForm(staffWithoutPrices, CATALOGUE, productForm(name));
    expect(refused.status).toBe(403);
    expect(await visibleHtml(refused)).toContain(escaped(PRICE_PERMISSION_MESSAGE));
    const buyer = await registeredCustomer(app);
    expect((await postPageForm(buyer, CATALOGUE, productForm(name))).status).toBe(404);
    expect(await productCount()).toBe(before);
  });
});

describe("«Nuova opzione»", () => {
  it("creates a colour the window configurators offer, audited and listed", async () => {
    const name = `Verde Salvia ${unique()}`;
    const response = await postPageForm(admin, OPTIONS, {
      intent: "new-option",
      type: "color",
      name,
      multiplier: "1,15",
      addition: "25",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(OPTIONS);
    const [row] = await app.db
      .select()
      .from(schema.calculatorOptions)
      .where(and(eq(schema.calculatorOptions.type, "color"), eq(schema.calculatorOptions.name, name)));
    expect(row).toMatchObject({ priceMultiplier: "1.1500", priceAdditionCents: 2500 });
    expect(row!.value).toMatch(/^verde-salvia-[0-9a-f]{6}$/);
    const audit = await auditRowsFor(app, "calculator_option", row!.id);
    expect(audit.map((entry) => entry.action)).toEqual(["calculator_option.create"]);

    expect(await visibleHtml(await admin.request(OPTIONS))).toContain(name);
    const offered = await app.request(`/api/calculator-options?productId=${sibling.id}`);
    const entries = (await offered.json()) as { type: string; value: string }[];
    expect(entries).toContainEqual(expect.objectContaining({ type: "color", value: row!.value }));

    const duplicate = await postPageForm(admin, OPTIONS, {
      intent: "new-option",
      type: "color",
      name: name.toLowerCase(),
      multiplier: "",
      addition: "",
    });
    expect(duplicate.status).toBe(409);
    expect(fieldError(await visibleHtml(duplicate), "nuova-opzione-nome")).toBe(
      escaped(catalogueCreateMessages.duplicateOption),
    );
  });

  it("refuses a bad multiplier, and staff without the price permission, writing nothing", async () => {
    const name = `Grigio Nuvola ${unique()}`;
    const form = { intent: "new-option", type: "color", name, multiplier: "20", addition: "" };
    const bad = await postPageForm(admin, OPTIONS, form);
    expect(bad.status).toBe(400);
    expect(fieldError(await visibleHtml(bad), "nuova-opzione-moltiplicatore")).toBe(
      "Il moltiplicatore deve essere tra 0,10 e 10",
    );
    const refused = await postPageForm(staffWithoutPrices, OPTIONS, { ...form, multiplier: "1" });
    expect(refused.status).toBe(403);
    const rows = await app.db
      .select()
      .from(schema.calculatorOptions)
      .where(eq(schema.calculatorOptions.name, name));
    expect(rows).toEqual([]);
  });
});
