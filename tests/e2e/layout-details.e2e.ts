import type { Locator, Page } from "@playwright/test";
import type { Product } from "../../app/domain/catalogue/catalogue.ts";
import { eurosToCents } from "../../app/domain/italian-formats/money.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { apiJson, expect, test } from "../support/e2e-fixtures";

// Details a customer notices on a phone and on a wide grid: the cart icon,
// the total beside "Conferma e paga", 44 px tap targets, tab strips on one
// row, badges clear of the wishlist heart, and amounts written "1.390,00 €".

const PHONE = { width: 375, height: 812 };
const MIN_TAP_PX = 44;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** "1890.00" → "1.890,00 €", written out by hand so that the test does not lean on the shop's formatter. */
function italianEuros(euros: number): RegExp {
  const [whole, cents] = euros.toFixed(2).split(".") as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return new RegExp(`${grouped.replaceAll(".", "\\.")},${cents}\\s€`);
}

test.describe("on a 375 px phone", () => {
  test.use({ pageContext: { viewport: PHONE, isMobile: true, hasTouch: true } });

  test("a signed-in customer sees the cart icon with its count beside the menu", async ({
    page,
    filledCart: _line,
  }) => {
    await page.goto("/");
    const cart = page.getByRole("banner").getByRole("link", { name: "Carrello, 1 articolo" });
    await expect(cart).toBeInViewport({ ratio: 1 });
    await expect(cart).toHaveAttribute("href", "/cart");
    await expect(page.getByRole("banner").getByRole("button", { name: "Apri il menu" })).toBeInViewport({
      ratio: 1,
    });
    await expectNoHorizontalScroll(page);
  });

  test("checkout shows the total beside Conferma e paga", async ({ page, filledCart }) => {
    await page.goto("/checkout");
    const pay = page.getByRole("button", { name: "Conferma e paga" });
    await pay.scrollIntoViewIfNeeded();
    const total = page.locator("#checkout-totale");
    await expect(total).toContainText("Totale (IVA inclusa)");
    await expect(total).toContainText(italianEuros(filledCart.calculatedPrice));
    await expect(total).toBeInViewport({ ratio: 1 });
    // Side by side: the two share a row.
    const [payBox, totalBox] = [await box(pay), await box(total)];
    expect(Math.abs(payBox.y + payBox.height / 2 - (totalBox.y + totalBox.height / 2))).toBeLessThan(
      payBox.height,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("footer links, carousel dots and header buttons are at least 44 px", async ({ page }) => {
    await page.goto("/");
    const targets = [
      ...(await page.getByRole("contentinfo").getByRole("link").all()),
      ...(await page.getByRole("button", { name: /^Vai alla slide/ }).all()),
      page.getByRole("banner").getByRole("button", { name: "Cerca prodotti" }),
    ];
    expect(targets.length).toBeGreaterThan(10);
    for (const target of targets) {
      const { height } = await box(target);
      expect(height, await target.innerText()).toBeGreaterThanOrEqual(MIN_TAP_PX);
    }
    for (const dot of await page.getByRole("button", { name: /^Vai alla slide/ }).all()) {
      expect((await box(dot)).width).toBeGreaterThanOrEqual(MIN_TAP_PX);
    }
  });

  test("the product tabs stay on one row and scroll sideways", async ({ page }) => {
    const products = await apiJson<Product[]>(page, "/api/products");
    await page.goto(`/product/${products[0]!.id}`);
    const tabs = page.getByRole("tablist", { name: "Informazioni sul prodotto" }).getByRole("tab");
    const tops = await tabs.evaluateAll((all) =>
      all.map((tab) => Math.round(tab.getBoundingClientRect().top)),
    );
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
    await expectNoHorizontalScroll(page);
  });
});

test("on a four-column grid the Eco-friendly badge stays clear of the wishlist heart", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/category/finestre");
  const cards = page.getByRole("article").filter({ hasText: "Eco-friendly" });
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const badge = await box(card.getByText("Eco-friendly", { exact: true }));
    const heart = await box(card.getByRole("button", { name: /lista dei desideri/ }));
    const overlaps =
      badge.x < heart.x + heart.width &&
      heart.x < badge.x + badge.width &&
      badge.y < heart.y + heart.height &&
      heart.y < badge.y + badge.height;
    expect(overlaps, await card.getByRole("heading").innerText()).toBe(false);
  }
});

test("a four-digit amount is written with the thousands dot, as 1.390,00 €", async ({ page }) => {
  const products = await apiJson<Product[]>(page, "/api/products");
  const product = products.find(
    (candidate) => candidate.basePriceCents >= 100_000 && candidate.basePriceCents < 1_000_000,
  );
  if (!product) throw new Error("no product priced between 1.000 and 9.999 €");
  const euros = product.basePriceCents / 100;
  expect(eurosToCents(euros)).toBe(product.basePriceCents);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("main")).toContainText(italianEuros(euros));
  await page.goto(`/cerca?q=${encodeURIComponent(product.name)}`);
  await expect(page.getByRole("list", { name: "Prodotti trovati" })).toContainText(
    new RegExp(`da ${italianEuros(euros).source}`),
  );
});
