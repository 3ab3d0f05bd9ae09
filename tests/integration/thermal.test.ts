import { beforeAll, describe, expect, it } from "vitest";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import { readableText, registeredCustomer, validShipping, visibleHtml } from "../support/api-client.ts";
import { sharedTestApp } from "../support/test-app.ts";
import { windowConfiguration } from "../support/window-configuration.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
  postJson,
} from "../support/window-fixtures.ts";

// The thermal transmittance as an API client and a reader see it (docs/product/thermal.md):
// POST /api/price's `thermalTransmittance`, the product page's "Caratteristiche", the cart.
// Expected figures are hand-worked in app/domain/configurator/thermal-transmittance.test.ts: the PVC 70
// two-sash window at 1200 × 1400 mm is Uw 1,48; the plain PVC entrance door is Ud 1,30.

const app = sharedTestApp();
let catalogue: PricingCatalogue;

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
});

const bySlug = (slug: string): Product => {
  const product = catalogue.configurable.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`no configurable product ${slug}`);
  return product;
};

async function firstOfCategory(slug: string): Promise<Product> {
  const products = (await (await app.request(`/api/categories/${slug}/products`)).json()) as Product[];
  return products[0]!;
}

async function priced(body: unknown) {
  const response = await postJson(app, "/api/price", body);
  expect(response.status).toBe(200);
  return (await response.json()) as { price: number; thermalTransmittance: unknown };
}

async function features(productId: number): Promise<string> {
  const response = await app.request(`/product/${productId}?scheda=caratteristiche`);
  expect(response.status).toBe(200);
  return readableText(await visibleHtml(response));
}

describe("POST /api/price thermalTransmittance", () => {
  it("answers Uw for a window, following the sashes and the size", async () => {
    const classica = bySlug("finestra-pvc-classica-70");
    const body = firstValidConfiguration(catalogue, classica.id);
    expect(body.options.windowType).toBe("due-ante");
    expect((await priced(body)).thermalTransmittance).toEqual({ kind: "Uw", value: 1.48 });
    // One sash, 1000 × 1000: glass 748 × 748 mm, (0,559504 · 1,1 + 0,440496 · 1,3 + 2,992 · 0,08) / 1 = 0,6154544 + 0,5726448 + 0,23936 = 1,4275 → 1,43
    const single = windowConfiguration(
      classica.id,
      { ...body.options, windowType: "una-anta", openingSide: "destra" },
      { width: 1000, height: 1000 },
    );
    expect((await priced(single)).thermalTransmittance).toEqual({ kind: "Uw", value: 1.43 });
  });

  it("answers Ud for an entrance door with a declared figure, null for shutters and interior doors", async () => {
    const door = bySlug("porta-ingresso-pvc-classica");
    expect((await priced(firstValidConfiguration(catalogue, door.id))).thermalTransmittance).toEqual({
      kind: "Ud",
      value: 1.3,
    });
    const shutter = await firstOfCategory("tapparelle");
    const shutterAnswer = await priced(firstValidConfiguration(catalogue, shutter.id));
    expect(shutterAnswer.price).toBeGreaterThan(0);
    expect(shutterAnswer.thermalTransmittance).toBeNull();
    const interior = bySlug("porta-interna-laminato-liscia");
    expect((await priced(firstValidConfiguration(catalogue, interior.id))).thermalTransmittance).toBeNull();
  });
});

describe("product page «Caratteristiche»", () => {
  it("shows a window's Uw for the reference size", async () => {
    const html = await features(bySlug("finestra-pvc-classica-70").id);
    expect(html).toContain("Trasmittanza termica (Uw)");
    expect(html).toContain("1,48 W/m²K (misura di riferimento 1200 x 1400 mm)");
  });

  it("names a door's figure Ud and shows none for a shutter", async () => {
    const door = await features(bySlug("porta-ingresso-pvc-classica").id);
    expect(door).toContain("Trasmittanza termica (Ud)");
    // 800 × 2100 is the doors' reference size.
    expect(door).toContain("1,30 W/m²K (misura di riferimento 800 x 2100 mm)");
    expect(door).not.toContain("Trasmittanza termica (Uw)");
    const shutter = await features((await firstOfCategory("tapparelle")).id);
    expect(shutter).toContain("Isolamento acustico");
    expect(shutter).not.toContain("Trasmittanza termica");
  });
});

describe("cart and order", () => {
  it("shows each window line's Uw on the cart page, in GET /api/cart and on the order page", async () => {
    const buyer = await registeredCustomer(app);
    const classica = bySlug("finestra-pvc-classica-70");
    const added = await buyer.json("/api/cart", {
      method: "POST",
      json: firstValidConfiguration(catalogue, classica.id),
    });
    expect(added.status).toBe(201);
    const cart = await buyer.json<{ thermalTransmittance: unknown }[]>("/api/cart");
    expect(cart.body[0]?.thermalTransmittance).toEqual({ kind: "Uw", value: 1.48 });
    const page = readableText(await visibleHtml(await buyer.request("/cart")));
    expect(page).toContain("Trasmittanza termica");
    expect(page).toContain("Uw ≈ 1,48 W/m²K");

    const order = await buyer.json<{ id: number }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
    });
    expect(order.status).toBe(201);
    const orderPage = readableText(await visibleHtml(await buyer.request(`/orders/${order.body.id}`)));
    expect(orderPage).toContain("Uw ≈ 1,48 W/m²K");
  });
});
