import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/e2e-fixtures";

test("home renders in Italian with the header links", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page).toHaveTitle(/Aurora Serramenti/);
  await expect(page.getByRole("heading", { name: "La nostra gamma di prodotti" })).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Principale" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(nav.getByRole("link", { name: "Chi siamo" })).toHaveAttribute("href", "/chi-siamo");
  await expect(nav.getByRole("link", { name: "Contatti" })).toHaveAttribute("href", "/contatti");
  await expect(page.getByRole("link", { name: "Accedi" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("link", { name: "Preventivo Gratuito" })).toHaveAttribute("href", "/contatti");

  await expectNoSeriousA11yViolations(page);
});

test("following a category link reaches that category's URL", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Finestre", exact: true }).click();
  await expect(page).toHaveURL(/\/category\/finestre$/);
});

test("an unknown path answers 404 with the documented text", async ({ page }) => {
  const response = await page.goto("/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page).toHaveTitle(/404 Page Not Found/);
  await expectNoSeriousA11yViolations(page);
});
