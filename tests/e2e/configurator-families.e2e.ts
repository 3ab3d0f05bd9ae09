import type { Locator, Page } from "@playwright/test";
import type { OptionSetEntry } from "../../app/domain/catalogue/option-set-entries.ts";
import { defaultSizesMm } from "../../app/domain/configurator/product-drawing-spec.ts";
import { type ProductFamily, productFamily } from "../../app/domain/configurator/product-family.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import type { ProductJson } from "../../app/server/web/api-serializers.server.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { apiJson, expect, test } from "../support/e2e-fixtures";
import { defaultOptionValuesOf, windowConfiguration } from "../support/window-configuration";

// The product page's configurator for one product of every category, on a
// phone and on a desktop: only that product's options, its own material and
// system fixed, the family's drawing, and a price equal to POST /api/price
// before and after a change (docs/product/window-price.md#option-sets).

const categories = [
  "finestre",
  "portefinestre",
  "scorrevoli",
  "tapparelle",
  "porte-ingresso",
  "porte-interne",
] as const;

const widths = [
  { name: "375 px", viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
] as const;

type Entry = OptionSetEntry;

async function firstProductOf(page: Page, category: string): Promise<ProductJson> {
  const products = await apiJson<ProductJson[]>(page, `/api/categories/${category}/products`);
  const product = products.find((candidate) => candidate.subcategory?.slug !== "alias");
  if (!product) throw new Error(`no configurable product in ${category}`);
  return product;
}

/** The labels of the product's selects, in the API's order. */
function labelsOf(entries: readonly Entry[]): string[] {
  return [...new Set(entries.map((entry) => entry.label))];
}

async function serverPrice(page: Page, body: unknown): Promise<string> {
  const response = await page.request.post("/api/price", { data: body });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { price: number };
  return formatEuroCents(Math.round(answer.price * 100));
}

async function openConfigurator(page: Page, product: ProductJson): Promise<Locator> {
  await page.goto(`/product/${product.id}#configuratore`);
  const form = page.getByRole("form", { name: `Configurazione di ${product.name}` });
  await expect(form).toBeVisible();
  return form;
}

for (const size of widths) {
  test.describe(`configurator of every family at ${size.name}`, () => {
    test.use({
      pageContext: {
        viewport: size.viewport,
        ...("isMobile" in size ? { isMobile: true, hasTouch: true } : {}),
      },
      failOnUncaughtErrors: true,
    });

    for (const category of categories) {
      test(`${category}: the product's own options, drawing and price`, async ({ page }) => {
        const product = await firstProductOf(page, category);
        const family: ProductFamily = productFamily(product);
        const entries = await apiJson<Entry[]>(page, `/api/calculator-options?productId=${product.id}`);
        const form = await openConfigurator(page, product);

        // Only the product's options, in order; a shutter or a door has no "Tipo di finestra".
        const selects = form.locator("[data-option-type]").getByRole("combobox");
        await expect(selects).toHaveCount(labelsOf(entries).length);
        for (const [index, label] of labelsOf(entries).entries()) {
          await expect(selects.nth(index)).toHaveAccessibleName(label);
        }
        if (family !== "window") await expect(form.getByLabel("Tipo di finestra")).toHaveCount(0);
        // The climate zone goes with a thermal figure: none for shutters and interior doors (docs/product/thermal.md).
        const hasFigure = family !== "shutter" && category !== "porte-interne";
        await expect(form.getByLabel("Zona climatica")).toHaveCount(hasFigure ? 1 : 0);
        if (family === "shutter" || family === "door") {
          await expect(form.getByLabel("Materiale", { exact: true })).toHaveCount(0);
          await expect(form.getByRole("switch", { name: "Sottoluce" })).toHaveCount(0);
        }

        // What the product defines is shown and fixed.
        for (const locked of entries.filter((entry) => entry.locked)) {
          const select = form.getByRole("combobox", { name: locked.label, exact: true });
          await expect(select).toBeDisabled();
          await expect(select).toHaveValue(locked.value);
        }

        // The drawing is the family's, at the size the fields start with.
        const section = page.locator("#configuratore");
        await expect(section.locator(`svg[data-family="${family}"]`).first()).toBeVisible();
        const defaults = defaultSizesMm[family];
        await expect(form.getByLabel("Larghezza (mm)")).toHaveValue(String(defaults.width));
        await expect(form.getByLabel("Altezza (mm)")).toHaveValue(String(defaults.height));

        // Without touching anything the total is the server's price of the defaults.
        const values = defaultOptionValuesOf(entries);
        const total = section.getByTestId("totale-stimato");
        await expect(total).toHaveText(
          await serverPrice(page, windowConfiguration(product.id, values, defaults)),
        );

        // A change of a free option: still the server's price, and the parts name it.
        const free = labelsOf(entries.filter((entry) => !entry.locked)).find(
          (label) => entries.filter((entry) => entry.label === label).length > 1,
        );
        if (free) {
          const last = entries.filter((entry) => entry.label === free).at(-1)!;
          await form.getByRole("combobox", { name: free, exact: true }).selectOption(last.value);
          const changed = { ...values, [last.type]: last.value };
          await expect(total).toHaveText(
            await serverPrice(page, windowConfiguration(product.id, changed, defaults)),
          );
          await expect(section.getByTestId("price-parts")).toContainText(last.name);
        }
        await expect(section.getByTestId("price-parts")).toContainText("Superficie");
        await expect(section.getByTestId("prezzo-al-metro")).toBeVisible();

        // On a phone the price bar stays at hand with the same total; on a desktop the summary does.
        const bar = section.getByTestId("barra-prezzo");
        if (size.viewport.width < 1024) {
          await expect(bar).toBeVisible();
          await expect(bar).toContainText((await total.textContent()) ?? "");
          await expect(bar.getByRole("button", { name: "Richiedi Preventivo" })).toBeVisible();
        } else {
          await expect(bar).toBeHidden();
        }

        // "Reset" returns to the defaults.
        await form.getByRole("button", { name: "Reset" }).click();
        await expect(total).toHaveText(
          await serverPrice(page, windowConfiguration(product.id, values, defaults)),
        );

        // The list price says what it is for.
        await expect(page.getByTestId("prezzo-di-listino").first()).toContainText(
          "per la misura di riferimento (fino a 1 m²)",
        );
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test.describe("a required choice cleared by the customer", () => {
  test.use({ pageContext: { viewport: { width: 1280, height: 900 } }, failOnUncaughtErrors: true });

  test("shows the field's message at once", async ({ page }) => {
    const product = await firstProductOf(page, "finestre");
    const form = await openConfigurator(page, product);
    await form.getByRole("combobox", { name: "Colore", exact: true }).selectOption("");
    await expect(form.getByText("Seleziona un colore")).toBeVisible();
    await form.getByRole("combobox", { name: "Colore", exact: true }).selectOption({ index: 1 });
    await expect(form.getByText("Seleziona un colore")).toHaveCount(0);
  });
});
