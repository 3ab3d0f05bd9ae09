import { productConfigurator } from "#app/domain/catalogue.ts";
import type { CalculatorOptionJson, ProductJson } from "#app/server/api-serializers.server.ts";
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

/** A valid configuration body for POST /api/price with the first value of each option. */
export function firstValidConfiguration(
  catalogue: Awaited<ReturnType<typeof loadPricingCatalogue>>,
  productId: number,
) {
  return windowConfiguration(productId, firstWindowOptionValues(catalogue.options));
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
