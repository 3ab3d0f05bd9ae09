import type { Page } from "@playwright/test";
import { productConfigurator } from "../../app/domain/catalogue/catalogue.ts";
import { formatDateMedium } from "../../app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import type { ProductJson } from "../../app/server/web/api-serializers.server.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import {
  apiJson,
  expect,
  firstConfigurableProduct,
  firstWindowConfiguration,
  signUp,
  test,
} from "../support/e2e-fixtures";
import { clickOnceHydrated, collectPageErrors } from "../support/hydration";

// The wishlist and saved-configuration pages of a signed-in customer. Each test
// registers its own customer through the API (the session cookie lands in the
// browser context) and prepares its data through the JSON API, then works the page.

test.use({ pageContext: { viewport: { width: 1280, height: 800 } } });

interface SavedConfigurationAnswer {
  id: number;
  name: string;
  productId: number;
  createdAt: string;
  calculatedPrice: number;
  product: { id: number; name: string };
}

async function addToWishlist(page: Page, productId: number) {
  const response = await page.request.post("/api/wishlist", { data: { productId } });
  expect(response.ok()).toBe(true);
}

async function saveConfiguration(page: Page, name: string, productId: number) {
  const response = await page.request.post("/api/saved-configurations", {
    data: { name, ...(await firstWindowConfiguration(page, productId)) },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as SavedConfigurationAnswer;
}

const card = (page: Page, name: string) => page.getByRole("main").getByRole("article", { name, exact: true });

test.describe("wishlist", () => {
  test("lists the saved products, removes one, and clears the rest after the confirmation", async ({
    page,
  }) => {
    const pageErrors = collectPageErrors(page);
    await signUp(page);
    const [first, second] = await apiJson<ProductJson[]>(page, "/api/products");
    await addToWishlist(page, first!.id);
    await addToWishlist(page, second!.id);

    await page.goto("/wishlist");
    await expect(page).toHaveTitle(/La mia lista dei desideri/);
    await expect(page.getByRole("heading", { level: 1, name: "La mia lista dei desideri" })).toBeVisible();
    await expect(page.getByText("2 prodotti salvati")).toBeVisible();
    for (const product of [first!, second!]) {
      const productCard = card(page, product.name);
      await expect(productCard.getByRole("link", { name: product.name })).toHaveAttribute(
        "href",
        `/product/${product.id}`,
      );
      await expect(productCard).toContainText(formatEuroCents(Math.round(product.basePrice * 100)));
      await expect(productCard.getByRole("img")).toHaveAttribute("width", "400");
    }
    await expectNoSeriousA11yViolations(page);

    await card(page, first!.name)
      .getByRole("button", { name: `Rimuovi "${first!.name}" dalla lista dei desideri` })
      .click();
    await expect(card(page, first!.name)).toHaveCount(0);
    await expect(page.getByText("1 prodotto salvato")).toBeVisible();
    await expect
      .poll(async () =>
        (await apiJson<{ productId: number }[]>(page, "/api/wishlist")).map((item) => item.productId),
      )
      .toEqual([second!.id]);

    const clearButton = page.getByRole("button", { name: "Svuota lista" });
    await clickOnceHydrated(clearButton);
    const dialog = page.getByRole("alertdialog", { name: "Svuota lista" });
    await expect(dialog).toContainText("Sei sicuro di voler svuotare la lista dei desideri?");
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(dialog).toBeHidden();
    await expect(clearButton).toBeFocused();
    await expect(card(page, second!.name)).toBeVisible();

    await clearButton.click();
    await dialog.getByRole("button", { name: "Svuota lista" }).click();
    await expect(page.getByRole("heading", { name: "La tua lista dei desideri è vuota" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Scopri le finestre" })).toHaveAttribute(
      "href",
      "/category/finestre",
    );
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
    expect(await apiJson<unknown[]>(page, "/api/wishlist")).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test("the heart's plain form toggles the product and returns to the page it came from", async ({
    page,
  }) => {
    await signUp(page);
    const product = await firstConfigurableProduct(page);
    const toggle = () =>
      page.request.post("/wishlist", {
        form: { intent: "toggle", productId: String(product.id), redirectTo: `/product/${product.id}` },
        maxRedirects: 0,
      });

    const added = await toggle();
    expect(added.status()).toBe(302);
    expect(added.headers().location).toBe(`/product/${product.id}`);
    expect(
      (await apiJson<{ productId: number }[]>(page, "/api/wishlist")).map((item) => item.productId),
    ).toEqual([product.id]);

    await toggle();
    expect(await apiJson<unknown[]>(page, "/api/wishlist")).toEqual([]);

    // Only same-site paths are followed back.
    const offSite = await page.request.post("/wishlist", {
      form: { intent: "toggle", productId: String(product.id), redirectTo: "//evil.example/" },
      maxRedirects: 0,
    });
    expect(offSite.headers().location).toBe("/wishlist");
  });

  test("without JavaScript, a card's remove button still removes the product", async ({ noJsPage: page }) => {
    await signUp(page);
    const [first, second] = await apiJson<ProductJson[]>(page, "/api/products");
    await addToWishlist(page, first!.id);
    await addToWishlist(page, second!.id);

    await page.goto("/wishlist");
    await card(page, second!.name)
      .getByRole("button", { name: /^Rimuovi/ })
      .click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(card(page, second!.name)).toHaveCount(0);
    await expect(card(page, first!.name)).toBeVisible();
  });

  test("a guest is sent to sign in, with the way back in redirectTo", async ({ page }) => {
    await page.goto("/wishlist");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fwishlist$/);

    const product = await firstConfigurableProduct(page);
    const heartWithoutSession = await page.request.post("/wishlist", {
      form: { intent: "toggle", productId: String(product.id), redirectTo: `/product/${product.id}` },
      maxRedirects: 0,
    });
    expect(heartWithoutSession.headers().location).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/product/${product.id}`)}`,
    );
  });
});

test.describe("saved configurations", () => {
  test("grouped cards with price and date; set as default; delete after the confirmation; empty state", async ({
    page,
    toasts,
  }) => {
    const pageErrors = collectPageErrors(page);
    await signUp(page);
    const product = await firstConfigurableProduct(page);
    const living = await saveConfiguration(page, "Soggiorno", product.id);
    const bedroom = await saveConfiguration(page, "Camera da letto", product.id);

    await page.goto("/saved-configurations");
    await expect(page).toHaveTitle(/Le mie configurazioni/);
    await expect(page.getByRole("heading", { level: 1, name: "Le mie configurazioni" })).toBeVisible();
    await expect(page.getByText("2 configurazioni salvate")).toBeVisible();
    const group = page.getByRole("region", { name: product.name });
    await expect(group.getByRole("heading", { level: 2, name: product.name })).toBeVisible();

    for (const saved of [living, bedroom]) {
      const savedCard = group.getByRole("article", { name: saved.name, exact: true });
      await expect(savedCard).toContainText("Prezzo calcolato");
      await expect(savedCard).toContainText(formatEuroCents(Math.round(saved.calculatedPrice * 100)));
      await expect(savedCard).toContainText(/\d{1,3}(\.\d{3})*,\d{2}\s€/);
      const date = savedCard.locator("time");
      await expect(date).toHaveText(formatDateMedium(saved.createdAt));
      await expect(date).toHaveAttribute("title", "Data di creazione");
      await expect(savedCard).toContainText(product.name);
      await expect(savedCard.getByRole("link", { name: `Vedi il prodotto ${product.name}` })).toHaveAttribute(
        "href",
        `/product/${product.id}`,
      );
      await expect(savedCard.getByRole("link", { name: /^Modifica/ })).toHaveAttribute(
        "href",
        `/product/${product.id}?configurazione=${saved.id}#configuratore`,
      );
      await expect(savedCard).not.toContainText("Configurazione predefinita");
      // Drawn from the configuration (docs/product/drawings.md#thumbnails).
      await expect(savedCard.getByRole("img")).toHaveAccessibleName(/, 1200 × 1400 mm$/);
    }
    await expectNoSeriousA11yViolations(page);

    const livingCard = card(page, "Soggiorno");
    const bedroomCard = card(page, "Camera da letto");
    await bedroomCard.getByRole("button", { name: /^Imposta predefinita/ }).click();
    await expect(bedroomCard.getByRole("button", { name: /^Predefinita/ })).toBeDisabled();
    await expect(bedroomCard).toContainText("Configurazione predefinita");
    await expect(livingCard.getByRole("button", { name: /^Imposta predefinita/ })).toBeEnabled();
    await expect(livingCard).not.toContainText("Configurazione predefinita");

    // Only one default per product: choosing the other one moves it.
    await livingCard.getByRole("button", { name: /^Imposta predefinita/ }).click();
    await expect(toasts.titled("Configurazione predefinita")).toContainText(
      "La configurazione è stata impostata come predefinita.",
    );
    await expect(livingCard.getByRole("button", { name: /^Predefinita/ })).toBeDisabled();
    await expect(bedroomCard.getByRole("button", { name: /^Imposta predefinita/ })).toBeEnabled();
    await expect(bedroomCard).not.toContainText("Configurazione predefinita");

    const deleteBedroom = bedroomCard.getByRole("button", { name: /^Elimina/ });
    await clickOnceHydrated(deleteBedroom);
    const dialog = page.getByRole("alertdialog", { name: "Sei sicuro?" });
    await expect(dialog).toContainText(
      "Questa azione non può essere annullata. La configurazione sarà eliminata definitivamente.",
    );
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteBedroom).toBeFocused();
    await expect(bedroomCard).toBeVisible();

    await deleteBedroom.click();
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expect(toasts.titled("Configurazione eliminata")).toContainText(
      "La configurazione è stata eliminata con successo.",
    );
    await expect(bedroomCard).toHaveCount(0);
    await expect(page.getByText("1 configurazione salvata")).toBeVisible();

    await clickOnceHydrated(livingCard.getByRole("button", { name: /^Elimina/ }));
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Nessuna configurazione salvata" }),
    ).toBeVisible();
    await expect(
      page.getByText("Personalizza un prodotto e salvalo per poterlo ritrovare facilmente in futuro."),
    ).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Inizia a esplorare" })).toHaveAttribute(
      "href",
      "/category/finestre",
    );
    await expectNoSeriousA11yViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test("configurations of different products are grouped under each product's name", async ({ page }) => {
    await signUp(page);
    const products = (await apiJson<ProductJson[]>(page, "/api/products")).filter(
      (product) => productConfigurator(product) === "window",
    );
    const [firstProduct, secondProduct] = products;
    await saveConfiguration(page, "Bagno", firstProduct!.id);
    await saveConfiguration(page, "Cucina", secondProduct!.id);

    await page.goto("/saved-configurations");
    await expect(page.getByText("2 configurazioni salvate")).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      secondProduct!.name,
      firstProduct!.name,
    ]);
    await expect(
      page.getByRole("region", { name: firstProduct!.name }).getByRole("article", { name: "Bagno" }),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: secondProduct!.name }).getByRole("article", { name: "Cucina" }),
    ).toBeVisible();
  });

  test("without JavaScript, set as default and delete work as plain posts", async ({ noJsPage: page }) => {
    await signUp(page);
    const product = await firstConfigurableProduct(page);
    await saveConfiguration(page, "Studio", product.id);

    await page.goto("/saved-configurations");
    const studio = card(page, "Studio");
    await studio.getByRole("button", { name: /^Imposta predefinita/ }).click();
    await expect(page).toHaveURL(/\/saved-configurations$/);
    await expect(studio.getByRole("button", { name: /^Predefinita/ })).toBeDisabled();

    await studio.getByRole("button", { name: /^Elimina/ }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Nessuna configurazione salvata" }),
    ).toBeVisible();
  });

  test("someone else's configuration cannot be deleted", async ({ page, strangerPage }) => {
    await signUp(page);
    const product = await firstConfigurableProduct(page);
    const mine = await saveConfiguration(page, "Mansarda", product.id);

    const attempt = await strangerPage.request.post("/saved-configurations", {
      form: { intent: "delete", id: String(mine.id), redirectTo: "/saved-configurations" },
      maxRedirects: 0,
    });
    expect(attempt.status()).toBe(404);
    expect(await attempt.text()).toContain("Configurazione non trovata");

    await page.goto("/saved-configurations");
    await expect(card(page, "Mansarda")).toBeVisible();
  });

  test("a guest is sent to sign in", async ({ page }) => {
    await page.goto("/saved-configurations");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsaved-configurations$/);
  });
});

test.describe("on a phone", () => {
  test.use({ pageContext: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } });

  test("both pages pass axe at 375 px", async ({ page }) => {
    await signUp(page);
    const product = await firstConfigurableProduct(page);
    await addToWishlist(page, product.id);
    await saveConfiguration(page, "Cameretta", product.id);

    await page.goto("/wishlist");
    await expect(card(page, product.name)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto("/saved-configurations");
    await expect(card(page, "Cameretta")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
