import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail } from "#app/domain/catalogue/catalogue.ts";
import { eurosToCents, formatEuroCents } from "#app/domain/italian-formats/money.ts";
import * as schema from "#db/schema.ts";
import { catalogueAdmin, staffActor } from "../support/catalogue-admin.ts";
import { doorSelection } from "../support/door-selection.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue, postJson } from "../support/window-fixtures.ts";

// Staff edits of products, calculator options and door prices
// (docs/product/catalogue.md#staff-edits): each refusal has its Italian message
// on its field and saves nothing; each change writes its audit row in the same
// transaction and applies at once, even where the catalogue is cached.

let app: TestApp;
let catalogue: Awaited<ReturnType<typeof loadPricingCatalogue>>;
let actor: { id: number };
let admin: Awaited<ReturnType<typeof catalogueAdmin>>;

beforeAll(async () => {
  app = await startTestApp();
  catalogue = await loadPricingCatalogue(app);
  actor = await staffActor(app);
  admin = await catalogueAdmin();
});
afterAll(async () => {
  await app?.close();
});

const product = () => catalogue.configurable[0]!;

async function windowPriceCents(productId = product().id): Promise<number> {
  const response = await postJson(app, "/api/price", firstValidConfiguration(catalogue, productId));
  expect(response.status).toBe(200);
  return eurosToCents(((await response.json()) as { price: number }).price);
}

async function auditRows() {
  return app.db.select().from(schema.auditLog).orderBy(schema.auditLog.id);
}

const auditCount = async () => (await app.db.select({ n: count() }).from(schema.auditLog))[0]!.n;

/** The refusal a service throws: 400, the message, and the field it belongs to. */
function refusal(field: string, message: string) {
  return expect.objectContaining({
    kind: "invalid",
    message,
    fields: expect.objectContaining({ [field]: message }),
  });
}

const MAX_PRICE = formatEuroCents(100_000_000);

describe("updateProduct", () => {
  it("refuses each invalid value with its message on its field, and saves nothing", async () => {
    const id = product().id;
    const [before] = await app.db.select().from(schema.products).where(eq(schema.products.id, id));
    const auditsBefore = await auditCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ basePriceCents: 0 }, "basePriceCents", "Il prezzo deve essere maggiore di zero"],
      [{ basePriceCents: -500 }, "basePriceCents", "Il prezzo deve essere maggiore di zero"],
      [{ basePriceCents: 100_000_001 }, "basePriceCents", `Il prezzo non può superare ${MAX_PRICE}`],
      [{ basePriceCents: 12.5 }, "basePriceCents", "Inserisci un prezzo valido, in centesimi"],
      [{ basePriceCents: "dodici" }, "basePriceCents", "Inserisci un prezzo valido, in centesimi"],
      [{ name: "" }, "name", "Il nome non può essere vuoto"],
      [{ name: "   " }, "name", "Il nome non può essere vuoto"],
      [{ name: "x".repeat(201) }, "name", "Il nome può contenere al massimo 200 caratteri"],
      [{ hidden: "forse" }, "hidden", "Valore non valido: scegli sì o no"],
      // A valid change beside an invalid one is not saved either.
      [{ name: "Nuovo nome", basePriceCents: 0 }, "basePriceCents", "Il prezzo deve essere maggiore di zero"],
      [{}, "_form", "Nessuna modifica da salvare"],
    ];
    for (const [fields, field, message] of cases) {
      await expect(
        admin.updateProduct(app.db, actor, { productId: id, ...fields }),
        JSON.stringify(fields),
      ).rejects.toEqual(refusal(field, message));
    }
    const [after] = await app.db.select().from(schema.products).where(eq(schema.products.id, id));
    expect(after).toEqual(before);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it("answers 404 for a product that does not exist", async () => {
    await expect(
      admin.updateProduct(app.db, actor, { productId: 999_999, name: "Fantasma" }),
    ).rejects.toMatchObject({ kind: "not-found", message: "Prodotto non trovato" });
  });

  it("saves the edge prices, writes one audit row with before and after, and prices with it at once", async () => {
    const target = catalogue.configurable[1]!;
    const priceBefore = await windowPriceCents(target.id);
    const auditsBefore = await auditCount();
    for (const basePriceCents of [1, 100_000_000]) {
      await admin.updateProduct(app.db, actor, { productId: target.id, basePriceCents });
    }
    const edited = await admin.updateProduct(app.db, actor, {
      productId: target.id,
      name: "  Finestra Aurora Plus  ",
      description: "Nuova descrizione",
      basePriceCents: eurosToCents(target.basePrice) * 2,
      isBestseller: !target.isBestseller,
      isEcoFriendly: "true",
    });
    expect(edited).toMatchObject({ name: "Finestra Aurora Plus", isEcoFriendly: true, hidden: false });

    const rows = await auditRows();
    expect(rows).toHaveLength(auditsBefore + 3);
    expect(rows.at(-1)).toMatchObject({
      actorId: actor.id,
      action: "product.update",
      objectType: "product",
      objectId: String(target.id),
      before: expect.objectContaining({ basePriceCents: 100_000_000, name: target.name }),
      after: expect.objectContaining({
        basePriceCents: eurosToCents(target.basePrice) * 2,
        name: "Finestra Aurora Plus",
        description: "Nuova descrizione",
        isBestseller: !target.isBestseller,
        isEcoFriendly: true,
      }),
    });
    expect(rows.at(-1)?.at).toBeInstanceOf(Date);

    const shown = (await (await app.request(`/api/products/${target.id}`)).json()) as ProductDetail;
    expect(shown).toMatchObject({ name: "Finestra Aurora Plus", basePrice: target.basePrice * 2 });
    expect(await windowPriceCents(target.id)).toBeGreaterThan(priceBefore);
  });

  it("writes no audit row for an edit that changes nothing", async () => {
    const auditsBefore = await auditCount();
    const { name } = catalogue.configurable[2]!;
    await admin.updateProduct(app.db, actor, { productId: catalogue.configurable[2]!.id, name });
    expect(await auditCount()).toBe(auditsBefore);
  });

  it("rolls the change back when its audit row cannot be written", async () => {
    const target = catalogue.configurable[3]!;
    const auditsBefore = await auditCount();
    const nobody = { id: 2_000_000_000 };
    await expect(
      admin.updateProduct(app.db, nobody, { productId: target.id, basePriceCents: 4_242 }),
    ).rejects.toThrow();
    const [row] = await app.db.select().from(schema.products).where(eq(schema.products.id, target.id));
    expect(row?.basePriceCents).toBe(eurosToCents(target.basePrice));
    expect(await auditCount()).toBe(auditsBefore);
  });
});

describe("updateCalculatorOption", () => {
  const material = () => catalogue.byType("material")[0]!;

  it("refuses each invalid value with its message on its field, and saves nothing", async () => {
    const optionId = material().id;
    const [before] = await app.db
      .select()
      .from(schema.calculatorOptions)
      .where(eq(schema.calculatorOptions.id, optionId));
    const auditsBefore = await auditCount();
    const range = "Il moltiplicatore deve essere tra 0,10 e 10";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ priceMultiplier: "0.09" }, "priceMultiplier", range],
      [{ priceMultiplier: 0 }, "priceMultiplier", range],
      [{ priceMultiplier: "10,0001" }, "priceMultiplier", range],
      [{ priceMultiplier: 11 }, "priceMultiplier", range],
      [{ priceMultiplier: "-1" }, "priceMultiplier", "Inserisci un moltiplicatore valido, ad esempio 1,25"],
      [
        { priceMultiplier: "1.23456" },
        "priceMultiplier",
        "Inserisci un moltiplicatore valido, ad esempio 1,25",
      ],
      [{ priceMultiplier: "uno" }, "priceMultiplier", "Inserisci un moltiplicatore valido, ad esempio 1,25"],
      [{ priceAdditionCents: -1 }, "priceAdditionCents", "L'aggiunta non può essere negativa"],
      [{ priceAdditionCents: 100_000_001 }, "priceAdditionCents", `L'aggiunta non può superare ${MAX_PRICE}`],
      [{ priceAdditionCents: 1.5 }, "priceAdditionCents", "Inserisci un'aggiunta valida, in centesimi"],
      [{ name: "" }, "name", "Il nome non può essere vuoto"],
    ];
    for (const [fields, field, message] of cases) {
      await expect(
        admin.updateCalculatorOption(app.db, actor, { optionId, ...fields }),
        JSON.stringify(fields),
      ).rejects.toEqual(refusal(field, message));
    }
    const [after] = await app.db
      .select()
      .from(schema.calculatorOptions)
      .where(eq(schema.calculatorOptions.id, optionId));
    expect(after).toEqual(before);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it("accepts the edge multipliers, written the Italian way too, and audits each change", async () => {
    const optionId = catalogue.byType("windowType")[1]!.id;
    for (const [given, stored] of [
      ["0,10", "0.1000"],
      [10, "10.0000"],
      ["1,3", "1.3000"],
    ] as const) {
      const edited = await admin.updateCalculatorOption(app.db, actor, { optionId, priceMultiplier: given });
      expect(edited.priceMultiplier).toBe(stored);
    }
    const last = (await auditRows()).at(-1);
    expect(last).toMatchObject({
      action: "calculator_option.update",
      objectType: "calculator_option",
      objectId: String(optionId),
      before: expect.objectContaining({ priceMultiplier: "10.0000" }),
      after: expect.objectContaining({ priceMultiplier: "1.3000" }),
    });
  });

  it("applies a new multiplier to the next price at once, although options are cached", async () => {
    const option = material();
    const before = await windowPriceCents();
    // The price above has put the options in this instance's cache.
    await admin.updateCalculatorOption(app.db, actor, { optionId: option.id, priceMultiplier: "2" });
    const doubled = await windowPriceCents();
    expect(doubled).toBeGreaterThan(before);
    const options = (await (await app.request("/api/calculator-options")).json()) as { id: number }[];
    expect(options.find((candidate) => candidate.id === option.id)).toMatchObject({ priceMultiplier: 2 });
    await admin.updateCalculatorOption(app.db, actor, {
      optionId: option.id,
      priceMultiplier: option.priceMultiplier,
    });
    expect(await windowPriceCents()).toBe(before);
  });
});

describe("updateDoorPrice", () => {
  it("changes an article's, a panel's and an extra's price, audited, and the door price follows", async () => {
    const doors = (await (await app.request("/api/door-catalogue")).json()) as {
      cylinders: { code: string; price: number }[];
      finishes: { key: string; price: number }[];
      extras: { key: string; price: number }[];
    };
    const torterolo = (await (await app.request("/api/subcategories/torterolo/products")).json()) as {
      id: number;
    }[];
    // Not the cylinder every model includes at 0 € (docs/product/door-configurator.md#included-items).
    const cylinder = doors.cylinders[1]!;
    const selection = doorSelection(torterolo[0]!.id, { cylinder: cylinder.code });
    const priceOf = async () =>
      eurosToCents(
        ((await (await postJson(app, "/api/door-price", selection)).json()) as { total: number }).total,
      );
    const before = await priceOf();

    await admin.updateDoorPrice(app.db, actor, {
      item: "article",
      key: cylinder.code,
      priceCents: eurosToCents(cylinder.price) + 10_000,
    });
    expect(await priceOf()).toBe(before + 10_000);
    await admin.updateDoorPrice(app.db, actor, {
      item: "panel",
      key: doors.finishes[0]!.key,
      priceCents: 12_345,
    });
    await admin.updateDoorPrice(app.db, actor, {
      item: "extra",
      key: doors.extras[0]!.key,
      priceCents: 6_789,
    });
    const rows = (await auditRows()).slice(-3);
    expect(rows.map((row) => [row.action, row.objectId, row.after])).toEqual([
      ["door_article.update_price", cylinder.code, { priceCents: eurosToCents(cylinder.price) + 10_000 }],
      ["door_panel.update_price", doors.finishes[0]!.key, { priceCents: 12_345 }],
      ["door_extra.update_price", doors.extras[0]!.key, { priceCents: 6_789 }],
    ]);
  });

  it("refuses an invalid price or an unknown item, saving nothing", async () => {
    const auditsBefore = await auditCount();
    const [article] = await app.db.select().from(schema.doorArticles).limit(1);
    for (const [priceCents, message] of [
      [0, "Il prezzo deve essere maggiore di zero"],
      [100_000_001, `Il prezzo non può superare ${MAX_PRICE}`],
    ] as const) {
      await expect(
        admin.updateDoorPrice(app.db, actor, { item: "article", key: article!.code, priceCents }),
      ).rejects.toEqual(refusal("priceCents", message));
    }
    await expect(
      admin.updateDoorPrice(app.db, actor, { item: "article", key: "NON-ESISTE", priceCents: 100 }),
    ).rejects.toMatchObject({ kind: "not-found", message: "Articolo non trovato" });
    await expect(
      admin.updateDoorPrice(app.db, actor, { item: "panel", key: "non-esiste", priceCents: 100 }),
    ).rejects.toMatchObject({ kind: "not-found", message: "Pannello non trovato" });
    const [after] = await app.db
      .select()
      .from(schema.doorArticles)
      .where(eq(schema.doorArticles.id, article!.id));
    expect(after).toEqual(article);
    expect(await auditCount()).toBe(auditsBefore);
  });
});
