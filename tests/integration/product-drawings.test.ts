import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import type { DoorCatalogueJson, ProductJson } from "#app/server/web/api-serializers.server.ts";
import { type Customer, registeredCustomer, validShipping } from "../support/api-client.ts";
import { doorSelection } from "../support/door-selection.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "../support/window-fixtures.ts";

// What a customer's browser gets of the product drawings (docs/product/drawings.md):
// the product pictures drawn by the server, and the thumbnails of their cart,
// checkout, order and saved configurations in the pages' HTML.

let app: TestApp;
let products: ProductJson[];
let catalogue: Awaited<ReturnType<typeof loadPricingCatalogue>>;

beforeAll(async () => {
  app = await startTestApp();
  [products, catalogue] = await Promise.all([
    app.request("/api/products").then((response) => response.json() as Promise<ProductJson[]>),
    loadPricingCatalogue(app),
  ]);
});
afterAll(async () => {
  await app?.close();
});

const drawingPath = (id: number) => `/images/products/${id}/drawing.svg`;

/** The opening tags of the page's drawings (svg elements with a family). */
function drawingsIn(html: string): string[] {
  return html.match(/<svg[^>]*data-family="[^"]+"[^>]*>/g) ?? [];
}

async function pageHtml(client: Customer, pathname: string): Promise<string> {
  const response = await client.request(pathname);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

describe("GET /images/products/:id/drawing.svg", () => {
  it("draws every product as an SVG file of its family, cached for a while", async () => {
    for (const product of products) {
      const response = await app.request(drawingPath(product.id));
      expect(response.status, product.name).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
      const svg = await response.text();
      expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
      expect(svg).toContain(`data-family="${productFamily(product)}"`);
      expect(svg).toContain('width="400" height="300"');
      expect(svg).toContain('role="img"');
    }
  });

  it("draws Torterolo TR651 Bianco white and a wood window wood-brown", async () => {
    const svgOf = async (name: RegExp) => {
      const product = products.find((candidate) => name.test(candidate.name))!;
      return (await app.request(drawingPath(product.id))).text();
    };
    const bianco = await svgOf(/TR651 Bianco/);
    expect(bianco).toMatch(/data-leaf=""[^>]*fill="#f8fafc"/);
    expect(bianco).toContain("colore Bianco");
    expect(await svgOf(/Finestra Legno Lamellare/)).toContain("colore Legno");
  });

  it("answers 404 for an unknown or malformed product id", async () => {
    for (const id of ["999999", "abc", "0", "-1", "2147483648", "1e3"]) {
      expect((await app.request(`/images/products/${id}/drawing.svg`)).status, id).toBe(404);
    }
  });

  it("is what the product pages show, as an image with its size and alt text", async () => {
    const product = products.find((candidate) => !candidate.imageUrl)!;
    const html = await (await app.request(`/product/${product.id}`)).text();
    expect(html).toMatch(
      new RegExp(`<img[^>]*src="${drawingPath(product.id)}"[^>]*alt="Illustrazione: [^"]+"[^>]*width="400"`),
    );
  });
});

describe("thumbnails drawn from the configuration", () => {
  it("shows each cart line, checkout line and order line drawn in its product's family", async () => {
    const buyer = await registeredCustomer(app);
    const window = catalogue.configurable.find((product) => productFamily(product) === "window")!;
    const configuration = {
      ...firstValidConfiguration(catalogue, window.id),
      dimensions: { width: 900, height: 1300 },
    };
    expect((await buyer.json("/api/cart", { method: "POST", json: configuration })).status).toBe(201);

    const torterolo = products.find((product) => product.subcategory?.slug === "torterolo")!;
    const doors = (await (await app.request("/api/door-catalogue")).json()) as DoorCatalogueJson;
    const white = doors.finishes.find((finish) => /bianco/i.test(finish.name))!;
    const door = doorSelection(torterolo.id, { internalPanel: white.key, externalPanel: white.key });
    expect((await buyer.json("/api/cart", { method: "POST", json: { kind: "door", ...door } })).status).toBe(
      201,
    );

    for (const pathname of ["/cart", "/checkout"]) {
      const drawings = drawingsIn(await pageHtml(buyer, pathname));
      expect(drawings, pathname).toHaveLength(2);
      expect(drawings[0]).toContain('data-family="window"');
      expect(drawings[0]).toContain("900 × 1300 mm");
      expect(drawings[1]).toContain('data-family="door"');
      expect(drawings[1]).toContain('aria-label="Porta blindata, apertura a destra, 900 × 2100 mm"');
    }
    const cartJson = (await buyer.json<Record<string, unknown>[]>("/api/cart")).body;
    expect(cartJson.every((line) => !("drawing" in line))).toBe(true);

    const order = await buyer.json<{ id: number; items: Record<string, unknown>[] }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
    });
    expect(order.status).toBe(201);
    expect(order.body.items.every((item) => !("drawing" in item))).toBe(true);
    const orderDrawings = drawingsIn(await pageHtml(buyer, `/orders/${order.body.id}`));
    expect(orderDrawings.map((tag) => tag.match(/data-family="([^"]+)"/)?.[1])).toEqual(["window", "door"]);
  });

  it("shows each saved configuration drawn with its own size", async () => {
    const buyer = await registeredCustomer(app);
    const shutter = catalogue.configurable.find((product) => productFamily(product) === "shutter")!;
    const configuration = firstValidConfiguration(catalogue, shutter.id);
    const saved = await buyer.json<Record<string, unknown>>("/api/saved-configurations", {
      method: "POST",
      json: { ...configuration, name: "Camera", dimensions: { width: 1500, height: 1600 } },
    });
    expect(saved.status).toBe(201);
    expect("drawing" in saved.body).toBe(false);
    const drawings = drawingsIn(await pageHtml(buyer, "/saved-configurations"));
    expect(drawings).toHaveLength(1);
    expect(drawings[0]).toContain('data-family="shutter"');
    expect(drawings[0]).toContain("1500 × 1600 mm");
  });
});
