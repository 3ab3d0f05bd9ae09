import type { Page } from "@playwright/test";
import type { Category, Product } from "../../app/domain/catalogue/catalogue.ts";
import { foldForSearch, searchProducts } from "../../app/domain/catalogue/product-search.ts";
import { company } from "../../app/domain/documents/company.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { apiJson, expect, test } from "../support/e2e-fixtures";
import { openWith } from "../support/hydration";

test.use({ pageContext: { viewport: { width: 1280, height: 800 } } });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Principale" });
const productsButton = (page: Page) => mainNav(page).getByRole("button", { name: "Prodotti", exact: true });
/** The Prodotti list item holds both the button and the panel it controls. */
const productsPanelLinks = (page: Page) =>
  mainNav(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Prodotti", exact: true }) })
    .getByRole("link");
const searchButton = (page: Page) => page.getByRole("button", { name: "Cerca prodotti", exact: true });
const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Cerca prodotti" });
const searchInput = (page: Page) => searchDialog(page).getByRole("combobox", { name: "Cerca prodotti" });

async function openSearch(page: Page) {
  await openWith(searchButton(page), searchDialog(page));
  await expect(searchInput(page)).toBeFocused();
}

/**
 * A run of three words from one product's description, lower-cased, that the
 * shop's search matches for no other product and is not part of that product's
 * name: typing it proves that the search reads descriptions and ignores case.
 */
function distinctiveDescriptionQuery(products: Product[]): { product: Product; query: string } {
  // Prefer a phrase with capitals in the catalogue, so that lower-case typing is really tested.
  for (const needCapital of [true, false]) {
    for (const product of products) {
      const words = product.description.split(/\s+/);
      for (let start = 0; start + 3 <= words.length; start += 1) {
        const phrase = words.slice(start, start + 3).join(" ");
        if (phrase.length < 12 || (needCapital && !/[A-Z]/.test(phrase))) continue;
        const query = phrase.toLowerCase();
        if (foldForSearch(product.name).includes(foldForSearch(query))) continue;
        const hits = searchProducts(products, query);
        if (hits.length === 1 && hits[0] === product) return { product, query };
      }
    }
  }
  throw new Error("No product has a distinctive phrase in its description");
}

test.describe("desktop header", () => {
  test("shows logo, navigation, search, Accedi and Preventivo Gratuito", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: `${company.brand}, torna alla home` })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(header).toHaveCSS("position", "sticky");
    await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(productsButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(searchButton(page)).toBeVisible();
    await expect(header.getByRole("link", { name: "Accedi", exact: true })).toHaveAttribute("href", "/auth");
    await expect(header.getByRole("link", { name: "Preventivo Gratuito" })).toHaveAttribute(
      "href",
      "/contatti",
    );
    // The mobile menu's trigger is for small screens only.
    await expect(page.getByRole("button", { name: "Apri il menu" })).toBeHidden();
  });

  test("the Prodotti dropdown lists every category and navigates to it", async ({ page }) => {
    const categories = await apiJson<Category[]>(page, "/api/categories");
    expect(categories.length).toBeGreaterThan(5);
    await page.goto("/");
    await expect(productsPanelLinks(page)).toHaveCount(0);

    await openWith(productsButton(page), productsPanelLinks(page).first());
    await expect(productsPanelLinks(page)).toHaveText(categories.map((category) => category.name));
    for (const category of categories) {
      await expect(productsPanelLinks(page).getByText(category.name, { exact: true })).toHaveAttribute(
        "href",
        `/category/${category.slug}`,
      );
    }

    const last = categories.at(-1)!;
    await productsPanelLinks(page).getByText(last.name, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${last.slug}$`));
    await expect(productsButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(productsPanelLinks(page)).toHaveCount(0);
  });

  test("the Prodotti dropdown works from the keyboard and Escape returns focus", async ({ page }) => {
    const categories = await apiJson<Category[]>(page, "/api/categories");
    await page.goto("/");
    await openWith(productsButton(page), productsPanelLinks(page).first());
    // Reset to closed, then drive it with keys only.
    await page.keyboard.press("Escape");
    await expect(productsButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(productsButton(page)).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(productsButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(productsPanelLinks(page).first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(productsPanelLinks(page).nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(productsPanelLinks(page).last()).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(productsButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(productsButton(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(productsButton(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(productsPanelLinks(page).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/category/${categories[0]!.slug}$`));
  });

  test("the open dropdown has no serious accessibility violations", async ({ page }) => {
    await page.goto("/");
    await openWith(productsButton(page), productsPanelLinks(page).first());
    await expect(productsPanelLinks(page).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("search dialog", () => {
  test("shows the hint, the loading and no-hit texts", async ({ page }) => {
    await page.goto("/");
    await openSearch(page);
    await expect(searchInput(page)).toHaveAttribute("placeholder", "Cerca prodotti...");
    await expect(searchInput(page)).toHaveAttribute("aria-expanded", "false");
    await expect(searchDialog(page).getByText("Inizia a digitare per cercare prodotti.")).toBeVisible();

    await searchInput(page).fill("zzqx serramento inesistente");
    await expect(searchDialog(page).getByText("Nessun prodotto trovato.")).toBeVisible();
    await expect(searchDialog(page).getByRole("listbox")).toHaveCount(0);

    await searchInput(page).fill("");
    await expect(searchDialog(page).getByText("Inizia a digitare per cercare prodotti.")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(searchDialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test("loads the catalogue only when first opened, then reuses it", async ({ page }) => {
    const catalogueRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/products") catalogueRequests.push(request.url());
    });
    // Hold the answer back so that the loading text can be seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/products", async (route) => {
      await released;
      await route.continue();
    });

    await page.goto("/");
    await expect(searchButton(page)).toBeVisible();
    expect(catalogueRequests).toEqual([]);

    await openSearch(page);
    await expect(searchDialog(page).getByText("Caricamento prodotti...")).toBeVisible();
    release();
    await expect(searchDialog(page).getByText("Inizia a digitare per cercare prodotti.")).toBeVisible();

    await page.keyboard.press("Escape");
    await openSearch(page);
    await searchInput(page).fill("finestra");
    await expect(searchDialog(page).getByRole("option").first()).toBeVisible();
    expect(catalogueRequests).toHaveLength(1);
  });

  test("finds a product by a lower-case part of its description and opens it with the keyboard", async ({
    page,
  }) => {
    const products = await apiJson<Product[]>(page, "/api/products");
    const { product, query } = distinctiveDescriptionQuery(products);

    await page.goto("/");
    await openSearch(page);
    await searchInput(page).pressSequentially(query);

    const options = searchDialog(page).getByRole("listbox", { name: "Prodotti trovati" }).getByRole("option");
    await expect(options).toHaveCount(1);
    await expect(options.first()).toContainText(product.name);
    await expect(searchInput(page)).toHaveAttribute("aria-expanded", "true");
    await expect(searchInput(page)).not.toHaveAttribute("aria-activedescendant");

    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    const activeId = await options.first().getAttribute("id");
    await expect(searchInput(page)).toHaveAttribute("aria-activedescendant", activeId!);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(searchDialog(page)).toBeHidden();
  });

  test("the arrow keys move through several results and wrap around", async ({ page }) => {
    await page.goto("/");
    await openSearch(page);
    await searchInput(page).fill("PORTA");
    const options = searchDialog(page).getByRole("option");
    await expect(options.nth(2)).toBeVisible();
    const count = await options.count();
    expect(count).toBeLessThanOrEqual(20);

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
  });

  test("the open dialog with results has no serious accessibility violations", async ({ page }) => {
    await page.goto("/");
    await openSearch(page);
    await expectNoSeriousA11yViolations(page);
    await searchInput(page).fill("finestra");
    await page.keyboard.press("ArrowDown");
    await expect(searchDialog(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("footer", () => {
  test("has categories, services, contacts, social and legal links", async ({ page }) => {
    const categories = await apiJson<Category[]>(page, "/api/categories");
    await page.goto("/");
    const footer = page.getByRole("contentinfo");

    const productLinks = footer.getByRole("region", { name: "Prodotti" }).getByRole("link");
    await expect(productLinks).toHaveText(categories.slice(0, 5).map((category) => category.name));

    for (const service of [
      "Sopralluogo gratuito",
      "Posa in opera certificata",
      "Smaltimento dei vecchi infissi",
      "Pratiche per le detrazioni fiscali",
      "Assistenza post-vendita",
    ]) {
      await expect(footer.getByText(service, { exact: true })).toBeVisible();
    }

    await expect(footer.getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      company.phoneHref,
    );
    await expect(footer.getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    await expect(footer.getByText(company.showroomAddress)).toBeVisible();
    await expect(footer.getByText(company.hours.weekdays)).toBeVisible();
    await expect(footer.getByText(company.hours.saturday)).toBeVisible();

    for (const network of company.social) {
      await expect(
        footer.getByRole("link", { name: `Seguici su ${network.name}`, exact: true }),
      ).toHaveAttribute("href", network.href);
    }

    const legal = footer.getByRole("navigation", { name: "Note legali" });
    for (const [name, href] of [
      ["Privacy Policy", "/privacy"],
      ["Termini e condizioni di vendita", "/terms"],
      ["Cookie Policy", "/cookie"],
      ["Dichiarazione di accessibilità", "/accessibilita"],
    ]) {
      await expect(legal.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(footer).toContainText(company.legalName);
    await expect(footer).toContainText(`P.IVA ${company.vatNumber}`);
    await expect(footer).toContainText(`REA ${company.rea}`);
    await expect(footer).toContainText(company.registeredOffice);
    await expect(footer).toContainText(company.shareCapital);
  });
});

test.describe("mobile menu", () => {
  test.use({ pageContext: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } });

  const menuButton = (page: Page) => page.getByRole("button", { name: "Apri il menu" });
  const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });

  async function expectNoHorizontalScroll(page: Page) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  test("opens with every entry, closes on Escape and returns focus", async ({ page }) => {
    const categories = await apiJson<Category[]>(page, "/api/categories");
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    await expectNoHorizontalScroll(page);

    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await openWith(menuButton(page), menu(page));
    // The open sheet hides the rest of the page from assistive technology, the trigger included.
    await expect(page.getByRole("button", { name: "Apri il menu", includeHidden: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(menu(page).getByRole("button", { name: "Chiudi il menu" })).toBeFocused();

    await expect(menu(page).getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    for (const category of categories) {
      await expect(menu(page).getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        `/category/${category.slug}`,
      );
    }
    await expect(menu(page).getByRole("link", { name: "Chi siamo", exact: true })).toHaveAttribute(
      "href",
      "/chi-siamo",
    );
    await expect(menu(page).getByRole("link", { name: "Contatti", exact: true })).toHaveAttribute(
      "href",
      "/contatti",
    );
    await expect(menu(page).getByRole("button", { name: "Cerca prodotti" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Accedi / Registrati" })).toHaveAttribute(
      "href",
      "/auth",
    );
    await expect(menu(page).getByRole("link", { name: "Preventivo Gratuito" })).toHaveAttribute(
      "href",
      "/contatti",
    );

    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expectNoHorizontalScroll(page);
  });

  test("keeps focus inside while open and closes after following a link", async ({ page }) => {
    await page.goto("/");
    await openWith(menuButton(page), menu(page));
    // Tab past the last entry wraps to the first: focus is trapped in the sheet.
    await expect(menu(page).getByRole("button", { name: "Chiudi il menu" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(menu(page).getByRole("link", { name: "Preventivo Gratuito" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu(page).getByRole("button", { name: "Chiudi il menu" })).toBeFocused();

    await menu(page).getByRole("link", { name: "Chi siamo", exact: true }).click();
    await expect(page).toHaveURL(/\/chi-siamo$/);
    await expect(menu(page)).toBeHidden();
    await expectNoHorizontalScroll(page);
  });

  test("opens the search from the menu", async ({ page }) => {
    await page.goto("/");
    await openWith(menuButton(page), menu(page));
    await menu(page).getByRole("button", { name: "Cerca prodotti" }).click();
    await expect(menu(page)).toBeHidden();
    await expect(searchInput(page)).toBeFocused();
    await searchInput(page).fill("scorrevole");
    await expect(searchDialog(page).getByRole("option").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("the open menu has no serious accessibility violations", async ({ page }) => {
    await page.goto("/");
    await openWith(menuButton(page), menu(page));
    await expect(menu(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
