import type { Locator, Page, ViewportSize } from "@playwright/test";
import { type Product, productConfigurator } from "../../app/domain/catalogue/catalogue.ts";
import { productFamily } from "../../app/domain/configurator/product-family.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import {
  apiJson,
  completeCheckoutDetails,
  confirmPayment,
  customerDetails,
  expect,
  signUp,
  test,
} from "../support/e2e-fixtures";
import { answeredQuote } from "../support/e2e-quotes";

// Larger text and narrow screens (WCAG 1.4.4 Resize text, 1.4.10 Reflow): at 320 CSS px,
// and at 200 % text on a desktop and on a phone, the configurator of each family, the
// checkout, the order page of a bank transfer and the page of an answered quote reflow
// without scrolling sideways; the sticky «Aggiungi al Carrello» and the offer's «Accetta
// e ordina» stay whole on screen and the IBAN fits its box.
// 200 % text is emulated by doubling the root font size, as a browser's text-only zoom does.

const conditions = [
  { name: "at 320 CSS px", viewport: { width: 320, height: 640 }, largeText: false },
  { name: "at 200 % text on a 1280 px desktop", viewport: { width: 1280, height: 800 }, largeText: true },
  { name: "at 200 % text on a 375 px phone", viewport: { width: 375, height: 812 }, largeText: true },
];

async function enlargeText(page: Page, largeText: boolean): Promise<void> {
  if (largeText) await page.addStyleTag({ content: "html { font-size: 200% !important }" });
}

/** How many CSS px the page scrolls sideways (0 when it reflows). */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** How many px of `button` fall outside the viewport once scrolled to (0 when it is whole on screen). */
async function cutOffPx(button: Locator, viewport: ViewportSize): Promise<number | null> {
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) return null;
  return Math.max(
    0,
    box.x + box.width - viewport.width,
    -box.x,
    box.y + box.height - viewport.height,
    -box.y,
  );
}

/** The first product of each family, and the first door of the door configurator. */
async function oneProductPerFamily(page: Page): Promise<Product[]> {
  const products = await apiJson<Product[]>(page, "/api/products");
  const byFamily = new Map<string, Product>();
  for (const product of products) {
    const configurator = productConfigurator(product);
    if (configurator === "none") continue;
    const family = configurator === "door" ? "porte Torterolo" : productFamily(product);
    if (!byFamily.has(family)) byFamily.set(family, product);
  }
  return [...byFamily.values()];
}

/** How far the IBAN's text reaches beyond the screen and beyond the bank-transfer box, in px. */
async function ibanOverflow(page: Page): Promise<{ viewport: number; container: number; text: string }> {
  const region = page.getByRole("region", { name: "Dati per il bonifico" });
  // The definitions: payee, IBAN, amount, reference.
  const iban = region.getByRole("definition").nth(1);
  await expect(iban).toBeVisible();
  return iban.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = (element.closest("section") ?? element).getBoundingClientRect();
    return {
      viewport: Math.max(0, text.right - window.innerWidth, -text.left),
      container: Math.max(
        0,
        text.right - box.right,
        box.left - text.left,
        element.scrollWidth - element.clientWidth,
      ),
      text: element.textContent ?? "",
    };
  });
}

for (const condition of conditions) {
  test(`${condition.name}: configurator, checkout and order page reflow`, async ({
    page,
    filledCart: line,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(condition.viewport);

    for (const product of await oneProductPerFamily(page)) {
      await page.goto(`/product/${product.id}#configuratore`);
      // The door configurator opens in a dialog: its page shows the section that opens it.
      const configurator =
        productConfigurator(product) === "door"
          ? page.getByRole("region", { name: /Configura/ }).first()
          : page.getByRole("form", { name: `Configurazione di ${product.name}` });
      await expect(configurator).toBeVisible();
      await enlargeText(page, condition.largeText);
      expect
        .soft(await sidewaysScroll(page), `sideways scroll of /product/${product.id}`)
        .toBeLessThanOrEqual(0);
      const bar = page.getByTestId("barra-prezzo");
      if (await bar.isVisible()) {
        await bar.scrollIntoViewIfNeeded();
        const cut = await cutOffPx(bar.getByRole("button").first(), condition.viewport);
        expect.soft(cut, "the sticky bar's button").not.toBeNull();
        expect.soft(cut ?? 0, `px of the sticky button cut on /product/${product.id}`).toBeLessThanOrEqual(0);
      }
    }

    await page.goto("/checkout");
    await expect(page.getByRole("region", { name: "Riepilogo dell'ordine" })).toContainText(
      line.product.name,
    );
    await expect(page.getByLabel("Numero della carta")).toHaveAttribute("required", "");
    await enlargeText(page, condition.largeText);
    expect.soft(await sidewaysScroll(page), "sideways scroll of /checkout").toBeLessThanOrEqual(0);
    await page.getByLabel("Città").fill("Bologna");
    await page.getByLabel("CAP").fill("40121");
    await completeCheckoutDetails(page);
    await page.getByRole("radio", { name: "Bonifico bancario" }).check();
    expect
      .soft(await sidewaysScroll(page), "sideways scroll of /checkout, bank transfer")
      .toBeLessThanOrEqual(0);
    const orderId = await confirmPayment(page, "awaiting payment");
    expect.soft(await sidewaysScroll(page), "sideways scroll of the success screen").toBeLessThanOrEqual(0);

    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole("region", { name: "Dati per il bonifico" })).toBeVisible();
    await enlargeText(page, condition.largeText);
    expect.soft(await sidewaysScroll(page), `sideways scroll of /orders/${orderId}`).toBeLessThanOrEqual(0);
    const iban = await ibanOverflow(page);
    expect.soft(iban.text.replace(/\s+/g, " ")).toContain("IT60 X054 2811 1010 0000 0123 456");
    expect.soft(iban.viewport, "px of the IBAN beyond the screen").toBeLessThanOrEqual(0);
    expect.soft(iban.container, "px of the IBAN beyond its box").toBeLessThanOrEqual(0);
  });
}

for (const condition of conditions) {
  test(`${condition.name}: the page of an answered quote reflows`, async ({ page, browser }) => {
    // A customer's request and staff answering it in the back office, before the page itself.
    test.slow();
    const email = `riflusso.${Date.now().toString(36)}@example.it`;
    await signUp(page, { ...customerDetails, email });
    const quote = await answeredQuote(page, browser, {
      customerEmail: email,
      notes: "Vorrei il montaggio entro giugno, con lo smaltimento dei vecchi serramenti",
    });
    await page.setViewportSize(condition.viewport);

    await page.goto(`/preventivi/${quote.id}`);
    await expect(page.getByRole("region", { name: "La nostra offerta" })).toContainText(
      formatEuroCents(quote.offeredCents),
    );
    const accept = page.getByRole("button", { name: "Accetta e ordina" });
    await expect(accept).toBeVisible();
    await enlargeText(page, condition.largeText);
    expect
      .soft(await sidewaysScroll(page), `sideways scroll of /preventivi/${quote.id}`)
      .toBeLessThanOrEqual(0);
    const cut = await cutOffPx(accept, condition.viewport);
    expect.soft(cut, "the «Accetta e ordina» button").not.toBeNull();
    expect.soft(cut ?? 0, "px of «Accetta e ordina» beyond the screen").toBeLessThanOrEqual(0);
  });
}
