import type { Locator, Page } from "@playwright/test";
import { company } from "../../app/domain/documents/company.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { apiJson, expect, test } from "../support/e2e-fixtures";

// Catalogue pages: category, collection and product detail, with the listing's
// sort and view kept in the URL. Expected data comes from the JSON API, so the
// tests follow the seeded catalogue instead of copying it.

interface ApiProduct {
  id: number;
  name: string;
  slug: string;
  basePrice: number;
  rating: number | null;
  subcategory: { slug: string } | null;
  technicalData?: {
    acousticDb: number;
    thermalU: number;
    falsoTelaioPrice: number;
    readyDeliverySizes: string[];
    stockLocations: string[];
  } | null;
}

const listing = (page: Page, title: string) => page.getByRole("region", { name: title });
const cards = (region: Locator) => region.getByRole("article");

/** "1.234,50 €" as shown on a card → 1234.5 */
function parseEuro(text: string): number {
  return Number(text.replace(/\./g, "").replace(",", "."));
}

async function shownPrices(region: Locator): Promise<number[]> {
  const texts = await cards(region).allTextContents();
  return texts.map((text) => {
    // A configurable product's list price is "da … € per la misura di riferimento"; others read "Prezzo base".
    const match = /(?:Prezzo base|da)\s*([\d.]+,\d{2})\s*€/.exec(text);
    expect(match, text).not.toBeNull();
    return parseEuro(match![1]!);
  });
}

async function shownRatings(region: Locator): Promise<number[]> {
  const texts = await cards(region).allTextContents();
  return texts.map((text) => {
    const match = /Valutazione (\d,\d) su 5/.exec(text);
    expect(match, text).not.toBeNull();
    return Number(match![1]!.replace(",", "."));
  });
}

const ascending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! <= value);
const descending = (values: number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! >= value);

/** The 'Applica' button exists only until React has hydrated the listing. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: "Applica" })).toHaveCount(0);
}

test.describe("category page", () => {
  test("shows name, description, the category's products and a collapsible Collezioni list", async ({
    page,
  }) => {
    const products = await apiJson<ApiProduct[]>(page, "/api/categories/finestre/products");
    const collections = await apiJson<Array<{ slug: string; name: string }>>(
      page,
      "/api/categories/finestre/subcategories",
    );

    const response = await page.goto("/category/finestre");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Finestre/);
    await expect(page.getByRole("heading", { level: 1, name: "Finestre" })).toBeVisible();
    await expect(page.getByText(/Finestre su misura in PVC/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Torna alla home" })).toHaveAttribute(
      "href",
      "/",
    );

    const region = listing(page, "Tutti i prodotti");
    await expect(cards(region)).toHaveCount(products.length);
    for (const product of products) {
      const card = region.getByRole("article", { name: product.name, exact: true });
      await expect(card.getByRole("link", { name: "Dettagli" })).toHaveAttribute(
        "href",
        `/product/${product.id}`,
      );
    }
    // Once the page is interactive, 'Calcola Prezzo' opens the calculator overlay in place.
    const first = products[0]!;
    await expect(
      region
        .getByRole("article", { name: first.name, exact: true })
        .getByRole("button", { name: "Calcola Prezzo" }),
    ).toBeVisible();

    const sidebar = page.getByRole("navigation", { name: "Collezioni" });
    const toggle = sidebar.getByRole("button", { name: "Collezioni" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar.getByRole("link")).toHaveCount(collections.length);
    const firstCollection = sidebar.getByRole("link", { name: collections[0]!.name, exact: true });
    await expect(firstCollection).toHaveAttribute("href", `/category/finestre/${collections[0]!.slug}`);

    await waitForHydration(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstCollection).toBeHidden();
    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(firstCollection).toBeVisible();

    await firstCollection.click();
    await expect(page).toHaveURL(new RegExp(`/category/finestre/${collections[0]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: collections[0]!.name })).toBeVisible();
  });

  test("the Collezioni list is expanded in the server HTML", async ({ noJsPage: page }) => {
    await page.goto("/category/finestre");
    const sidebar = page.getByRole("navigation", { name: "Collezioni" });
    await expect(sidebar.getByRole("button", { name: "Collezioni" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(sidebar.getByRole("link").first()).toBeVisible();
  });
});

test("collection page highlights the active collection and lists its products", async ({ page }) => {
  const products = await apiJson<ApiProduct[]>(page, "/api/subcategories/finestre-pvc/products");
  const response = await page.goto("/category/finestre/finestre-pvc");
  expect(response?.status()).toBe(200);

  await expect(page.getByRole("link", { name: "Torna a Finestre" })).toHaveAttribute(
    "href",
    "/category/finestre",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Finestre in PVC" })).toBeVisible();

  const sidebar = page.getByRole("navigation", { name: "Collezioni" });
  await expect(sidebar.getByRole("link", { name: "Finestre in PVC", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);

  const region = listing(page, "Prodotti della collezione");
  await expect(cards(region)).toHaveCount(products.length);
  await expect(cards(region).first()).toHaveAccessibleName(products[0]!.name);
});

test.describe("not found", () => {
  test("unknown category", async ({ page }) => {
    const response = await page.goto("/category/non-esiste");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Categoria non trovata" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Torna alla home" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("collection of an unknown category", async ({ page }) => {
    const response = await page.goto("/category/non-esiste/finestre-pvc");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Categoria non trovata" })).toBeVisible();
  });

  test("unknown collection, and a collection of another category", async ({ page }) => {
    for (const path of ["/category/finestre/non-esiste", "/category/finestre/alias"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Collezione non trovata" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Torna alla categoria Finestre" })).toHaveAttribute(
        "href",
        "/category/finestre",
      );
    }
  });

  test("unknown, malformed, missing and out-of-range product ids", async ({ page }) => {
    for (const path of [
      "/product/999999",
      "/product/abc",
      "/product",
      "/product/0",
      "/product/99999999999",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Prodotto non trovato" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "Torna alla home" })).toHaveAttribute(
        "href",
        "/",
      );
    }
  });
});

test.describe("listing sort and view", () => {
  test("sorts by price and popularity, kept in the URL across a reload", async ({ page }) => {
    await page.goto("/category/finestre");
    await waitForHydration(page);
    const region = listing(page, "Tutti i prodotti");
    const sort = region.getByLabel("Ordina per");
    await expect(sort).toHaveValue("");

    await sort.selectOption({ label: "Prezzo crescente" });
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect.poll(async () => ascending(await shownPrices(region))).toBe(true);
    await page.reload();
    await expect(sort).toHaveValue("price-asc");
    expect(ascending(await shownPrices(region))).toBe(true);

    await waitForHydration(page);
    await sort.selectOption({ label: "Prezzo decrescente" });
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    await expect.poll(async () => descending(await shownPrices(region))).toBe(true);
    const descendingPrices = await shownPrices(region);
    expect(descendingPrices[0]).toBeGreaterThan(descendingPrices.at(-1)!);

    await sort.selectOption({ label: "Popolarità" });
    await expect(page).toHaveURL(/[?&]sort=rating/);
    await expect.poll(async () => descending(await shownRatings(region))).toBe(true);
    const ratings = await shownRatings(region);
    expect(ratings[0]).toBeGreaterThan(ratings.at(-1)!);
    await page.reload();
    expect(descending(await shownRatings(region))).toBe(true);

    await waitForHydration(page);
    await sort.selectOption({ label: "Filtra per" });
    await expect(page).not.toHaveURL(/sort=/);
  });

  test("switches between grid and list, keeping the sort, across a reload", async ({ page }) => {
    await page.goto("/category/finestre?sort=price-asc");
    await waitForHydration(page);
    const region = listing(page, "Tutti i prodotti");
    const grid = region.getByRole("link", { name: "Vista griglia" });
    const list = region.getByRole("link", { name: "Vista elenco" });
    await expect(grid).toHaveAttribute("aria-current", "true");
    await expect(list).not.toHaveAttribute("aria-current", /.*/);

    const [first, second] = [cards(region).nth(0), cards(region).nth(1)];
    // Grid: the first two cards sit side by side.
    expect((await first.boundingBox())!.y).toBe((await second.boundingBox())!.y);

    await list.click();
    await expect(page).toHaveURL(/[?&]view=list/);
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(list).toHaveAttribute("aria-current", "true");
    await expect(grid).not.toHaveAttribute("aria-current", /.*/);
    const stacked = async () => {
      const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!];
      return a.x === b.x && b.y >= a.y + a.height;
    };
    await expect.poll(stacked).toBe(true);
    expect(ascending(await shownPrices(region))).toBe(true);

    await page.reload();
    await expect(list).toHaveAttribute("aria-current", "true");
    expect(await stacked()).toBe(true);

    await waitForHydration(page);
    await grid.click();
    await expect(page).not.toHaveURL(/view=/);
    await expect(grid).toHaveAttribute("aria-current", "true");
  });

  test("sorting and switching view work without JavaScript", async ({ noJsPage: page }) => {
    await page.goto("/category/finestre");
    const region = listing(page, "Tutti i prodotti");
    await region.getByLabel("Ordina per").selectOption("price-desc");
    await region.getByRole("button", { name: "Applica" }).click();
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    // The URL changes when the new document starts; read the cards once it has fully arrived.
    await page.waitForLoadState("load");
    expect(descending(await shownPrices(region))).toBe(true);

    await region.getByRole("link", { name: "Vista elenco" }).click();
    await expect(page).toHaveURL(/[?&]view=list/);
    await expect(page).toHaveURL(/[?&]sort=price-desc/);
    await expect(region.getByRole("link", { name: "Vista elenco" })).toHaveAttribute("aria-current", "true");

    await region.getByLabel("Ordina per").selectOption("price-asc");
    await region.getByRole("button", { name: "Applica" }).click();
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expect(page).toHaveURL(/[?&]view=list/);
    await page.waitForLoadState("load");
    expect(ascending(await shownPrices(region))).toBe(true);
  });
});

test("on a phone the products stay where they are when hydration removes 'Applica'", async ({ browser }) => {
  // Where the cards start, read once the page is on screen: without JavaScript the
  // 'Applica' button is there; with it, hydration has taken the button away.
  const cardsTop = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/category/finestre");
    if (javaScriptEnabled) await waitForHydration(page);
    else await expect(page.getByRole("button", { name: "Applica" })).toBeVisible();
    const box = await cards(listing(page, "Tutti i prodotti")).first().boundingBox();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    await context.close();
    return { top: box?.y, width };
  };
  const before = await cardsTop(false);
  expect(before.top).toBeGreaterThan(0);
  // Neither layout is wider than the phone's screen.
  expect(before).toEqual({ top: before.top, width: 412 });
  expect(await cardsTop(true)).toEqual(before);
});

test("Alias products offer only 'Dettagli'; other products also 'Calcola Prezzo'", async ({ page }) => {
  await page.goto("/category/porte-blindate/alias");
  const alias = listing(page, "Prodotti della collezione");
  const aliasCount = await cards(alias).count();
  expect(aliasCount).toBeGreaterThan(0);
  await expect(alias.getByRole("link", { name: "Dettagli" })).toHaveCount(aliasCount);
  await expect(alias.getByRole("link", { name: "Calcola Prezzo" })).toHaveCount(0);
  await expect(alias.getByRole("button", { name: "Calcola Prezzo" })).toHaveCount(0);

  await page.goto("/category/porte-blindate/torterolo");
  const torterolo = listing(page, "Prodotti della collezione");
  // Torterolo doors lead to their door configurator.
  await expect(torterolo.getByRole("link", { name: "Calcola Prezzo" })).toHaveCount(
    await cards(torterolo).count(),
  );

  const aliasProducts = await apiJson<ApiProduct[]>(page, "/api/subcategories/alias/products");
  await page.goto(`/product/${aliasProducts[0]!.id}`);
  await expect(page.getByRole("link", { name: "Richiedi un sopralluogo" })).toHaveAttribute(
    "href",
    "/contatti",
  );
  await expect(page.getByRole("heading", { name: "Configura e calcola il prezzo" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Calcola Prezzo" })).toHaveCount(0);
});

test.describe("product page", () => {
  async function classica70(page: Page): Promise<ApiProduct> {
    const products = await apiJson<ApiProduct[]>(page, "/api/products");
    const product = products.find((candidate) => candidate.slug === "finestra-pvc-classica-70")!;
    return apiJson<ApiProduct>(page, `/api/products/${product.id}`);
  }

  test("shows the product with keyboard-operable tabs and the technical data", async ({ page }) => {
    const product = await classica70(page);
    const technical = product.technicalData!;
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Torna a Finestre" })).toHaveAttribute(
      "href",
      "/category/finestre",
    );
    await expect(page.getByText("Valutazione 4,5 su 5")).toBeAttached();
    // The stars are drawn by CSS: four and a half of the five 20 px stars are filled.
    const stars = page.getByText("Valutazione 4,5 su 5").locator("xpath=following-sibling::span[1]");
    const starLayers = await stars.evaluate((element) => ({
      outlined: getComputedStyle(element, "::before").width,
      filled: getComputedStyle(element, "::after").width,
    }));
    expect(starLayers).toEqual({ outlined: "100px", filled: "90px" });
    await expect(page.getByText("Bestseller", { exact: true })).toBeVisible();
    await expect(page.getByText("Garanzia 10 anni")).toBeVisible();
    await expect(page.getByText("Qualità certificata")).toBeVisible();
    await expect(page.getByText("Materiali sostenibili")).toBeVisible();
    const image = page.getByRole("img", { name: `Illustrazione: ${product.name}` });
    await expect(image).toHaveAttribute("loading", "eager");
    await expect(image).toHaveAttribute("width", "400");
    await expect(image).toHaveAttribute("height", "300");
    await expect(
      page.getByRole("region", { name: "Configura e calcola il prezzo" }).getByRole("button", {
        name: "Apri il configuratore",
      }),
    ).toBeVisible();

    const tablist = page.getByRole("tablist", { name: "Informazioni sul prodotto" });
    const description = tablist.getByRole("tab", { name: "Descrizione" });
    const features = tablist.getByRole("tab", { name: "Caratteristiche" });
    const installation = tablist.getByRole("tab", { name: "Installazione" });
    await expect(description).toHaveAttribute("aria-selected", "true");

    // Arrow keys work once React has hydrated the tabs; retry until then.
    await expect(async () => {
      await description.focus();
      await page.keyboard.press("ArrowRight");
      await expect(features).toBeFocused({ timeout: 1000 });
    }).toPass();
    await expect(features).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "Caratteristiche" });
    await expect(panel).toBeVisible();
    const term = (name: string) =>
      panel.locator("dt", { hasText: name }).locator("xpath=following-sibling::dd[1]");
    await expect(term("Isolamento acustico")).toHaveText(`${technical.acousticDb} dB`);
    // Computed for the default configuration at the reference size (hand-worked in
    // app/domain/configurator/thermal-transmittance.test.ts), not the declared figure.
    await expect(term("Trasmittanza termica (Uw)")).toHaveText(
      "1,48 W/m²K (misura di riferimento 1200 x 1400 mm)",
    );
    // The cart's subframe price for the reference size (18,00 €/m × 5,20 m), the family's lead
    // time and the shop's showroom (tests/integration/product-page-facts.test.ts checks every product).
    await expect(term("Prezzo falso telaio")).toContainText(
      "93,60 € per la misura di riferimento 1200 x 1400 mm",
    );
    await expect(term("Consegna stimata")).toContainText("settimane");
    await expect(term("Showroom")).toHaveText(company.showroomAddress);
    await expect(panel).not.toContainText("pronta consegna");
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press("ArrowRight");
    await expect(installation).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Installazione" })).toContainText("UNI 11673-1");
    await page.keyboard.press("Home");
    await expect(description).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Descrizione" })).toBeVisible();
    // The arrows loop; only the selected tab is in the Tab order.
    await page.keyboard.press("ArrowLeft");
    await expect(installation).toBeFocused();
    await expect(installation).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(description).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("Home");
    await page.keyboard.press("End");
    await expect(installation).toBeFocused();
    await expect(page).not.toHaveURL(/scheda=/);
  });

  test("carries Open Graph tags and a valid schema.org Product", async ({ page }) => {
    const product = await classica70(page);
    await page.goto(`/product/${product.id}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "product");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "it_IT");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^https?:\/\/.+\.svg$/,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      new RegExp(`/product/${product.id}$`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/product/${product.id}$`),
    );

    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const ld = JSON.parse(json ?? "");
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("Product");
    expect(ld.name).toBe(product.name);
    expect(ld.sku).toBe(product.slug);
    expect(ld.image).toMatch(/^https?:\/\//);
    expect(ld.brand.name).toBe("Aurora Serramenti");
    expect(ld.aggregateRating.ratingValue).toBe(product.rating);
    expect(ld.offers["@type"]).toBe("Offer");
    expect(ld.offers.priceCurrency).toBe("EUR");
    expect(ld.offers.price).toBe(product.basePrice.toFixed(2));
    expect(ld.offers.availability).toBe("https://schema.org/InStock");
  });

  test("a product without rating shows the default 4,0 and no aggregateRating", async ({ page }) => {
    const products = await apiJson<ApiProduct[]>(page, "/api/products");
    const unrated = products.find((product) => product.rating === null)!;
    await page.goto(`/product/${unrated.id}`);
    await expect(page.getByText("4,0", { exact: true })).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
    expect(ld.aggregateRating).toBeUndefined();
  });
});

test("product pictures are each product's own drawing, in its colour", async ({ page }) => {
  const products = await apiJson<ApiProduct[]>(page, "/api/products");
  const white = products.find((product) => product.name === "Torterolo TR651 Bianco")!;
  await page.goto("/category/porte-blindate/torterolo");
  const image = page.getByRole("img", { name: `Illustrazione: ${white.name}` });
  await expect(image).toHaveAttribute("src", `/images/products/${white.id}/drawing.svg`);
  await expect(image).toHaveAttribute("width", "400");
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(400);
  const svg = await (await page.request.get(`/images/products/${white.id}/drawing.svg`)).text();
  expect(svg).toContain("Porta blindata");
  expect(svg).toContain("colore Bianco");
});

test("a product image that fails to load is replaced by the placeholder", async ({ page }) => {
  await page.route("**/images/products/*/drawing.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/category/finestre");
  const image = listing(page, "Tutti i prodotti").getByRole("img").first();
  await expect(image).toHaveAttribute("src", "/images/products/placeholder.svg");
  await expect(image).toHaveAttribute("alt", /^Illustrazione: /);
});

test.describe("accessibility and mobile layout", () => {
  const pages = [
    "/category/finestre",
    "/category/finestre/finestre-pvc",
    "/category/porte-blindate/alias",
    "/cerca",
    "/cerca?q=tapparella",
    "/cerca?q=zzqx",
  ];

  test("category, collection and product pages pass axe on desktop and hydrate cleanly", async ({ page }) => {
    const hydrationErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|react error #4(18|19|23|25)/i.test(message.text()))
        hydrationErrors.push(message.text());
    });
    // React 19 reports recoverable hydration errors through window.reportError.
    page.on("pageerror", (error) => hydrationErrors.push(error.message));
    const products = await apiJson<ApiProduct[]>(page, "/api/products");
    for (const path of [
      ...pages,
      "/category/finestre?view=list&sort=rating",
      `/product/${products[0]!.id}`,
    ]) {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    }
    expect(hydrationErrors).toEqual([]);
  });

  test("they pass axe at 375x812 without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const products = await apiJson<ApiProduct[]>(page, "/api/products");
    for (const path of [...pages, "/category/finestre?view=list", `/product/${products[0]!.id}`]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
