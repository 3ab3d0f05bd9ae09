import type { Page } from "@playwright/test";
import type { ProductJson } from "../../app/server/web/api-serializers.server.ts";
import { apiJson, expect, test } from "../support/e2e-fixtures";

// The climate zone chosen once is remembered on every product (docs/product/thermal.md#ecobonus).

async function windows(page: Page): Promise<ProductJson[]> {
  const products = await apiJson<ProductJson[]>(page, "/api/categories/finestre/products");
  expect(products.length).toBeGreaterThan(1);
  return products;
}

async function openConfigurator(page: Page, product: ProductJson) {
  await page.goto(`/product/${product.id}#configuratore`);
  const form = page.getByRole("form", { name: `Configurazione di ${product.name}` });
  await expect(form.getByLabel("Zona climatica")).toBeEnabled();
  return form;
}

test.use({ failOnUncaughtErrors: true });

test("a climate zone chosen on one product is the zone of the next one", async ({ page }) => {
  const [first, second] = await windows(page);
  const form = await openConfigurator(page, first!);
  await form.getByLabel("Zona climatica").selectOption("E");
  await expect(form.getByTestId("ecobonus")).toContainText("zona E");

  const next = await openConfigurator(page, second!);
  await expect(next.getByLabel("Zona climatica")).toHaveValue("E");
  await expect(next.getByTestId("ecobonus")).toContainText("Ecobonus zona E (limite 1,30 W/m²K)");

  // «Non indicata» is remembered too.
  await next.getByLabel("Zona climatica").selectOption("");
  const again = await openConfigurator(page, first!);
  await expect(again.getByLabel("Zona climatica")).toHaveValue("");
  await expect(again.getByTestId("ecobonus")).toContainText("Indica la zona climatica");
});
