import type { CalculatorOption, Product } from "#app/domain/catalogue.ts";
import { isAliasProduct } from "#app/domain/catalogue.ts";
import type { TestApp } from "./test-app.ts";

export async function loadPricingCatalogue(app: TestApp) {
  const [options, products] = await Promise.all([
    app.request("/api/calculator-options").then((r) => r.json() as Promise<CalculatorOption[]>),
    app.request("/api/products").then((r) => r.json() as Promise<Product[]>),
  ]);
  const byType = (type: CalculatorOption["type"]) => options.filter((option) => option.type === type);
  return {
    options,
    byType,
    configurable: products.filter((product) => !isAliasProduct(product)),
    alias: products.filter((product) => isAliasProduct(product)),
  };
}

/** A valid configuration body for POST /api/price with the first value of each option. */
export function firstValidConfiguration(
  catalogue: Awaited<ReturnType<typeof loadPricingCatalogue>>,
  productId: number,
) {
  const first = (type: CalculatorOption["type"]) => catalogue.byType(type)[0]!.value;
  return {
    productId,
    options: {
      material: first("material"),
      system: first("system"),
      profile: first("profile"),
      color: first("color"),
      windowType: first("windowType"),
      openingType: first("openingType"),
      sopraluce: false,
      sottoluce: false,
    },
    dimensions: { width: 1200, height: 1400 },
  };
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
