import { beforeAll, describe, expect, it } from "vitest";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import { windowOptionTypes } from "#app/domain/configurator/window-configuration.ts";
import type { CalculatorOptionJson } from "#app/server/web/api-serializers.server.ts";
import { type Customer, registeredCustomer } from "../support/api-client.ts";
import { quoteContact } from "../support/lead-fixtures.ts";
import { GENEROUS_PUBLIC_FORM_LIMIT, sharedTestApp } from "../support/test-app.ts";
import { windowConfiguration } from "../support/window-configuration.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
  postJson,
} from "../support/window-fixtures.ts";

// Each product offers its own option set (docs/product/window-price.md#option-sets):
// the API answers it per product, and every entry point refuses a configuration
// that changes a locked value or uses an option of another family.

const windowExtras = ["glazing", "outsideColor", "openingSide", "mosquitoNet", "box"];

const app = sharedTestApp({ publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT });
let catalogue: PricingCatalogue;
let buyer: Customer;

interface Entry extends CalculatorOptionJson {
  label: string;
  locked: boolean;
  isDefault: boolean;
}

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
  buyer = await registeredCustomer(app);
});

const bySlug = (slug: string) => {
  const product = catalogue.configurable.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no product ${slug}`);
  return product;
};
const ofFamily = (family: string) => catalogue.configurable.find((p) => productFamily(p) === family)!;
const entriesOf = (productId: number) => catalogue.optionsOf.get(productId) as Entry[];
const typesOf = (productId: number) => [...new Set(entriesOf(productId).map((entry) => entry.type))];

describe("GET /api/calculator-options", () => {
  it("without productId answers as before: the six window option types and their old fields", async () => {
    const response = await app.request("/api/calculator-options");
    expect(response.status).toBe(200);
    const options = (await response.json()) as Record<string, unknown>[];
    expect(new Set(options.map((option) => option.type))).toEqual(new Set(windowOptionTypes));
    for (const option of options) {
      expect(Object.keys(option).sort()).toEqual(
        [
          "id",
          "name",
          "priceAddition",
          "priceAdditionCents",
          "priceMultiplier",
          "swatch",
          "type",
          "value",
        ].sort(),
      );
    }
  });

  it("with productId answers the product's own set: its locked material and system, one default per option", async () => {
    const classica = bySlug("finestra-pvc-classica-70");
    const entries = entriesOf(classica.id);
    // The spec's six, then the optional extras (docs/product/window-options.md).
    expect(typesOf(classica.id)).toEqual([...windowOptionTypes, ...windowExtras]);
    expect(entries.filter((entry) => entry.type === "material")).toMatchObject([
      { value: "pvc", name: "PVC", locked: true, isDefault: true },
    ]);
    expect(entries.filter((entry) => entry.type === "system")).toMatchObject([
      { value: "standard-70", locked: true, isDefault: true },
    ]);
    for (const type of typesOf(classica.id)) {
      expect(
        entries.filter((entry) => entry.type === type && entry.isDefault),
        type,
      ).toHaveLength(1);
    }
    expect(entries.some((entry) => entry.type === "color" && !entry.locked)).toBe(true);
  });

  it("gives each family its own option types", () => {
    expect(typesOf(ofFamily("sliding").id)).toEqual([
      "material",
      "system",
      "profile",
      "color",
      "windowType",
      "slidingType",
      "glazing",
      "outsideColor",
      "mosquitoNet",
    ]);
    expect(typesOf(ofFamily("shutter").id)).toEqual(["slatMaterial", "color", "operation", "box"]);
    expect(typesOf(ofFamily("door").id)).toEqual(["finish", "openingSide", "handle"]);
  });

  it("answers 400 for a malformed id, 404 for an unknown product, 400 for an Alias door", async () => {
    expect((await app.request("/api/calculator-options?productId=abc")).status).toBe(400);
    const unknown = await app.request("/api/calculator-options?productId=999999");
    expect(unknown.status).toBe(404);
    const alias = await app.request(`/api/calculator-options?productId=${catalogue.alias[0]!.id}`);
    expect(alias.status).toBe(400);
  });
});

describe("every entry point refuses what the product does not offer", () => {
  async function entryPoints(body: ReturnType<typeof firstValidConfiguration>) {
    const saved = await buyer.json<{ id: number }>("/api/saved-configurations", {
      method: "POST",
      json: { name: "Valida", ...firstValidConfiguration(catalogue, body.productId) },
    });
    expect(saved.status).toBe(201);
    const answers = {
      price: await postJson(app, "/api/price", body),
      cart: await buyer.request("/api/cart", { method: "POST", json: body }),
      quote: await postJson(app, "/api/quote-requests", { ...body, ...quoteContact }),
      saveNew: await buyer.request("/api/saved-configurations", {
        method: "POST",
        json: { name: "Cambiata", ...body },
      }),
      saveEdit: await buyer.request(`/api/saved-configurations/${saved.body.id}`, {
        method: "PATCH",
        json: { options: body.options },
      }),
    };
    const result: Record<string, [number, string]> = {};
    for (const [name, response] of Object.entries(answers)) {
      result[name] = [response.status, ((await response.json()) as { message?: string }).message ?? ""];
    }
    return result;
  }

  const everywhere = (message: string) =>
    Object.fromEntries(
      ["price", "cart", "quote", "saveNew", "saveEdit"].map((name) => [name, [400, message]]),
    );

  it("a window's own material cannot become aluminium", async () => {
    const classica = bySlug("finestra-pvc-classica-70");
    const body = firstValidConfiguration(catalogue, classica.id);
    body.options.material = "alluminio";
    expect(await entryPoints(body)).toEqual(
      everywhere("Per questo prodotto il materiale è PVC e non si può cambiare"),
    );
  });

  it("a window's own system cannot become Passivhaus 92 mm", async () => {
    const classica = bySlug("finestra-pvc-classica-70");
    const body = firstValidConfiguration(catalogue, classica.id);
    body.options.system = "passive-92";
    expect(await entryPoints(body)).toEqual(
      everywhere("Per questo prodotto il sistema è Standard 70 mm e non si può cambiare"),
    );
  });

  it("a shutter refuses a window's options and the sopraluce", async () => {
    const shutter = ofFamily("shutter");
    const withWindowType = firstValidConfiguration(catalogue, shutter.id);
    withWindowType.options.windowType = "due-ante";
    expect(await entryPoints(withWindowType)).toEqual(
      everywhere("Questo prodotto non prevede il tipo di finestra"),
    );
    const withTransom = windowConfiguration(
      shutter.id,
      firstValidConfiguration(catalogue, shutter.id).options,
      {
        sopraluce: true,
      },
    );
    expect((await postJson(app, "/api/price", withTransom)).status).toBe(400);
  });

  it("a window refuses a door's handle, and a door a shutter's motor", async () => {
    const window = firstValidConfiguration(catalogue, bySlug("finestra-pvc-classica-70").id);
    const withHandle = { ...window, options: { ...window.options, handle: "maniglione" } };
    const door = firstValidConfiguration(catalogue, ofFamily("door").id);
    const withMotor = { ...door, options: { ...door.options, operation: "motore" } };
    expect((await (await postJson(app, "/api/price", withHandle)).json()).message).toBe(
      "Questo prodotto non prevede la maniglia",
    );
    expect((await (await postJson(app, "/api/price", withMotor)).json()).message).toBe(
      "Questo prodotto non prevede la manovra",
    );
  });

  it("a required choice left empty still gets the documented message, for every family", async () => {
    const door = firstValidConfiguration(catalogue, ofFamily("door").id);
    const response = await postJson(app, "/api/price", { ...door, options: { ...door.options, finish: "" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Seleziona una finitura" });
  });

  it("each product's defaults price without touching anything, with parts that add up", async () => {
    for (const product of catalogue.configurable) {
      const response = await postJson(app, "/api/price", firstValidConfiguration(catalogue, product.id));
      expect(response.status, product.slug).toBe(200);
      const body = (await response.json()) as { price: number; priceParts: { amount: number }[] };
      const sum = body.priceParts.reduce((total, part) => total + Math.round(part.amount * 100), 0);
      expect(sum, product.slug).toBe(Math.round(body.price * 100));
    }
  });
});
