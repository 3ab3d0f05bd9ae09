import { beforeAll, describe, expect, it } from "vitest";
import { settleDependentChoices } from "#app/domain/catalogue/option-dependencies.ts";
import { type OptionSetEntry, optionSetFromEntries } from "#app/domain/catalogue/option-set-entries.ts";
import { categoryOptionSet, type OptionType } from "#app/domain/catalogue/option-sets.ts";
import { computeWindowPrice, type PriceOptionValue } from "#app/domain/configurator/window-price.ts";
import { eurosToCents } from "#app/domain/italian-formats/money.ts";
import type { CalculatorOptionJson } from "#app/server/web/api-serializers.server.ts";
import { registeredCustomer } from "../support/api-client.ts";
import { seededRandom } from "../support/random.ts";
import { sharedTestApp } from "../support/test-app.ts";
import { windowConfiguration } from "../support/window-configuration.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
  postJson,
} from "../support/window-fixtures.ts";

const app = sharedTestApp();
let catalogue: PricingCatalogue;

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
});

const asPriceOption = (option: CalculatorOptionJson): PriceOptionValue => ({
  name: option.name,
  priceMultiplier: option.priceMultiplier,
  priceAdditionCents: option.priceAddition === null ? null : eurosToCents(option.priceAddition),
});

describe("POST /api/price", () => {
  it("matches the domain formula, fed from the public API, on 200 random configurations of every family", async () => {
    const random = seededRandom(20261121);
    for (let run = 0; run < 200; run++) {
      const product = random.pick(catalogue.configurable);
      const entries = catalogue.optionsOf.get(product.id) ?? [];
      const set = optionSetFromEntries(product, entries);
      const picked: Record<string, string> = {};
      for (const field of set.fields) {
        // An optional choice is sometimes left out, as an API client of the six options does.
        if (field.optional && random.boolean()) continue;
        picked[field.type] = random.pick(field.choices).value;
      }
      // What does not fit the rest (another system's glazing, a one-sash hand on two sashes) moves to what does.
      const fitting = settleDependentChoices(
        set.family,
        set.fields.filter((field) => field.type in picked),
        picked,
      );
      const chosen: Partial<Record<OptionType, CalculatorOptionJson & OptionSetEntry>> = {};
      for (const [type, value] of Object.entries(fitting)) {
        const entry = entries.find((candidate) => candidate.type === type && candidate.value === value);
        if (entry) chosen[type as OptionType] = entry;
      }
      const toggles = categoryOptionSet(product).toggles;
      const width = random.integer(1, 6000);
      const height = random.integer(1, 6000);
      const sopraluce = toggles.includes("sopraluce") && random.boolean();
      const sottoluce = toggles.includes("sottoluce") && random.boolean();

      const expected = computeWindowPrice({
        basePriceCents: eurosToCents(product.basePrice),
        ...Object.fromEntries(Object.entries(chosen).map(([type, option]) => [type, asPriceOption(option)])),
        labels: Object.fromEntries(Object.values(chosen).map((option) => [option.type, option.label])),
        width,
        height,
        sopraluce,
        sottoluce,
      });

      const values = Object.fromEntries(Object.values(chosen).map((option) => [option.type, option.value]));
      const response = await postJson(
        app,
        "/api/price",
        windowConfiguration(product.id, values, { width, height, sopraluce, sottoluce }),
      );
      expect(response.status, `run ${run}`).toBe(200);
      const body = (await response.json()) as {
        price: number;
        breakdown: unknown;
        priceParts: { amount: number }[];
      };
      expect(eurosToCents(body.price), `run ${run}`).toBe(expected.priceCents);
      expect(body.breakdown).toEqual(expected.breakdown);
      const sum = body.priceParts.reduce((total, part) => total + eurosToCents(part.amount), 0);
      expect(sum, `run ${run}`).toBe(expected.priceCents);
    }
  });

  it("answers a guest and a signed-in customer alike; only the customer's answer is marked private", async () => {
    // Guests are answered before the router, signed-in customers by the route module: one answer.
    const configuration = firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
    const guest = await postJson(app, "/api/price", configuration);
    const client = await registeredCustomer(app);
    const signedIn = await client.request("/api/price", { method: "POST", json: configuration });
    expect(guest.status).toBe(200);
    expect(signedIn.status).toBe(200);
    expect(guest.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(signedIn.headers.get("content-type")).toMatch(/^application\/json/);
    expect(guest.headers.get("cache-control")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const guestAnswer = await guest.json();
    expect(guestAnswer.price).toBeGreaterThan(0);
    expect(await signedIn.json()).toEqual(guestAnswer);

    const refused = { ...configuration, dimensions: { width: 0, height: 1200 } };
    const guestRefusal = await postJson(app, "/api/price", refused);
    const customerRefusal = await client.request("/api/price", { method: "POST", json: refused });
    expect([guestRefusal.status, customerRefusal.status]).toEqual([400, 400]);
    expect(await guestRefusal.json()).toEqual({ message: "Inserisci una larghezza valida" });
    expect(await customerRefusal.json()).toEqual({ message: "Inserisci una larghezza valida" });
  });

  it("refuses Alias products, which are sold after a survey", async () => {
    const alias = catalogue.alias[0]!;
    const response = await postJson(app, "/api/price", firstValidConfiguration(catalogue, alias.id));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/sopralluogo/);
  });

  it("answers 404 for an unknown product", async () => {
    const response = await postJson(app, "/api/price", firstValidConfiguration(catalogue, 999_999));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Prodotto non trovato" });
  });

  describe("bad input answers 400 with the documented Italian message", () => {
    const cases: [string, (body: ReturnType<typeof firstValidConfiguration>) => unknown, number, RegExp][] = [
      [
        "missing material",
        (b) => ({ ...b, options: { ...b.options, material: undefined } }),
        400,
        /^Seleziona un materiale$/,
      ],
      [
        "missing system",
        (b) => ({ ...b, options: { ...b.options, system: "" } }),
        400,
        /^Seleziona un sistema$/,
      ],
      [
        "missing profile",
        (b) => ({ ...b, options: { ...b.options, profile: null } }),
        400,
        /^Seleziona un profilo$/,
      ],
      [
        "missing color",
        (b) => ({ ...b, options: { ...b.options, color: "  " } }),
        400,
        /^Seleziona un colore$/,
      ],
      [
        "missing window type",
        (b) => ({ ...b, options: { ...b.options, windowType: 3 } }),
        400,
        /^Seleziona un tipo di finestra$/,
      ],
      [
        "missing opening type",
        (b) => ({ ...b, options: { ...b.options, openingType: [] } }),
        400,
        /^Seleziona un tipo di apertura$/,
      ],
      [
        "zero width",
        (b) => ({ ...b, dimensions: { width: 0, height: 1200 } }),
        400,
        /^Inserisci una larghezza valida$/,
      ],
      [
        "negative height",
        (b) => ({ ...b, dimensions: { width: 800, height: -5 } }),
        400,
        /^Inserisci un'altezza valida$/,
      ],
      [
        "fractional width",
        (b) => ({ ...b, dimensions: { width: 800.5, height: 1200 } }),
        400,
        /^Inserisci una larghezza valida$/,
      ],
      [
        "width as text",
        (b) => ({ ...b, dimensions: { width: "ottocento", height: 1200 } }),
        400,
        /^Inserisci una larghezza valida$/,
      ],
      [
        "10^9 mm",
        (b) => ({ ...b, dimensions: { width: 1_000_000_000, height: 1200 } }),
        400,
        /massima è 6000 mm/,
      ],
      ["missing dimensions", (b) => ({ ...b, dimensions: undefined }), 400, /larghezza e altezza/],
      [
        // The first product's material is its own and locked: any other value is refused as a change of it.
        "unknown material",
        (b) => ({ ...b, options: { ...b.options, material: "oro-massiccio" } }),
        400,
        /il materiale è PVC e non si può cambiare/,
      ],
      [
        "unknown colour",
        (b) => ({ ...b, options: { ...b.options, color: "fucsia" } }),
        400,
        /Valore non valido per il colore/,
      ],
      [
        "sopraluce as a string",
        (b) => ({ ...b, options: { ...b.options, sopraluce: "sì" } }),
        400,
        /sopraluce/,
      ],
      ["productId as text", (b) => ({ ...b, productId: "abc" }), 400, /^Prodotto non valido$/],
      ["an array instead of an object", () => [1, 2, 3], 400, /mancanti/],
      ["null", () => null, 400, /mancanti/],
    ];
    it.each(cases)("%s", async (_name, mutate, status, message) => {
      const response = await postJson(
        app,
        "/api/price",
        mutate(firstValidConfiguration(catalogue, catalogue.configurable[0]!.id)),
      );
      expect(response.status).toBe(status);
      expect((await response.json()).message).toMatch(message);
    });
  });

  it("answers malformed JSON, a wrong content type and an oversized body with 400/400/413", async () => {
    const malformed = await postJson(app, "/api/price", "{ productId: 1,");
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe("Formato JSON non valido");

    const wrongType = await app.request("/api/price", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "ciao",
    });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).message).toMatch(/formato JSON/);

    const oversized = await postJson(app, "/api/price", JSON.stringify({ padding: "x".repeat(100_000) }));
    expect(oversized.status).toBe(413);
    expect((await oversized.json()).message).toMatch(/troppo grande/);
  });

  it("answers GET with 405", async () => {
    const response = await app.request("/api/price");
    expect(response.status).toBe(405);
    expect((await response.json()).message).toMatch(/POST/);
  });
});
