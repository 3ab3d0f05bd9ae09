import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueMessages } from "../../app/domain/catalogue/catalogue-edit-rules.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, visibleHtml } from "../support/api-client.ts";
import { postCatalogueForm } from "../support/catalogue-admin.ts";
import {
  auditRowsFor,
  grantPricePermission,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue, postJson } from "../support/window-fixtures.ts";

// The back office's catalogue pages (docs/product/back-office.md#catalogue-and-prices):
// staff edit products, calculator options and door prices through plain form
// posts; a valid edit is saved, audited and applies at once; a refused one
// answers 400 with the message beside its field, keeps what was typed and
// changes nothing.

let app: TestApp;
let staff: Customer;
let staffId: number;
let catalogue: Awaited<ReturnType<typeof loadPricingCatalogue>>;

beforeAll(async () => {
  app = await startStaffTestApp();
  const admin = await signInAsFirstAdmin(app);
  staff = await signedInStaff(app, admin);
  await grantPricePermission(app, admin, staff);
  const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, staff.username));
  staffId = row!.id;
  catalogue = await loadPricingCatalogue(app);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

/** A window product of its own for each test, so that one test's edits leave the others alone. */
let nextProduct = 0;
function freshProduct() {
  const product = catalogue.configurable[nextProduct++];
  if (!product) throw new Error("out of window products");
  return product;
}

async function productRow(id: number) {
  const [row] = await app.db.select().from(schema.products).where(eq(schema.products.id, id));
  return row!;
}

const productPath = (id: number) => `/gestione/catalogo/prodotti/${id}`;

/** Every field of the product form, as the page draws it for the product now. */
async function productForm(id: number): Promise<Record<string, string>> {
  const row = await productRow(id);
  const fields: Record<string, string> = {
    intent: "product",
    name: row.name,
    description: row.description,
    basePrice: `${Math.trunc(row.basePriceCents / 100)},${String(row.basePriceCents % 100).padStart(2, "0")}`,
    visibility: row.hidden ? "nascosto" : "visibile",
  };
  if (row.isBestseller) fields.isBestseller = "on";
  if (row.isEcoFriendly) fields.isEcoFriendly = "on";
  if (row.significantGood) fields.significantGood = "on";
  return fields;
}

/** The HTML escapes React applies to text. */
const escaped = (text: string) => text.replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

/** The inline error of the field whose id is `fieldId`, or null. */
function fieldError(html: string, fieldId: string): string | null {
  const match = new RegExp(`<p id="${fieldId}-errore"[^>]*>([^<]*)</p>`).exec(html);
  return match?.[1] ?? null;
}

async function windowPrice(productId: number): Promise<number> {
  const response = await postJson(app, "/api/price", firstValidConfiguration(catalogue, productId));
  expect(response.status).toBe(200);
  return ((await response.json()) as { price: number }).price;
}

describe("products", () => {
  it("lists every product with search, category and visibility filters, 25 a page", async () => {
    const product = freshProduct();
    const page = await staff.request("/gestione/catalogo");
    expect(page.status).toBe(200);
    const html = await visibleHtml(page);
    expect(html).toContain(`href="${productPath(catalogue.configurable[0]!.id)}"`);
    expect(html.match(/href="\/gestione\/catalogo\/prodotti\/\d+"/g)).toHaveLength(25);
    expect(html).toContain('aria-label="Pagine dei prodotti"');

    const word = product.name.split(" ").at(-1)!;
    const found = await visibleHtml(
      await staff.request(`/gestione/catalogo?cerca=${encodeURIComponent(word)}`),
    );
    expect(found).toContain(`href="${productPath(product.id)}"`);
    const none = await visibleHtml(await staff.request("/gestione/catalogo?cerca=zzzznessuno"));
    expect(none).toContain("Nessun prodotto trovato.");

    const inCategory = await visibleHtml(
      await staff.request(`/gestione/catalogo?categoria=${product.category.slug}`),
    );
    expect(inCategory).toContain(`href="${productPath(product.id)}"`);
    const hidden = await visibleHtml(await staff.request("/gestione/catalogo?stato=nascosto"));
    expect(hidden).toContain("Nessun prodotto trovato.");
    // A malformed filter is no filter.
    expect((await staff.request("/gestione/catalogo?stato=forse&pagina=abc")).status).toBe(200);
  });

  it("saves a valid edit typed the Italian way, audits it with before and after, and redirects", async () => {
    const product = freshProduct();
    const before = await productRow(product.id);
    // An unticked checkbox sends nothing.
    const { isEcoFriendly: _unticked, ...form } = await productForm(product.id);
    const response = await postCatalogueForm(app, staff, productPath(product.id), {
      ...form,
      name: "Finestra di prova modificata",
      basePrice: "1.234,56",
      isBestseller: "on",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(productPath(product.id));
    const after = await productRow(product.id);
    expect(after).toMatchObject({
      name: "Finestra di prova modificata",
      basePriceCents: 123_456,
      isBestseller: true,
      isEcoFriendly: false,
      hidden: false,
    });
    const [audit, ...more] = await auditRowsFor(app, "product", product.id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ actorId: staffId, action: "product.update" });
    expect(audit!.before).toMatchObject({ name: before.name, basePriceCents: before.basePriceCents });
    expect(audit!.after).toMatchObject({ name: "Finestra di prova modificata", basePriceCents: 123_456 });

    const page = await visibleHtml(await staff.request(productPath(product.id)));
    expect(page).toContain('value="1234,56"');
  });

  it.each([
    ["1234.56", 123_456],
    ["1234,5", 123_450],
    ["89", 8_900],
    ["1.000.000,00", 100_000_000],
  ])("reads the base price %s as %i cents", async (typed, cents) => {
    const product = freshProduct();
    const response = await postCatalogueForm(app, staff, productPath(product.id), {
      ...(await productForm(product.id)),
      basePrice: typed,
    });
    expect(response.status).toBe(302);
    expect((await productRow(product.id)).basePriceCents).toBe(cents);
  });

  it("a base price edit shows at once in /api/price and /api/products/:id", async () => {
    const product = freshProduct();
    const prices: number[] = [];
    for (const basePrice of ["1000,00", "2000,00", "3000,00"]) {
      const saved = await postCatalogueForm(app, staff, productPath(product.id), {
        ...(await productForm(product.id)),
        basePrice,
      });
      expect(saved.status).toBe(302);
      prices.push(await windowPrice(product.id));
    }
    const [p1, p2, p3] = prices as [number, number, number];
    expect(p2).toBeGreaterThan(p1);
    // The price grows with the base price by the same step each time (multipliers, then additions).
    expect(Math.abs(p3 - p2 - (p2 - p1))).toBeLessThanOrEqual(0.01);
    const api = await app.request(`/api/products/${product.id}`);
    expect(((await api.json()) as { basePrice: number }).basePrice).toBe(3000);
  });

  it("a hidden product disappears from the public listing and its page; staff still find it", async () => {
    const product = freshProduct();
    const response = await postCatalogueForm(app, staff, productPath(product.id), {
      ...(await productForm(product.id)),
      visibility: "nascosto",
    });
    expect(response.status).toBe(302);
    expect((await productRow(product.id)).hidden).toBe(true);
    const listed = (await (await app.request("/api/products")).json()) as { id: number }[];
    expect(listed.map((entry) => entry.id)).not.toContain(product.id);
    const category = await visibleHtml(await app.request(`/category/${product.category.slug}`));
    expect(category).not.toContain(`href="/product/${product.id}"`);
    expect((await app.request(`/product/${product.id}`)).status).toBe(404);
    const staffList = await visibleHtml(await staff.request("/gestione/catalogo?stato=nascosto"));
    expect(staffList).toContain(`href="${productPath(product.id)}"`);

    const shown = await postCatalogueForm(app, staff, productPath(product.id), {
      ...(await productForm(product.id)),
      visibility: "visibile",
    });
    expect(shown.status).toBe(302);
    const again = (await (await app.request("/api/products")).json()) as { id: number }[];
    expect(again.map((entry) => entry.id)).toContain(product.id);
  });

  it.each([
    [{ basePrice: "0" }, "prodotto-prezzo", "Il prezzo deve essere maggiore di zero"],
    [{ basePrice: "1.000.000,01" }, "prodotto-prezzo", catalogueMessages.priceTooHigh],
    [{ basePrice: "dodici euro" }, "prodotto-prezzo", "Scrivi il prezzo in euro, per esempio 1.234,50"],
    [{ basePrice: "-5" }, "prodotto-prezzo", "Scrivi il prezzo in euro, per esempio 1.234,50"],
    [{ basePrice: "" }, "prodotto-prezzo", "Il prezzo è obbligatorio"],
    [{ name: "   " }, "prodotto-nome", "Il nome non può essere vuoto"],
    [{ name: "x".repeat(201) }, "prodotto-nome", "Il nome può contenere al massimo 200 caratteri"],
    [{ visibility: "forse" }, "prodotto-visibilita", "Scegli se il prodotto è visibile o nascosto"],
    [
      { description: "d".repeat(5001) },
      "prodotto-descrizione",
      "La descrizione può contenere al massimo 5000 caratteri",
    ],
  ] as [Record<string, string>, string, string][])(
    "refuses %j beside the field, keeps what was typed and saves nothing",
    async (override, fieldId, message) => {
      const product = freshProduct();
      const before = await productRow(product.id);
      const response = await postCatalogueForm(app, staff, productPath(product.id), {
        ...(await productForm(product.id)),
        name: "Nome che non deve restare",
        ...override,
      });
      expect(response.status).toBe(400);
      const html = await visibleHtml(response);
      expect(fieldError(html, fieldId)).toBe(escaped(message));
      expect(html).toMatch(
        new RegExp(`id="${fieldId}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${fieldId}"`),
      );
      const typed = override.name ?? "Nome che non deve restare";
      if (typed.trim()) expect(html).toContain(`value="${typed.slice(0, 200)}`);
      if (override.basePrice) expect(html).toContain(`value="${escaped(override.basePrice)}"`);
      expect(await productRow(product.id)).toEqual(before);
      expect(await auditRowsFor(app, "product", product.id)).toEqual([]);
    },
  );

  it("answers an unknown or malformed product 404, page and action alike", async () => {
    for (const path of ["/gestione/catalogo/prodotti/999999", "/gestione/catalogo/prodotti/abc"]) {
      expect((await staff.request(path)).status, path).toBe(404);
      const post = await postCatalogueForm(app, staff, path, {
        intent: "product",
        name: "Nessuno",
        description: "",
        basePrice: "1,00",
        visibility: "visibile",
      });
      expect(post.status, `POST ${path}`).toBe(404);
    }
  });

  it("answers an enhanced submission with data, not a redirect", async () => {
    const product = freshProduct();
    const response = await postCatalogueForm(app, staff, `${productPath(product.id)}.data`, {
      ...(await productForm(product.id)),
      basePrice: "777,00",
      js: "1",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Prodotto salvato");
    expect((await productRow(product.id)).basePriceCents).toBe(77_700);
  });
});

describe("calculator options", () => {
  async function optionRow(type: string, index = 0) {
    const rows = await app.db
      .select()
      .from(schema.calculatorOptions)
      .where(eq(schema.calculatorOptions.type, type as "material"))
      .orderBy(schema.calculatorOptions.position, schema.calculatorOptions.id);
    return rows[index]!;
  }

  async function currentOption(id: number) {
    const [row] = await app.db
      .select()
      .from(schema.calculatorOptions)
      .where(eq(schema.calculatorOptions.id, id));
    return row!;
  }

  it("shows every option grouped by type, each with its own form", async () => {
    const html = await visibleHtml(await staff.request("/gestione/catalogo/opzioni"));
    for (const title of ["Materiali", "Profili", "Colori", "Tipi di finestra", "Tipi di apertura"])
      expect(html, title).toContain(`>${title}</h2>`);
    const material = await optionRow("material");
    expect(html).toContain(`id="opzione-${material.id}-moltiplicatore"`);
  });

  it("saves name, multiplier and addition, audits them, and the price follows at once", async () => {
    const product = freshProduct();
    // The material this product's own configuration uses (its option set may lock one).
    const material = firstValidConfiguration(catalogue, product.id).options.material;
    const [option] = await app.db
      .select()
      .from(schema.calculatorOptions)
      .where(
        and(
          eq(schema.calculatorOptions.type, "material"),
          eq(schema.calculatorOptions.value, String(material)),
        ),
      );
    if (!option) throw new Error(`no material option ${material}`);
    const priceBefore = await windowPrice(product.id);
    const response = await postCatalogueForm(app, staff, "/gestione/catalogo/opzioni", {
      intent: "option",
      optionId: String(option.id),
      name: "PVC rinforzato",
      multiplier: "2,5",
      addition: "12,50",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/gestione/catalogo/opzioni");
    expect(await currentOption(option.id)).toMatchObject({
      name: "PVC rinforzato",
      priceMultiplier: "2.5000",
      priceAdditionCents: 1250,
    });
    const [audit] = await auditRowsFor(app, "calculator_option", option.id);
    expect(audit).toMatchObject({ actorId: staffId, action: "calculator_option.update" });
    expect(audit!.before).toMatchObject({
      name: option.name,
      priceMultiplier: option.priceMultiplier,
      priceAdditionCents: option.priceAdditionCents,
    });
    expect(audit!.after).toMatchObject({ priceMultiplier: "2.5000", priceAdditionCents: 1250 });
    const options = (await (await app.request("/api/calculator-options")).json()) as {
      id: number;
      name: string;
    }[];
    expect(options.find((entry) => entry.id === option.id)?.name).toBe("PVC rinforzato");
    expect(await windowPrice(product.id)).not.toBe(priceBefore);
    const page = await visibleHtml(await staff.request("/gestione/catalogo/opzioni"));
    expect(page).toContain('value="2,5"');
    expect(page).toContain('value="12,50"');
  });

  it.each([
    [{ multiplier: "0,05" }, "moltiplicatore", "Il moltiplicatore deve essere tra 0,10 e 10"],
    [{ multiplier: "11" }, "moltiplicatore", "Il moltiplicatore deve essere tra 0,10 e 10"],
    [{ multiplier: "tanto" }, "moltiplicatore", "Inserisci un moltiplicatore valido, ad esempio 1,25"],
    [{ name: "" }, "nome", "Il nome non può essere vuoto"],
    [{ addition: "dieci" }, "aggiunta", "Scrivi l'aggiunta in euro, per esempio 50,00, oppure lascia vuoto"],
    [{ addition: "1.000.000,01" }, "aggiunta", catalogueMessages.additionTooHigh],
  ] as [Record<string, string>, string, string][])(
    "refuses %j beside the field and changes nothing",
    async (override, field, message) => {
      const option = await optionRow("profile");
      const response = await postCatalogueForm(app, staff, "/gestione/catalogo/opzioni", {
        intent: "option",
        optionId: String(option.id),
        name: "Profilo che non deve restare",
        multiplier: "1,5",
        addition: "",
        ...override,
      });
      expect(response.status).toBe(400);
      const html = await visibleHtml(response);
      expect(fieldError(html, `opzione-${option.id}-${field}`)).toBe(escaped(message));
      for (const typed of Object.values(override)) if (typed) expect(html).toContain(`value="${typed}"`);
      expect(await currentOption(option.id)).toEqual(option);
      expect(await auditRowsFor(app, "calculator_option", option.id)).toEqual([]);
    },
  );

  it("answers an unknown option 404 with its message, changing nothing", async () => {
    const response = await postCatalogueForm(app, staff, "/gestione/catalogo/opzioni", {
      intent: "option",
      optionId: "999999",
      name: "Nessuna",
      multiplier: "",
      addition: "",
    });
    expect(response.status).toBe(404);
    expect(await visibleHtml(response)).toContain("Opzione non trovata");
  });
});

describe("door prices", () => {
  async function articleRow(code: string) {
    const [row] = await app.db.select().from(schema.doorArticles).where(eq(schema.doorArticles.code, code));
    return row!;
  }

  it("lists the articles, panels and extras with their prices", async () => {
    const html = await visibleHtml(await staff.request("/gestione/catalogo/porte"));
    for (const title of [
      "Cilindri",
      "Kit maniglie",
      "Pomoli",
      "Accessori",
      "Pannelli",
      "Articoli aggiuntivi",
    ])
      expect(html, title).toContain(`>${title}</h2>`);
    expect(html).toContain("CIL-001");
  });

  it("saves an article's price, audits it, and the door catalogue shows it at once", async () => {
    const before = await articleRow("CIL-001");
    const response = await postCatalogueForm(app, staff, "/gestione/catalogo/porte", {
      intent: "door-price",
      item: "article",
      key: "CIL-001",
      price: "1.055,20",
    });
    expect(response.status).toBe(302);
    expect((await articleRow("CIL-001")).priceCents).toBe(105_520);
    const [audit] = await app.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.objectId, "CIL-001"));
    expect(audit).toMatchObject({
      actorId: staffId,
      action: "door_article.update_price",
      before: { priceCents: before.priceCents },
      after: { priceCents: 105_520 },
    });
    const door = (await (await app.request("/api/door-catalogue")).json()) as {
      cylinders: { code: string; price: number }[];
    };
    expect(door.cylinders.find((cylinder) => cylinder.code === "CIL-001")?.price).toBe(1055.2);
  });

  it("saves a panel's price", async () => {
    const [panel] = await app.db.select().from(schema.doorFinishes).limit(1);
    const response = await postCatalogueForm(app, staff, "/gestione/catalogo/porte", {
      intent: "door-price",
      item: "panel",
      key: panel!.key,
      price: "321",
    });
    expect(response.status).toBe(302);
    const [after] = await app.db
      .select()
      .from(schema.doorFinishes)
      .where(eq(schema.doorFinishes.key, panel!.key));
    expect(after!.priceCents).toBe(32_100);
  });

  it.each([
    ["0", "Il prezzo deve essere maggiore di zero"],
    ["1.000.000,01", catalogueMessages.priceTooHigh],
    ["<script>", "Scrivi il prezzo in euro, per esempio 1.234,50"],
    ["", "Il prezzo è obbligatorio"],
  ])("refuses the price %j beside the field and changes nothing", async (price, message) => {
    const before = await articleRow("CIL-002");
    const response = await postCatalogueForm(app, staff, "/gestione/catalogo/porte", {
      intent: "door-price",
      item: "article",
      key: "CIL-002",
      price,
    });
    expect(response.status).toBe(400);
    const html = await visibleHtml(response);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html).toContain(escaped(message));
    if (price) expect(html).toContain(`value="${price.replace("<", "&lt;").replace(">", "&gt;")}"`);
    expect(await articleRow("CIL-002")).toEqual(before);
  });

  it("answers an unknown article 404 and an unknown item kind 400", async () => {
    const unknown = await postCatalogueForm(app, staff, "/gestione/catalogo/porte", {
      intent: "door-price",
      item: "article",
      key: "NON-ESISTE",
      price: "10",
    });
    expect(unknown.status).toBe(404);
    expect(await visibleHtml(unknown)).toContain("Articolo non trovato");
    const kind = await postCatalogueForm(app, staff, "/gestione/catalogo/porte", {
      intent: "door-price",
      item: "door",
      key: "CIL-001",
      price: "10",
    });
    expect(kind.status).toBe(400);
  });
});
