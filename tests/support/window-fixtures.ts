import { productConfigurator } from "#app/domain/catalogue.ts";
import type { CalculatorOptionJson, ProductJson } from "#app/server/api-serializers.server.ts";
import type { Customer } from "./api-client.ts";
import type { TestApp } from "./test-app.ts";
import { firstWindowOptionValues, windowConfiguration } from "./window-configuration.ts";

export async function loadPricingCatalogue(app: TestApp) {
  const [options, products] = await Promise.all([
    app.request("/api/calculator-options").then((r) => r.json() as Promise<CalculatorOptionJson[]>),
    app.request("/api/products").then((r) => r.json() as Promise<ProductJson[]>),
  ]);
  const byType = (type: CalculatorOptionJson["type"]) => options.filter((option) => option.type === type);
  return {
    options,
    byType,
    configurable: products.filter((product) => productConfigurator(product) === "window"),
    alias: products.filter((product) => productConfigurator(product) === "none"),
  };
}

export type PricingCatalogue = Awaited<ReturnType<typeof loadPricingCatalogue>>;

/** A valid configuration body for POST /api/price with the first value of each option. */
export function firstValidConfiguration(catalogue: PricingCatalogue, productId: number) {
  return windowConfiguration(productId, firstWindowOptionValues(catalogue.options));
}

/** Puts the first configurable window (first value of each option) in the customer's cart; the line's id. */
export async function addFirstWindowToCart(client: Customer, catalogue: PricingCatalogue): Promise<number> {
  const { status, body } = await client.json<{ id: number }>("/api/cart", {
    method: "POST",
    json: firstValidConfiguration(catalogue, catalogue.configurable[0]!.id),
  });
  if (status !== 201) throw new Error(`adding to the cart failed: ${status} ${JSON.stringify(body)}`);
  return body.id;
}

export function postJson(
  app: TestApp,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(pathname, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
