import { describe, expect, it } from "vitest";
import type { Category, ProductDetail, Subcategory } from "#app/domain/catalogue/catalogue.ts";
import type { CalculatorOptionJson, ProductJson } from "#app/server/web/api-serializers.server.ts";
import { sharedTestApp } from "../support/test-app";

const app = sharedTestApp();

async function getJson<T>(pathname: string, expectedStatus = 200): Promise<T> {
  const response = await app.request(pathname);
  expect(response.status, pathname).toBe(expectedStatus);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as T;
}

async function expectError(pathname: string, status: number, message: RegExp) {
  const body = await getJson<{ message: string }>(pathname, status);
  expect(body.message).toMatch(message);
}

describe("GET /api/categories", () => {
  it("lists the seeded categories with the documented ids and slugs", async () => {
    const categories = await getJson<Category[]>("/api/categories");
    const byId = Object.fromEntries(categories.map((category) => [category.id, category.slug]));
    expect(byId).toMatchObject({
      1: "finestre",
      2: "portefinestre",
      3: "scorrevoli",
      4: "porte-ingresso",
      5: "porte-interne",
      6: "tapparelle",
    });
    expect(categories.map((category) => category.slug)).toContain("porte-blindate");
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(["description", "icon", "id", "name", "slug"]);
      expect(category.description).toBeTruthy();
    }
  });
});

describe("GET /api/categories/:slug/subcategories", () => {
  it("includes alias and torterolo for porte-blindate", async () => {
    const collections = await getJson<Subcategory[]>("/api/categories/porte-blindate/subcategories");
    expect(collections.map((collection) => collection.slug)).toEqual(
      expect.arrayContaining(["alias", "torterolo"]),
    );
  });

  it("gives every category 2 to 4 collections", async () => {
    const categories = await getJson<Category[]>("/api/categories");
    for (const category of categories) {
      const collections = await getJson<Subcategory[]>(`/api/categories/${category.slug}/subcategories`);
      expect(collections.length, category.slug).toBeGreaterThanOrEqual(2);
      expect(collections.length, category.slug).toBeLessThanOrEqual(4);
      expect(collections.every((collection) => collection.categoryId === category.id)).toBe(true);
    }
  });

  it("answers 404 with an Italian message for an unknown category", async () => {
    await expectError("/api/categories/sconosciuta/subcategories", 404, /Categoria non trovata/);
    await expectError("/api/categories/%3Cscript%3E/subcategories", 404, /Categoria non trovata/);
  });
});

describe("GET /api/subcategories/:slug(/products)", () => {
  it("returns one collection", async () => {
    const collection = await getJson<Subcategory>("/api/subcategories/torterolo");
    expect(collection).toMatchObject({ slug: "torterolo", name: expect.any(String) });
  });

  it("lists the alias and torterolo products", async () => {
    const alias = await getJson<ProductJson[]>("/api/subcategories/alias/products");
    expect(alias.map((product) => product.slug).sort()).toEqual(
      [
        "dream",
        "dream-one",
        "easy",
        "silver-c",
        "smart",
        "steel-c",
        "steel-c-isola",
        "steel-cy",
        "wing-wall-rasomuro",
      ].sort(),
    );
    const torterolo = await getJson<ProductJson[]>("/api/subcategories/torterolo/products");
    expect(torterolo.map((product) => product.slug).sort()).toEqual(
      ["tr450", "tr601", "tr611", "tr651-bianco", "tr651-tang-medio", "tr651s"].sort(),
    );
  });

  it("answers 404 for an unknown collection", async () => {
    await expectError("/api/subcategories/nessuna", 404, /Collezione non trovata/);
    await expectError("/api/subcategories/nessuna/products", 404, /Collezione non trovata/);
  });
});

describe("GET /api/categories/:slugOrId/products", () => {
  it("accepts a slug or an id and returns the same products", async () => {
    const bySlug = await getJson<ProductJson[]>("/api/categories/finestre/products");
    const byId = await getJson<ProductJson[]>("/api/categories/1/products");
    expect(bySlug.length).toBeGreaterThan(0);
    expect(byId.map((product) => product.id)).toEqual(bySlug.map((product) => product.id));
    expect(bySlug.every((product) => product.categoryId === 1 && product.category.slug === "finestre")).toBe(
      true,
    );
  });

  it("has more than 4 interior doors", async () => {
    const doors = await getJson<ProductJson[]>("/api/categories/porte-interne/products");
    expect(doors.length).toBeGreaterThan(4);
  });

  it("answers 404 for unknown categories and 400 for an id out of range", async () => {
    await expectError("/api/categories/999/products", 404, /Categoria non trovata/);
    await expectError("/api/categories/nope/products", 404, /Categoria non trovata/);
    await expectError("/api/categories/99999999999/products", 400, /non valido/);
  });
});

describe("GET /api/products", () => {
  it("returns at least 60 products in the documented shape", async () => {
    const products = await getJson<ProductJson[]>("/api/products");
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
    for (const product of products) {
      expect(product).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        description: expect.any(String),
        basePrice: expect.any(Number),
        isBestseller: expect.any(Boolean),
        isEcoFriendly: expect.any(Boolean),
        categoryId: expect.any(Number),
        category: { name: expect.any(String), slug: expect.any(String) },
      });
      // Euros with at most two decimals, never a float artefact such as 489.90000001.
      expect(Math.round(product.basePrice * 100) / 100).toBe(product.basePrice);
      expect(product.basePrice).toBeGreaterThan(0);
      // The added cents field says the same amount, so a client never converts back.
      expect(product.basePriceCents).toBe(Math.round(product.basePrice * 100));
    }
  });
});

describe("GET /api/products/:id", () => {
  it("returns the product with its technical data", async () => {
    const [first] = await getJson<ProductJson[]>("/api/products");
    const product = await getJson<ProductDetail>(`/api/products/${first!.id}`);
    expect(product.id).toBe(first!.id);
    expect(product.technicalData).toMatchObject({
      acousticDb: expect.any(Number),
      thermalU: expect.any(Number),
      falsoTelaioPrice: expect.any(Number),
      falsoTelaioPriceCents: expect.any(Number),
      readyDeliverySizes: expect.any(Array),
      stockLocations: expect.any(Array),
    });
  });

  it("answers 404 for a product that does not exist", async () => {
    await expectError("/api/products/999999", 404, /Prodotto non trovato/);
    await expectError("/api/products/0", 404, /Prodotto non trovato/);
  });

  it.each(["abc", "-1", "1.5", "1e3", "99999999999999999999", "2147483648", "%20"])(
    "answers 400 for the malformed id %s",
    async (id) => {
      await expectError(`/api/products/${id}`, 400, /ID prodotto non valido/);
    },
  );
});

describe("GET /api/calculator-options", () => {
  it("has all six option types with the documented colours and window types", async () => {
    const options = await getJson<CalculatorOptionJson[]>("/api/calculator-options");
    const values = (type: CalculatorOptionJson["type"]) =>
      options.filter((option) => option.type === type).map((option) => option.value);
    expect(values("color")).toEqual([
      "bianco",
      "nero",
      "marrone",
      "grigio",
      "legno-naturale",
      "legno-scuro",
      "metallizzato",
      "noce",
      "rovere",
    ]);
    expect(values("windowType")).toEqual(["una-anta", "due-ante", "tre-ante", "quattro-ante"]);
    for (const type of ["material", "system", "profile", "openingType"] as const) {
      expect(values(type).length, type).toBeGreaterThanOrEqual(2);
    }
    for (const option of options.filter((candidate) => candidate.type === "color")) {
      expect(option.swatch).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe("errors and health", () => {
  it("answers unknown API paths with JSON 404", async () => {
    await expectError("/api/nulla", 404, /Risorsa non trovata/);
  });

  it("serves the 404 page with a real 404 status", async () => {
    const response = await app.request("/nope");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("404 Page Not Found");
  });

  it("reports liveness and readiness", async () => {
    expect((await app.request("/healthz")).status).toBe(200);
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok" });
  });
});
