import type { Page } from "@playwright/test";
import type { ProductJson } from "../../app/server/web/api-serializers.server.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { apiJson, expect, test } from "../support/e2e-fixtures";

// The sizes the factory can make, on a phone (docs/product/window-price.md#sizes-the-factory-can-make):
// the configurator says the limit beside each size field before the buyer types,
// a size beyond it turns the field red with the same sentence, and no price,
// breakdown or delivery estimate stays on screen until it is put right.

test.use({ pageContext: { viewport: { width: 375, height: 800 } }, failOnUncaughtErrors: true });

async function firstWindow(page: Page): Promise<ProductJson> {
  const products = await apiJson<ProductJson[]>(page, "/api/categories/finestre/products");
  return products[0]!;
}

const LIMIT = /^Per una finestra .+ la larghezza va da ([\d.]+) a ([\d.]+) mm$/;
const millimetres = (text: string) => Number(text.replaceAll(".", ""));

test("a width beyond the limit shows the limit at the field and leaves no price on screen", async ({
  page,
}) => {
  const product = await firstWindow(page);
  await page.goto(`/product/${product.id}`);
  const section = page.getByRole("region", { name: "Configura e calcola il prezzo" });
  await section.getByRole("button", { name: "Apri il configuratore" }).click();
  const form = section.getByRole("form", { name: `Configurazione di ${product.name}` });
  await expect(form).toBeVisible();

  const width = form.getByRole("spinbutton", { name: "Larghezza (mm)" });
  // Said before anyone asks, and tied to the field for screen readers.
  const hint = (await form.getByTestId("limite-width").textContent()) ?? "";
  const [, , greatest] = LIMIT.exec(hint) ?? [];
  expect(greatest, hint).toBeTruthy();
  await expect(width).toHaveAccessibleDescription(hint);
  const total = section.getByTestId("totale-stimato").first();
  await expect(total).toContainText("€");
  await expect(form.getByRole("link", { name: "Come prendere le misure" })).toHaveAttribute(
    "href",
    "/come-misurare",
  );

  await width.fill(String(millimetres(greatest!) + 100));
  await expect(width).toHaveAttribute("aria-invalid", "true");
  await expect(width).toHaveAccessibleDescription(hint);
  await expect(form.getByText(hint, { exact: true })).toBeVisible();
  await expect(total).toHaveText("Correggi i campi segnalati per vedere il prezzo");
  await expect(section.getByTestId("price-parts")).toHaveCount(0);
  await expect(section.getByTestId("barra-prezzo")).not.toContainText("€");
  await expectNoSeriousA11yViolations(page);

  await width.fill(String(millimetres(greatest!) - 100));
  await expect(width).not.toHaveAttribute("aria-invalid", "true");
  await expect(total).toContainText("€");
});
