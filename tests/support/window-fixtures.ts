import { productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import type { OptionSetEntry } from "#app/domain/catalogue/option-set-entries.ts";
import type { CalculatorOptionJson, ProductJson } from "#app/server/web/api-serializers.server.ts";
import type { Customer } from "./api-client.ts";
import type { TestApp } from "./test-app.ts";
import {
  defaultOptionValuesOf,
  firstWindowOptionValues,
  referenceSize,
  windowConfiguration,
} from "./window-configuration.ts";

export async function loadPricingCatalogue(app: TestApp) {
  const [options, products] = await Promise.all([
    app.request("/api/calculator-options").then((r) => r.json() as Promise<CalculatorOptionJson[]>),
    app.request("/api/products").then((r) => r.json() as Promise<ProductJson[]>),
  ]);
  const byType = (type: CalculatorOptionJson["type"]) => options.filter((option) => option.type === type);
  const configurable = products.filter((product) => productConfigurator(product) === "window");
  const entries = await Promise.all(
    configurable.map((product) =>
      app
        .request(`/api/calculator-options?productId=${product.id}`)
        .then((r) => r.json() as Promise<(CalculatorOptionJson & OptionSetEntry)[]>),
    ),
  );
  return {
    options,
    byType,
    configurable,
    alias: products.filter((product) => productConfigurator(product) === "none"),
    /** Each configurable product's own options (GET /api/calculator-options?productId=). */
    optionsOf: new Map(configurable.map((product, index) => [product.id, entries[index] ?? []])),
  };
}

export type PricingCatalogue = Awaited<ReturnType<typeof loadPricingCatalogue>>;

/**
 * A valid configuration body for POST /api/price: the product's defaults, or,
 * for a product the window configurator does not price, the first value of
 * each window option.
 */
export function firstValidConfiguration(catalogue: PricingCatalogue, productId: number) {
  const own = catalogue.optionsOf.get(productId);
  const product = catalogue.configurable.find((candidate) => candidate.id === productId);
  // The size the family's configurator opens with: one the factory makes (docs/product/window-price.md#sizes-the-factory-can-make).
  const size = product ? referenceSize(product) : undefined;
  return windowConfiguration(
    productId,
    own ? defaultOptionValuesOf(own) : firstWindowOptionValues(catalogue.options),
    size,
  );
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
