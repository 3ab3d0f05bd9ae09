import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/e2e-fixtures";

// The measuring guide the configurator's size fields link to
// (docs/product/window-price.md#measuring-guide): a static page whose drawings
// are inline SVG, named for a screen reader, and which fits the narrowest phone.

const drawings = [
  "Larghezza: tre misure, in alto, al centro e in basso",
  "Altezza: tre misure, a sinistra, al centro e a destra",
  "Squadra: le due diagonali D1 e D2",
  "Da annotare: cassonetto, davanzale e termosifone",
];

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("Come prendere le misure", () => {
  test("explains what to measure, with its drawings, and leads back to the products", async ({ page }) => {
    const response = await page.goto("/come-misurare");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Come prendere le misure | Aurora Serramenti");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Come prendere le misure");

    for (const name of drawings) {
      await expect(page.getByRole("img", { name, exact: true })).toBeVisible();
    }

    const main = page.getByRole("main");
    for (const words of ["luce muro", "telaio esistente", "fuori squadro", "davanzale", "cassonetto"]) {
      await expect(main).toContainText(words);
    }
    await expect(page.getByRole("region", { name: "Misure indicative e sopralluogo" })).toContainText(
      "indicative",
    );
    await expect(page.getByRole("link", { name: "Torna ai prodotti", exact: true })).toHaveAttribute(
      "href",
      "/category/finestre",
    );

    await expectNoSeriousA11yViolations(page);
  });

  test("reflows at 320 px without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto("/come-misurare");
    await expect(page.getByRole("heading", { level: 1, name: "Come prendere le misure" })).toBeVisible();
    for (const name of drawings) {
      await expect(page.getByRole("img", { name, exact: true })).toBeVisible();
    }
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});
