import type { CDPSession, Page } from "@playwright/test";
import { expect, firstConfigurableProduct, test } from "../support/e2e-fixtures";

// A phone on Lighthouse's mobile profile (CPU slowed 4×, about 1.6 Mbit/s at 150 ms)
// taps «Calcola Prezzo» as soon as it shows, before the page's script has run: the
// tap is answered at once, and the configurator opens once the script has run
// (docs/PERFORMANCE.md, "A tap before the script"). The browser entry, which
// hydrates the page, is held back while the answer is checked, so that the tap
// surely comes before hydration however fast this machine is.

test.use({
  pageContext: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
  failOnUncaughtErrors: true,
});

/** Lighthouse's DevTools figures for its mobile profile: the network request by request, the CPU 4× slower. */
async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

/** Holds the requests whose URL matches, until `release()`. */
async function hold(page: Page, url: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** React Router's browser entry, which hydrates the page, on this page and the next. */
const holdHydration = (page: Page) => hold(page, /\/assets\/entry\.client-[^/]+\.js$/);

const configuratorSection = (page: Page) =>
  page.getByRole("region", { name: "Configura e calcola il prezzo" });
const opening = (page: Page) =>
  configuratorSection(page).getByRole("status").filter({ hasText: "Apertura del configuratore…" });
const widthField = (page: Page) => configuratorSection(page).getByRole("spinbutton", { name: /Larghezza/ });

test("the product page's «Calcola Prezzo» says the configurator is opening, then opens it", async ({
  page,
}) => {
  const product = await firstConfigurableProduct(page);
  await slowPhone(page);
  const hydration = await holdHydration(page);
  await page.goto(`/product/${product.id}`, { waitUntil: "commit" });
  await page.getByRole("link", { name: "Calcola Prezzo", exact: true }).tap();

  await expect(opening(page)).toBeVisible();
  hydration.release();
  await expect(widthField(page)).toBeEnabled({ timeout: 30_000 });
  await expect(opening(page)).toBeHidden();
});

/** Notes, in the tab's sessionStorage, the first card link the page marks busy, and whether its spinner showed. */
function noteBusyLinks() {
  new MutationObserver(() => {
    const link = document.querySelector<HTMLElement>('article a[aria-busy="true"]');
    if (!link || sessionStorage.getItem("busy-link")) return;
    const spinner = link.querySelector("[aria-hidden]");
    const shown = spinner !== null && getComputedStyle(spinner).display !== "none";
    sessionStorage.setItem("busy-link", JSON.stringify({ text: link.textContent, spinnerShown: shown }));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
}

test("a card's «Calcola Prezzo» is busy at once, and the product page it leads to opens the configurator", async ({
  page,
}) => {
  const product = await firstConfigurableProduct(page);
  await slowPhone(page);
  const hydration = await holdHydration(page);
  await page.addInitScript(noteBusyLinks);
  await page.goto("/category/finestre", { waitUntil: "commit" });
  await page
    .getByRole("article", { name: product.name, exact: true })
    .getByRole("link", { name: /^Calcola Prezzo/ })
    .tap();

  // The link showed it was busy while the browser fetched the product page…
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}#configuratore$`));
  const busy = await page.evaluate(() => sessionStorage.getItem("busy-link"));
  expect(JSON.parse(busy ?? "null")).toEqual({ text: `Calcola Prezzo: ${product.name}`, spinnerShown: true });
  // …which says the configurator is opening, until the script opens it.
  await expect(opening(page)).toBeVisible();
  hydration.release();
  await expect(widthField(page)).toBeEnabled({ timeout: 30_000 });
});

test("without JavaScript the configurator's section explains itself and never says it is opening", async ({
  noJsPage: page,
}) => {
  const product = await firstConfigurableProduct(page);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("link", { name: "Calcola Prezzo", exact: true }).click();
  await expect(page).toHaveURL(/#configuratore$/);
  // Playwright's text and role queries skip <noscript>, which a browser without JavaScript shows.
  const note = configuratorSection(page).locator("noscript p");
  await expect(note).toBeVisible();
  await expect(note).toContainText("Il configuratore richiede JavaScript");
  await expect(opening(page)).toBeHidden();
  await expect(configuratorSection(page).getByRole("link", { name: "Apri il configuratore" })).toBeHidden();
});
