import type { Page } from "@playwright/test";
import type { Product } from "../../app/domain/catalogue/catalogue.ts";
import { apiJson, expect, firstConfigurableProduct, test } from "../support/e2e-fixtures";

// The home page's lower sections, the product page's tabs and the footer are hydrated
// when the visitor gets there: their code is not loaded with the page, the server's
// HTML stands in until then, and nothing the visitor does waits for it for long
// (docs/PERFORMANCE.md, "Sections hydrated when needed").

test.use({ failOnUncaughtErrors: true, pageContext: { viewport: { width: 1280, height: 800 } } });

const LOWER_SECTIONS = /\/assets\/home-sections-[^/]+\.js$/;
const PRODUCT_TABS = /\/assets\/product-tabs-[^/]+\.js$/;
const FOOTER = /\/assets\/site-footer-[^/]+\.js$/;

/**
 * Every script the page asked for, and every error React or the page's code printed (the map's
 * tiles come from openstreetmap.org, which a test machine may not reach: those are left out).
 */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  return { loaded: (chunk: RegExp) => scripts.some((path) => chunk.test(path)), errors };
}

const quoteForm = (page: Page) => page.locator("#contatti").getByRole("form", { name: "Compila il modulo" });

/** The carousel's dots are enabled once React has hydrated the top of the page. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: "Vai alla slide 1" }).first()).toBeEnabled();
}

/** From the hydrated home page to the contact page through the header's link: the app's own navigation. */
async function goFromHomeToContactPage(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Preventivo Gratuito" }).click();
  await expect(page).toHaveURL(/\/contatti$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contatti" })).toBeVisible();
}

const cookiePolicyInFooter = (page: Page) =>
  page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" });

test("the home page's lower sections load their code when the visitor scrolls to them", async ({
  browser,
}) => {
  // A phone's screen, as Lighthouse's: on a desktop screen the lower sections start close to it.
  const context = await browser.newContext({ locale: "it-IT", viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const seen = watch(page);
  await page.goto("/");
  await waitForHydration(page);
  // Everything the page asks for by itself has been asked for.
  await page.waitForLoadState("networkidle");
  // The server's HTML is all there before any of it is hydrated.
  await expect(page.getByRole("heading", { name: "Richiedi un preventivo gratuito" })).toBeAttached();
  await expect(cookiePolicyInFooter(page)).toBeAttached();
  expect(seen.loaded(LOWER_SECTIONS)).toBe(false);
  expect(seen.loaded(FOOTER)).toBe(false);

  // Hydrated forms switch off the browser's checks (noValidate) and post through a fetcher.
  await quoteForm(page).scrollIntoViewIfNeeded();
  await expect(quoteForm(page)).toHaveAttribute("novalidate", "");
  expect(seen.loaded(LOWER_SECTIONS)).toBe(true);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect.poll(() => seen.loaded(FOOTER)).toBe(true);
  expect(seen.errors).toEqual([]);
  await context.close();
});

test("a click before the lower sections are hydrated navigates, and the footer follows", async ({ page }) => {
  const seen = watch(page);
  await goFromHomeToContactPage(page);
  await expect(cookiePolicyInFooter(page)).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test("back on the home page through the app, its lower sections work at once", async ({ page }) => {
  const seen = watch(page);
  await page.goto("/contatti");
  // The contact page's own form is hydrated with the page: from then on a click is the app's.
  const contactForm = page.getByRole("region", { name: "Scrivici un messaggio" }).locator("form");
  await expect(contactForm).toHaveAttribute("novalidate", "");
  await page
    .getByRole("banner")
    .getByRole("link", { name: /torna alla home/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(quoteForm(page)).toHaveAttribute("novalidate", "");
  await expect(page.getByRole("heading", { name: "Porte Interne" })).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test("without JavaScript the lower sections and the footer are the server's HTML", async ({
  noJsPage: page,
}) => {
  await page.goto("/");
  await expect(quoteForm(page)).toBeVisible();
  await expect(quoteForm(page)).not.toHaveAttribute("novalidate");
  await cookiePolicyInFooter(page).click();
  await expect(page).toHaveURL(/\/cookie$/);
});

test("back from a product, the home page opens where the visitor left it", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const firstCard = page.locator("#prodotti").getByRole("listitem").first();
  const cardLink = firstCard.getByRole("link").first();
  await cardLink.scrollIntoViewIfNeeded();
  const leftAt = await page.evaluate(() => window.scrollY);
  expect(leftAt).toBeGreaterThan(1000);
  await cardLink.click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(cardLink).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
});

test.describe("the product page on a phone, its tabs below the first screen", () => {
  test.use({ pageContext: { viewport: { width: 412, height: 823 } } });

  /** The product page, hydrated above the tabs, whose code has not been asked for. */
  async function openProductPage(page: Page, product: Product, seen: ReturnType<typeof watch>) {
    await page.goto(`/product/${product.id}`);
    // The configurator's button replaces the no-JavaScript notice once the page is hydrated.
    await expect(page.getByRole("button", { name: "Apri il configuratore" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(seen.loaded(PRODUCT_TABS)).toBe(false);
  }

  test("the tabs load their code when the visitor reaches them, then switch in the page", async ({
    page,
  }) => {
    const seen = watch(page);
    await openProductPage(page, await firstConfigurableProduct(page), seen);
    const tabs = page.getByRole("tablist", { name: "Informazioni sul prodotto" });
    await expect(tabs.getByRole("tab", { name: "Descrizione" })).toHaveAttribute("aria-selected", "true");
    expect(seen.loaded(PRODUCT_TABS)).toBe(false);

    await tabs.scrollIntoViewIfNeeded();
    await expect.poll(() => seen.loaded(PRODUCT_TABS)).toBe(true);
    // Hydrated, a tab switches the panel without a navigation; until then it is a plain link.
    await expect(async () => {
      await tabs.getByRole("tab", { name: "Installazione" }).focus();
      await page.keyboard.press("ArrowLeft");
      await expect(tabs.getByRole("tab", { name: "Caratteristiche" })).toBeFocused({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole("tabpanel", { name: "Caratteristiche" })).toContainText(
      "Isolamento acustico",
    );
    expect(new URL(page.url()).search).toBe("");
    expect(seen.errors).toEqual([]);
  });

  test("before the tabs are hydrated, the heart shows its new state: the update fetches the tabs' code it waits for", async ({
    page,
    customer: _signedIn,
  }) => {
    const seen = watch(page);
    const product = await firstConfigurableProduct(page);
    await openProductPage(page, product, seen);
    // A click event alone, as a screen reader's activation sends: no pointer, key or focus
    // event that would make the page fetch the waiting sections' code first.
    await page
      .getByRole("button", { name: `Aggiungi "${product.name}" alla lista dei desideri` })
      .dispatchEvent("click");
    await expect(
      page.getByRole("button", { name: `Rimuovi "${product.name}" dalla lista dei desideri` }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(seen.loaded(PRODUCT_TABS)).toBe(true);
    expect(seen.errors).toEqual([]);
  });

  test("before the tabs are hydrated, a navigation that gives them another product fetches their code and completes", async ({
    page,
  }) => {
    const seen = watch(page);
    const [first, second] = await apiJson<Product[]>(page, "/api/products");
    await openProductPage(page, first!, seen);
    // The app's own router, which the page's links use, called with no event the page could see.
    await page.evaluate((path) => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter;
      return router.navigate(path);
    }, `/product/${second!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: second!.name })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Descrizione" })).toContainText(second!.description);
    expect(seen.loaded(PRODUCT_TABS)).toBe(true);
    expect(seen.errors).toEqual([]);
  });
});

test("while the footer's code is on its way, a navigation shows the server's footer in its place", async ({
  page,
}) => {
  const seen = watch(page);
  // The footer's code is held back until the navigation below has been checked.
  let releaseFooter = () => {};
  const footerHeld = new Promise<void>((resolve) => {
    releaseFooter = resolve;
  });
  await page.route(FOOTER, async (route) => {
    await footerHeld;
    await route.continue();
  });
  await goFromHomeToContactPage(page);
  // React had to render the footer afresh for the new page: the copy of the server's nodes stands in.
  await expect(cookiePolicyInFooter(page)).toBeVisible();
  expect(seen.loaded(FOOTER)).toBe(true);
  releaseFooter();
  await cookiePolicyInFooter(page).click();
  await expect(page).toHaveURL(/\/cookie$/);
  await expect(cookiePolicyInFooter(page)).toBeVisible();
  expect(seen.errors).toEqual([]);
});

test("when the footer's code cannot be downloaded, the server's footer stays and its links work", async ({
  page,
}) => {
  await page.route(FOOTER, (route) => route.abort());
  await goFromHomeToContactPage(page);
  await expect(cookiePolicyInFooter(page)).toBeVisible();
  await cookiePolicyInFooter(page).click();
  await expect(page).toHaveURL(/\/cookie$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
});
