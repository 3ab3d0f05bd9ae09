import { type Browser, expect, type Page, test } from "@playwright/test";
import type { CalculatorOption, Product } from "../../app/domain/catalogue/catalogue.ts";
import { productConfigurator } from "../../app/domain/catalogue/catalogue.ts";

// A shared computer: after the customer signs out, the browser's Back button
// must not bring their order (name, phone, address) back from a cache.

const PASSWORD = "Serramenti-Sicuri-2026";
const SECRET_ADDRESS = "Via dei Segreti 42";
const SECRET_PHONE = "+39 051 987 6543";

async function customerWithAnOrder(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ locale: "it-IT", javaScriptEnabled });
  const page = await context.newPage();
  const username = `privato_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const registered = await page.request.post("/api/register", {
    data: { username, password: PASSWORD, firstName: "Carla" },
  });
  expect(registered.status()).toBe(201);
  const [options, products] = await Promise.all([
    page.request.get("/api/calculator-options").then((r) => r.json() as Promise<CalculatorOption[]>),
    page.request.get("/api/products").then((r) => r.json() as Promise<Product[]>),
  ]);
  const first = (type: CalculatorOption["type"]) => options.find((option) => option.type === type)?.value;
  const product = products.find((candidate) => productConfigurator(candidate) === "window");
  const line = await page.request.post("/api/cart", {
    data: {
      productId: product?.id,
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
    },
  });
  expect(line.status()).toBe(201);
  const order = await page.request.post("/api/orders", {
    data: {
      shipping: {
        name: "Carla Riservata",
        email: "carla.riservata@example.it",
        phone: SECRET_PHONE,
        address: SECRET_ADDRESS,
        city: "Bologna",
        postalCode: "40121",
      },
      paymentMethod: "carta",
      withdrawalExclusionAccepted: true,
    },
  });
  expect(order.status()).toBe(201);
  return { context, page };
}

async function openTheOrder(page: Page) {
  await page.goto("/orders");
  await page
    .getByRole("link", { name: /Ordine/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByText(SECRET_ADDRESS)).toBeVisible();
  await expect(page.getByText(SECRET_PHONE)).toBeVisible();
}

async function expectNothingPersonalAfterBack(page: Page) {
  await page.goBack();
  await page.waitForLoadState("load");
  const text = await page.locator("body").innerText();
  expect(text).not.toContain(SECRET_ADDRESS);
  expect(text).not.toContain(SECRET_PHONE);
  expect(text).not.toContain("Carla Riservata");
}

test("without JavaScript: Back after logout does not show the order again", async ({ browser }) => {
  const { context, page } = await customerWithAnOrder(browser, false);
  await openTheOrder(page);
  // Without a script the account menu is a native disclosure with a plain sign-out form.
  await page.getByRole("banner").locator("summary", { hasText: "Carla" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Accedi", exact: true })).toBeVisible();
  await expectNothingPersonalAfterBack(page);
  await context.close();
});

test("with JavaScript: Back after logout does not show the order again", async ({ browser }) => {
  const { context, page } = await customerWithAnOrder(browser, true);
  await openTheOrder(page);
  const header = page.getByRole("banner");
  const accountButton = header.getByRole("button", { name: "Carla", exact: true });
  const menu = page.getByRole("menu");
  await expect(async () => {
    if (!(await menu.isVisible())) await accountButton.click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await menu.getByRole("menuitem", { name: "Esci" }).click();
  await expect(page.getByText("Disconnessione effettuata", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNothingPersonalAfterBack(page);
  await context.close();
});
