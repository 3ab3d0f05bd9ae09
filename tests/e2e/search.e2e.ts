import type { Page } from "@playwright/test";
import type { Product } from "../../app/domain/catalogue/catalogue.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { apiJson, expect, test } from "../support/e2e-fixtures";
import { openWith } from "../support/hydration";

// Product search (docs/product/catalogue.md#search): the /cerca page, which
// works without JavaScript, and the header's dialog, which shares its matching
// rule. Expectations come from the catalogue API, not from a list in the test.

const results = (page: Page) => page.getByRole("list", { name: "Prodotti trovati" });

async function productsOf(page: Page, categorySlug: string) {
  const products = await apiJson<Product[]>(page, `/api/categories/${categorySlug}/products`);
  expect(products.length).toBeGreaterThan(0);
  return products;
}

test.describe("without JavaScript", () => {
  test("/cerca?q=tapparella lists every shutter with its starting price", async ({ noJsPage: page }) => {
    const shutters = await productsOf(page, "tapparelle");
    const response = await page.goto("/cerca?q=tapparella");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Risultati per «tapparella» | Aurora Serramenti");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { level: 1, name: "Cerca prodotti" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Cerca prodotti" })).toHaveValue("tapparella");

    for (const shutter of shutters) {
      const item = results(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: shutter.name, exact: true }) });
      await expect(item.getByRole("link")).toHaveAttribute("href", `/product/${shutter.id}`);
      await expect(item).toContainText(`da ${formatEuroCents(shutter.basePriceCents)}`);
      await expect(item).toContainText("Tapparelle");
    }
    await expect(page.getByRole("status")).toHaveText(
      `${shutters.length} prodotti trovati per «tapparella».`,
    );

    await results(page).getByRole("link", { name: shutters[0]!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${shutters[0]!.id}$`));
  });

  test("the header's search button leads to the page, whose form searches singular and plural alike", async ({
    noJsPage: page,
  }) => {
    const securityDoors = await productsOf(page, "porte-blindate");
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Cerca prodotti" }).click();
    await expect(page).toHaveURL(/\/cerca\?*$/);
    await expect(page.getByRole("status")).toHaveText("Inizia a digitare per cercare prodotti.");

    await page.getByRole("searchbox", { name: "Cerca prodotti" }).fill("BLINDATA");
    await page.getByRole("main").getByRole("button", { name: "Cerca" }).click();
    await expect(page).toHaveURL(/\/cerca\?q=BLINDATA$/);
    await expect(results(page).getByRole("listitem")).toHaveCount(securityDoors.length);
    await expect(results(page).getByRole("link")).toHaveText(securityDoors.map((door) => door.name));
  });

  test("a search without results says so and offers the categories", async ({ noJsPage: page }) => {
    await page.goto("/cerca?q=zzqx+inesistente");
    await expect(page.getByRole("status")).toHaveText("Nessun prodotto trovato.");
    await expect(results(page)).toHaveCount(0);
    const categories = page.getByRole("region", { name: /sfoglia le categorie/ });
    await expect(categories.getByRole("link", { name: "Tapparelle" })).toHaveAttribute(
      "href",
      "/category/tapparelle",
    );
  });
});

test.describe("the search dialog", () => {
  const dialog = (page: Page) => page.getByRole("dialog", { name: "Cerca prodotti" });
  const input = (page: Page) => dialog(page).getByRole("combobox", { name: "Cerca prodotti" });

  async function search(page: Page, query: string) {
    await page.goto("/");
    await openWith(page.getByRole("button", { name: "Cerca prodotti", exact: true }), dialog(page));
    await input(page).fill(query);
  }

  test('"tapparelle" finds the shutters, with prices, and leads to all the results', async ({ page }) => {
    const shutters = await productsOf(page, "tapparelle");
    await search(page, "tapparelle");
    const options = dialog(page).getByRole("option");
    await expect(options).toHaveCount(shutters.length);
    for (const shutter of shutters) {
      await expect(options.filter({ hasText: shutter.name })).toContainText(
        `da ${formatEuroCents(shutter.basePriceCents)}`,
      );
    }
    await expectNoSeriousA11yViolations(page);

    await dialog(page)
      .getByRole("link", { name: `Vedi tutti i risultati (${shutters.length})` })
      .click();
    await expect(page).toHaveURL(/\/cerca\?q=tapparelle$/);
    await expect(dialog(page)).toBeHidden();
    await expect(results(page).getByRole("listitem")).toHaveCount(shutters.length);
  });

  test('"blindata" finds every security door, Alias and Torterolo alike', async ({ page }) => {
    const securityDoors = await productsOf(page, "porte-blindate");
    await search(page, "blindata");
    await expect(dialog(page).getByRole("option")).toHaveCount(securityDoors.length);
    await expect(dialog(page).getByRole("status")).toHaveText(`${securityDoors.length} prodotti trovati.`);
  });
});
