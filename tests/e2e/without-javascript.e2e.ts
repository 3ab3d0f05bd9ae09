import type { Page } from "@playwright/test";
import type { Category, Product } from "../../app/domain/catalogue/catalogue.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, signUp, test } from "../support/e2e-fixtures";

// Navigation without JavaScript: the header's Prodotti menu, the account menu
// and the mobile menu are native disclosures (<details>) until a script
// replaces them, and the product tabs are links. Everything a customer reaches
// from the header is one plain navigation away.

const banner = (page: Page) => page.getByRole("banner");
/** A disclosure's toggle: a <summary>, which has no button role. */
const summary = (page: Page, text: string) => banner(page).locator("summary", { hasText: text });

async function categoriesOf(page: Page): Promise<Category[]> {
  return (await (await page.request.get("/api/categories")).json()) as Category[];
}

test("the Prodotti menu opens and leads to every category", async ({ noJsPage: page }) => {
  const categories = await categoriesOf(page);
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Principale" });
  await expect(menu.getByRole("link", { name: categories[0]!.name, exact: true })).toBeHidden();
  await summary(page, "Prodotti").click();
  for (const category of categories) {
    await expect(menu.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
      "href",
      `/category/${category.slug}`,
    );
  }
  await menu.getByRole("link", { name: "Tapparelle", exact: true }).click();
  await expect(page).toHaveURL(/\/category\/tapparelle$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tapparelle" })).toBeVisible();
});

test("the account menu reaches orders, wishlist and saved configurations, and signs out", async ({
  noJsPage: page,
}) => {
  await signUp(page, { firstName: "Teresa" });
  await page.goto("/");
  const account = summary(page, "Teresa");
  for (const [name, path, heading] of [
    ["I miei ordini", "/orders", "I miei ordini"],
    ["La mia lista dei desideri", "/wishlist", "La mia lista dei desideri"],
    ["Le mie configurazioni", "/saved-configurations", "Nessuna configurazione salvata"],
    ["Carrello", "/cart", "Il tuo carrello"],
  ] as const) {
    await account.click();
    await banner(page).getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(heading);
  }

  await account.click();
  await banner(page).getByRole("button", { name: "Esci" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole("link", { name: "Accedi", exact: true })).toBeVisible();
});

test.describe("on a phone", () => {
  test("the menu opens with every entry, the search and the account", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "it-IT",
      javaScriptEnabled: false,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    const categories = await categoriesOf(page);
    await signUp(page, { firstName: "Teresa" });
    await page.goto("/");
    // The cart stays in the header at every width.
    await expect(banner(page).getByRole("link", { name: "Carrello, vuoto" })).toBeVisible();

    await banner(page).locator('summary[aria-label="Apri il menu"]').click();
    const menu = banner(page).getByRole("navigation", { name: "Menu mobile" });
    for (const category of categories) {
      await expect(menu.getByRole("link", { name: category.name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Chi siamo", exact: true })).toHaveAttribute(
      "href",
      "/chi-siamo",
    );
    for (const name of ["I miei ordini", "La mia lista dei desideri", "Le mie configurazioni"]) {
      await expect(banner(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(banner(page).getByRole("button", { name: "Esci" })).toBeVisible();

    // The search is one page away: the results page has its form.
    await banner(page).getByRole("link", { name: "Cerca prodotti" }).click();
    await expect(page).toHaveURL(/\/cerca$/);
    await page.getByRole("searchbox", { name: "Cerca prodotti" }).fill("finestre");
    await page.getByRole("main").getByRole("button", { name: "Cerca", exact: true }).click();
    await expect(page).toHaveURL(/\/cerca\?q=finestre$/);
    await expect(
      page.getByRole("list", { name: "Prodotti trovati" }).getByRole("listitem").first(),
    ).toBeVisible();
    await context.close();
  });
});

test("the product tabs are links that open each tab", async ({ noJsPage: page }) => {
  const products = (await (await page.request.get("/api/categories/finestre/products")).json()) as Product[];
  await page.goto(`/product/${products[0]!.id}`);
  const tabs = page.getByRole("tablist", { name: "Informazioni sul prodotto" });
  await expect(tabs.getByRole("tab", { name: "Descrizione" })).toHaveAttribute("aria-selected", "true");

  await tabs.getByRole("tab", { name: "Caratteristiche" }).click();
  await expect(page).toHaveURL(/\?scheda=caratteristiche#informazioni$/);
  await expect(tabs.getByRole("tab", { name: "Caratteristiche" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Caratteristiche" })).toContainText("Isolamento acustico");

  await tabs.getByRole("tab", { name: "Installazione" }).click();
  await expect(page).toHaveURL(/\?scheda=installazione#informazioni$/);
  await expect(page.getByRole("tabpanel", { name: "Installazione" })).toContainText("UNI 11673-1");
});

// axe needs a script of its own in the page, which a context without JavaScript
// refuses: the same server markup is checked with the shop's scripts blocked.
test("the open disclosures pass axe at 1280 and 375 px", async ({ browser }) => {
  const context = await browser.newContext({ locale: "it-IT", viewport: { width: 1280, height: 800 } });
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await signUp(page, { firstName: "Teresa" });
  await page.goto("/");
  await summary(page, "Prodotti").click();
  await summary(page, "Teresa").click();
  await expect(banner(page).getByRole("button", { name: "Esci" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await banner(page).locator('summary[aria-label="Apri il menu"]').click();
  await expect(banner(page).getByRole("navigation", { name: "Menu mobile" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
