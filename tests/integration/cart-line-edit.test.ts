import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { WindowConfiguration } from "#app/domain/configurator/window-configuration.ts";
import { eurosToCents } from "#app/domain/italian-formats/money.ts";
import * as schema from "#db/schema.ts";
import { type Customer, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { sharedTestApp } from "../support/test-app.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
  postJson,
} from "../support/window-fixtures.ts";

// PATCH /api/cart/:id with a configuration: "Modifica configurazione" from the
// cart (docs/product/buying.md#cart). Priced like POST /api/cart; quantity-only stays valid.

const app = sharedTestApp();
let catalogue: PricingCatalogue;

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
});

const firstProductId = () => catalogue.configurable[0]!.id;
const configuration = () => firstValidConfiguration(catalogue, firstProductId());

interface LineJson {
  id: number;
  quantity: number;
  calculatedPrice: number;
  dimensions: { width: number; height: number };
  options: Record<string, unknown>;
}

async function addLine(client: Customer): Promise<LineJson> {
  const { status, body } = await client.json<LineJson>("/api/cart", {
    method: "POST",
    json: { ...configuration(), quantity: 2 },
  });
  expect(status).toBe(201);
  return body;
}

async function serverPriceCents(body: WindowConfiguration): Promise<number> {
  const response = await postJson(app, "/api/price", body);
  expect(response.status).toBe(200);
  return eurosToCents(((await response.json()) as { price: number }).price);
}

const patchLine = (client: Customer, id: number, json: unknown) =>
  client.json<LineJson & { message: string }>(`/api/cart/${id}`, { method: "PATCH", json });

describe("PATCH /api/cart/:id with a configuration", () => {
  it("replaces the line's configuration in place with the server's price and keeps its quantity", async () => {
    const buyer = await registeredCustomer(app);
    const line = await addLine(buyer);
    const base = configuration();
    const changed: WindowConfiguration = {
      ...base,
      options: { ...base.options, sopraluce: true },
      dimensions: { width: 1650, height: 1400 },
    };

    const { status, body } = await patchLine(buyer, line.id, { ...changed, calculatedPrice: 0.01 });
    expect(status).toBe(200);
    expect(body.id).toBe(line.id);
    expect(body.quantity).toBe(2);
    expect(body.dimensions).toEqual({ width: 1650, height: 1400 });
    expect(body.options.sopraluce).toBe(true);
    const expected = await serverPriceCents(changed);
    expect(expected).not.toBe(eurosToCents(line.calculatedPrice));
    expect(eurosToCents(body.calculatedPrice)).toBe(expected);

    const cart = (await buyer.json<LineJson[]>("/api/cart")).body;
    expect(cart).toHaveLength(1);
    const [row] = await app.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, line.id));
    expect(row?.unitPriceCents).toBe(expected);

    // A quantity alone still changes only the quantity.
    const quantityOnly = await patchLine(buyer, line.id, { quantity: 4 });
    expect(quantityOnly.status).toBe(200);
    expect(quantityOnly.body.quantity).toBe(4);
    expect(quantityOnly.body.dimensions.width).toBe(1650);
  });

  it("refuses an invalid configuration with the field's Italian message and changes nothing", async () => {
    const buyer = await registeredCustomer(app);
    const line = await addLine(buyer);
    const base = configuration();
    const other = catalogue.configurable.find((product) => product.id !== firstProductId());
    const cases: [unknown, RegExp][] = [
      [{ ...base, dimensions: { width: 7000, height: 1400 } }, /larghezza massima è 6000 mm/],
      [{ ...base, dimensions: { width: "abc", height: 1400 } }, /larghezza valida/],
      [{ ...base, options: { ...base.options, color: "viola-fluo" } }, /.+/],
      [{ ...base, quantity: 0 }, /quantità/i],
      [{ options: base.options }, /larghezza e altezza/],
      ...(other ? [[{ ...base, productId: other.id }, /stesso prodotto/] as [unknown, RegExp]] : []),
    ];
    for (const [json, message] of cases) {
      const { status, body } = await patchLine(buyer, line.id, json);
      expect(status, JSON.stringify(json)).toBe(400);
      expect(body.message).toMatch(message);
    }
    const [after] = (await buyer.json<LineJson[]>("/api/cart")).body;
    expect(after?.dimensions).toEqual(line.dimensions);
    expect(after?.calculatedPrice).toBe(line.calculatedPrice);
  });

  it("answers 404 for another customer's line and leaves it alone", async () => {
    const owner = await registeredCustomer(app);
    const intruder = await registeredCustomer(app);
    const line = await addLine(owner);
    const base = configuration();
    const { status } = await patchLine(intruder, line.id, {
      ...base,
      dimensions: { width: 2000, height: 2000 },
    });
    expect(status).toBe(404);
    const [after] = (await owner.json<LineJson[]>("/api/cart")).body;
    expect(after?.dimensions).toEqual(line.dimensions);
  });
});

describe("the product page's configuration link", () => {
  it("renders with the link's values dropped and named when the product does not offer them", async () => {
    const response = await app.request(
      `/product/${firstProductId()}?color=viola-fluo&larghezza=abc&altezza=1700`,
    );
    expect(response.status).toBe(200);
    const html = await visibleHtml(response);
    expect(html).toContain("Alcuni valori del link non sono validi: Colore «viola-fluo», Larghezza «abc».");

    const clean = await visibleHtml(await app.request(`/product/${firstProductId()}?altezza=1700`));
    expect(clean).not.toContain("Alcuni valori del link non sono validi");
  });
});
