import type { Page } from "@playwright/test";
import type { ProductJson } from "../../app/server/web/api-serializers.server.ts";
import { apiJson, expect, test } from "../support/e2e-fixtures";

// «Copia link» shares the configuration (docs/product/window-price.md#configuration-link).

async function windows(page: Page): Promise<ProductJson[]> {
  const products = await apiJson<ProductJson[]>(page, "/api/categories/finestre/products");
  expect(products.length).toBeGreaterThan(1);
  return products;
}

async function openConfigurator(page: Page, product: ProductJson) {
  await page.goto(`/product/${product.id}#configuratore`);
  const form = page.getByRole("form", { name: `Configurazione di ${product.name}` });
  await expect(form.getByLabel("Larghezza (mm)")).toBeEnabled();
  return form;
}

test.use({ failOnUncaughtErrors: true });

test.describe("with clipboard access", () => {
  test.use({ pageContext: { permissions: ["clipboard-read", "clipboard-write"] } });

  test("«Copia link» copies the configuration's link, which opens the same configuration at the configurator", async ({
    page,
  }) => {
    const [product] = await windows(page);
    const form = await openConfigurator(page, product!);
    await form.getByLabel("Larghezza (mm)").fill("1000");
    await form.getByLabel("Altezza (mm)").fill("1100");
    await form.getByRole("button", { name: "Copia link" }).click();
    await expect(form.getByRole("status").filter({ hasText: "Link copiato" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^http://localhost:\\d+/product/${product!.id}\\?.*#configuratore$`));
    expect(copied).toContain("larghezza=1000");
    expect(copied).toContain("altezza=1100");

    // Someone opens it: the same size, the configurator scrolled into view.
    await page.goto("/");
    await page.goto(copied);
    const shared = page.getByRole("form", { name: `Configurazione di ${product!.name}` });
    await expect(shared.getByLabel("Larghezza (mm)")).toHaveValue("1000");
    await expect(shared.getByLabel("Altezza (mm)")).toHaveValue("1100");
    await expect(page.locator("#configuratore")).toBeInViewport();
  });
});

test("without clipboard access «Copia link» shows the link to copy by hand", async ({ page }) => {
  const [product] = await windows(page);
  const form = await openConfigurator(page, product!);
  await page.evaluate(() => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  });
  await form.getByRole("button", { name: "Copia link" }).click();
  const field = form.getByLabel("Copia questo link per condividere la configurazione:");
  await expect(field).toHaveAttribute("readonly", "");
  await expect(field).toHaveValue(new RegExp(`/product/${product!.id}\\?.*#configuratore$`));
});

test("a saved configuration's card copies its link", async ({ page, customer: _signedIn }) => {
  const [product] = await windows(page);
  const options = await apiJson<{ type: string; value: string; isDefault: boolean }[]>(
    page,
    `/api/calculator-options?productId=${product!.id}`,
  );
  const defaults = Object.fromEntries(options.filter((o) => o.isDefault).map((o) => [o.type, o.value]));
  const saved = await page.request.post("/api/saved-configurations", {
    data: {
      productId: product!.id,
      options: defaults,
      dimensions: { width: 1300, height: 1200 },
      name: "Studio",
    },
  });
  expect(saved.status()).toBe(201);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/saved-configurations");
  const card = page.getByRole("article", { name: "Studio" });
  await expect(card).toContainText("1300 × 1200 mm");
  await expect(async () => {
    await card.getByRole("button", { name: /^Copia link/ }).click();
    await expect(card.getByText("Link copiato")).toBeVisible({ timeout: 1000 });
  }).toPass();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("larghezza=1300");
  expect(copied).toMatch(/#configuratore$/);
});

test("a saved configuration's card puts it in the cart, and refuses a size the factory cannot make", async ({
  page,
  customer: _signedIn,
  toasts,
}) => {
  const [product] = await windows(page);
  const options = await apiJson<{ type: string; value: string; isDefault: boolean }[]>(
    page,
    `/api/calculator-options?productId=${product!.id}`,
  );
  const defaults = Object.fromEntries(options.filter((o) => o.isDefault).map((o) => [o.type, o.value]));
  for (const [name, width] of [
    ["Salotto", 1200],
    ["Vetrata", 6000],
  ] as const) {
    const saved = await page.request.post("/api/saved-configurations", {
      data: { productId: product!.id, options: defaults, dimensions: { width, height: 1400 }, name },
    });
    expect(saved.status()).toBe(201);
  }
  await page.goto("/saved-configurations");
  const good = page.getByRole("article", { name: "Salotto" });
  await expect(async () => {
    await good.getByRole("button", { name: /^Aggiungi al carrello/ }).click();
    await expect(toasts.titled("Aggiunto al carrello")).toBeVisible({ timeout: 1000 });
  }).toPass();
  // With or without the page's scripts (a plain post before hydration leads to the cart), the refusal shows on the card.
  await page.goto("/saved-configurations");
  const big = page.getByRole("article", { name: "Vetrata" });
  await big.getByRole("button", { name: /^Aggiungi al carrello/ }).click();
  await expect(big.getByRole("alert")).toContainText("la larghezza va da");
  const cart = await apiJson<{ dimensions: { width: number } }[]>(page, "/api/cart");
  expect(cart.map((line) => line.dimensions.width)).toEqual([1200]);
});
