import type { Page } from "@playwright/test";
import type { ProductJson } from "../../app/server/web/api-serializers.server.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { apiJson, expect, test } from "../support/e2e-fixtures";

// The thermal transmittance in the configurators and the Ecobonus hint, on a phone
// and on a desktop (docs/product/thermal.md). The figures are hand-worked in
// app/domain/configurator/thermal-transmittance.test.ts: the PVC 70 two-sash window at
// 1200 × 1400 mm is Uw 1,48; with one sash at 1000 × 1000 mm, 1,43.

const NOTE =
  "Informazione indicativa: l'accesso alle detrazioni dipende dall'intero intervento e dalla normativa in vigore.";

const widths = [
  { name: "375 px", viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
] as const;

async function productBySlug(page: Page, category: string, slug?: string): Promise<ProductJson> {
  const products = await apiJson<ProductJson[]>(page, `/api/categories/${category}/products`);
  const product = slug ? products.find((candidate) => candidate.slug === slug) : products[0];
  if (!product) throw new Error(`no product ${slug ?? category}`);
  return product;
}

async function openConfigurator(page: Page, product: ProductJson) {
  await page.goto(`/product/${product.id}#configuratore`);
  const form = page.getByRole("form", { name: `Configurazione di ${product.name}` });
  await expect(form).toBeVisible();
  return form;
}

for (const size of widths) {
  test.describe(`thermal transmittance at ${size.name}`, () => {
    test.use({
      pageContext: {
        viewport: size.viewport,
        ...("isMobile" in size ? { isMobile: true, hasTouch: true } : {}),
      },
      failOnUncaughtErrors: true,
    });

    test("a window shows its Uw live and the Ecobonus hint for zone E", async ({ page }) => {
      const product = await productBySlug(page, "finestre", "finestra-pvc-classica-70");
      const form = await openConfigurator(page, product);
      const figure = form.getByTestId("trasmittanza");
      const hint = form.getByTestId("ecobonus");
      await expect(figure).toHaveText("Uw ≈ 1,48 W/m²K");
      await expect(form.getByText(NOTE)).toBeVisible();
      await expect(hint).toContainText("Indica la zona climatica");

      await form.getByLabel("Zona climatica").selectOption("E");
      await expect(hint).toHaveText(
        "Non idoneo Ecobonus zona E (limite 1,30 W/m²K): servono 0,18 W/m²K in meno",
      );
      // A window of the same category whose reference Uw (1,02) meets zone E's limit.
      await expect(
        form.getByRole("link", { name: "Vedi Finestra PVC Energy 82, che rientra nei limiti della zona E" }),
      ).toHaveAttribute("href", /^\/product\/\d+$/);

      // Live as the fields change: one sash, 1000 × 1000 mm.
      await form.getByLabel("Tipo di finestra").selectOption({ label: "Una anta" });
      await form.getByLabel("Larghezza (mm)").fill("1000");
      await form.getByLabel("Altezza (mm)").fill("1000");
      await expect(figure).toHaveText("Uw ≈ 1,43 W/m²K");
      await expect(hint).toHaveText(
        "Non idoneo Ecobonus zona E (limite 1,30 W/m²K): servono 0,13 W/m²K in meno",
      );
      await form.getByLabel("Zona climatica").selectOption("C");
      await expect(hint).toHaveText("Idoneo Ecobonus zona C (limite 1,75 W/m²K)");
      await expect(form.getByTestId("ecobonus-alternativa")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test("a shutter shows no thermal transmittance and no climate zone", async ({ page }) => {
      const form = await openConfigurator(page, await productBySlug(page, "tapparelle"));
      await expect(form.getByLabel("Manovra")).toBeVisible();
      await expect(form.getByTestId("trasmittanza")).toHaveCount(0);
      await expect(form.getByLabel("Zona climatica")).toHaveCount(0);
    });
  });
}

test.describe("card overlay", () => {
  test.use({ pageContext: { viewport: { width: 1280, height: 900 } }, failOnUncaughtErrors: true });

  test("shows the same Uw and hint as the product page", async ({ page }) => {
    const product = await productBySlug(page, "finestre", "finestra-pvc-classica-70");
    await page.goto("/category/finestre");
    await page
      .getByRole("main")
      .getByRole("article", { name: product.name, exact: true })
      .getByRole("button", { name: /^Calcola Prezzo/ })
      .click();
    const dialog = page.getByRole("dialog", { name: `Calcola il prezzo: ${product.name}` });
    const form = dialog.getByRole("form", { name: "Configurazione del prodotto" });
    await expect(form.getByTestId("trasmittanza")).toHaveText("Uw ≈ 1,48 W/m²K");
    await form.getByLabel("Zona climatica").selectOption("E");
    await expect(form.getByTestId("ecobonus")).toContainText("Non idoneo Ecobonus zona E");
    await expectNoSeriousA11yViolations(page);
  });
});
