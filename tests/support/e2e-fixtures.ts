import { randomBytes } from "node:crypto";
import { type BrowserContextOptions, test as base, expect, type Locator, type Page } from "@playwright/test";
import { type Product, productConfigurator } from "../../app/domain/catalogue/catalogue.ts";
import type { OptionSetEntry } from "../../app/domain/catalogue/option-set-entries.ts";
import { validShipping } from "./api-client.ts";
import { defaultOptionValuesOf, windowConfiguration } from "./window-configuration.ts";

// The fixtures the e2e files (tests/e2e) share. Every test's page lives in an
// explicit browser context, which axe needs (docs/decisions/006-testing.md).
// A signed-in customer is registered through the JSON API with the page's own
// request context, which shares the browser context's cookies: the session
// cookie lands there without a trip through the login form. The forms
// themselves are tested in auth.e2e.ts and customer-journey.e2e.ts.

export { expect };

/** The optional profile fields of POST /api/register; checkout and the quote dialog prefill from them. */
export interface AccountDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  address?: string;
}

export interface SignedInCustomer extends AccountDetails {
  username: string;
  password: string;
}

export const CUSTOMER_PASSWORD = "Serramenti-Sicuri-2026";

/** The back office's first admin: ADMIN_USERNAME and ADMIN_PASSWORD of playwright.config.ts's server. */
export const FIRST_ADMIN = { username: "titolare_e2e", password: "Gestione-Aurora-2026!" } as const;

/** Signs `page`'s context in through POST /api/login, as the sign-up fixture does for new customers. */
export async function signInThroughApi(page: Page, username: string, password: string): Promise<void> {
  const response = await page.request.post("/api/login", { data: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
}

/** The default customer: the person of `validShipping`, so that checkout prefills that address. */
export const customerDetails = {
  firstName: "Mario",
  lastName: "Rossi",
  email: validShipping.email,
  phone: validShipping.phone,
  address: validShipping.address,
} satisfies AccountDetails;

/** POST /api/cart's answer for a new line. */
export interface CartLineAnswer {
  id: number;
  quantity: number;
  calculatedPrice: number;
  product: { id: number; name: string };
}

/** The notices in the toaster. */
export interface Toasts {
  /** The toaster's region, where every notice shows. */
  region: Locator;
  /** The notice with this title (the live-region copy Radix adds lasts only a moment, so read the region). */
  titled(title: string): Locator;
  /** Closes the notice, so that the next one with the same title is a new one. */
  dismiss(title: string): Promise<void>;
}

/** GET `path` with the page's cookies; fails the test unless it answers 2xx. */
export async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** Registers a new account through POST /api/register from `page`: its context gets the session cookie. */
export async function signUp<Details extends AccountDetails = typeof customerDetails>(
  page: Page,
  details: Details = customerDetails as Details,
  password = CUSTOMER_PASSWORD,
): Promise<SignedInCustomer & Details> {
  const username = `cliente_${randomBytes(5).toString("hex")}`;
  // An e-mail belongs to one account (docs/product/accounts.md#one-account-per-address): each customer its own.
  const account = details.email
    ? { ...details, email: details.email.replace("@", `+${username}@`) }
    : details;
  const response = await page.request.post("/api/register", { data: { username, password, ...account } });
  expect(response.status(), "registration through the API").toBe(201);
  return { username, password, ...account };
}

/** The first product the window configurator prices (Alias products are sold after a survey). */
export async function firstConfigurableProduct(page: Page): Promise<Product> {
  const products = await apiJson<Product[]>(page, "/api/products");
  const product = products.find((candidate) => productConfigurator(candidate) === "window");
  if (!product) throw new Error("no configurable product in the catalogue");
  return product;
}

/** A valid configuration of `productId` with the product's defaults, 1200 x 1400 mm. */
export async function firstWindowConfiguration(page: Page, productId: number) {
  const options = await apiJson<OptionSetEntry[]>(page, `/api/calculator-options?productId=${productId}`);
  return windowConfiguration(productId, defaultOptionValuesOf(options));
}

/** Puts a window of the first configurable product into the signed-in cart of `page` through the API. */
export async function addWindowToCart(page: Page): Promise<CartLineAnswer> {
  const product = await firstConfigurableProduct(page);
  const response = await page.request.post("/api/cart", {
    data: await firstWindowConfiguration(page, product.id),
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as CartLineAnswer;
}

/**
 * The checkout's fields the profile does not fill (docs/product/buying.md#checkout): the
 * province, a private customer's codice fiscale and the acknowledgement that made-to-measure
 * products cannot be returned.
 */
export async function completeCheckoutDetails(
  page: Page,
  { province = "Bologna (BO)", fiscalCode = "RSSMRA85T10A562S" } = {},
): Promise<void> {
  await page.getByLabel("Provincia").selectOption({ label: province });
  await page.getByRole("radio", { name: "Privato" }).check();
  await page.getByLabel("Codice fiscale").fill(fiscalCode);
  await page
    .getByRole("checkbox", {
      name: "Ho compreso che i prodotti su misura sono esclusi dal diritto di recesso",
    })
    .check();
}

/**
 * Confirms a filled checkout and waits for the success screen; the new order's id. A paid
 * order (card, wallet) reads "Ordine completato!" and moves on by itself; one awaiting its
 * payment (bank transfer, cash) reads "Ordine ricevuto" and stays (docs/product/buying.md#after-the-order).
 */
export async function confirmPayment(
  page: Page,
  outcome: "paid" | "awaiting payment" = "paid",
): Promise<string> {
  await page.getByRole("button", { name: "Conferma e paga" }).click();
  await expect(page.getByRole("button", { name: "Elaborazione del pagamento..." })).toBeDisabled();
  if (outcome === "paid") {
    await expect(page.getByRole("heading", { name: "Ordine completato!" })).toBeVisible();
    await expect(
      page.getByText("Verrai reindirizzato al dettaglio dell'ordine tra 3 secondi."),
    ).toBeVisible();
  } else {
    await expect(page.getByRole("heading", { level: 1, name: "Ordine ricevuto" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ordine completato!" })).toHaveCount(0);
    await expect(page.getByText("Verrai reindirizzato")).toHaveCount(0);
  }
  await expect(page.getByRole("heading", { name: "Cosa succede ora" })).toBeVisible();
  const orderPath = await page
    .getByRole("link", { name: "Vedi il dettaglio dell'ordine" })
    .getAttribute("href");
  expect(orderPath).toMatch(/^\/orders\/\d+$/);
  return orderPath?.split("/").pop() ?? "";
}

/** The first admin the e2e server starts with (ADMIN_USERNAME/ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = FIRST_ADMIN;

/** Signs `page`'s context in as the first admin through POST /api/login, as the back office's e2e tests start. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post("/api/login", { data: E2E_ADMIN });
  expect(response.status(), "admin login").toBe(200);
}

export function toastsOf(page: Page): Toasts {
  const region = page.getByRole("region", { name: /^Notifiche/ });
  const titled = (title: string) => region.getByRole("listitem").filter({ hasText: title });
  return {
    region,
    titled,
    async dismiss(title) {
      await titled(title).getByRole("button", { name: "Chiudi la notifica" }).click();
      await expect(titled(title)).toHaveCount(0);
    },
  };
}

export const test = base.extend<{
  /** Options for the page's browser context, on top of the Italian locale (a group may `test.use` its own). */
  pageContext: BrowserContextOptions;
  /** When set, an uncaught error or unhandled rejection in the page fails the test. */
  failOnUncaughtErrors: boolean;
  page: Page;
  /** A page of its own context with JavaScript switched off, for the plain form posts. */
  noJsPage: Page;
  /** A new customer, signed in on `page`, with the profile of `customerDetails`. */
  customer: SignedInCustomer & typeof customerDetails;
  /** The line of the one window that the signed-in customer's cart holds. */
  filledCart: CartLineAnswer;
  /** Another customer, signed in on a page of a context of its own: the owner checks' intruder. */
  strangerPage: Page;
  /** The notices shown on `page`. */
  toasts: Toasts;
}>({
  pageContext: [{}, { option: true }],
  failOnUncaughtErrors: [false, { option: true }],
  page: async ({ browser, pageContext, failOnUncaughtErrors }, use) => {
    const context = await browser.newContext({ locale: "it-IT", ...pageContext });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    try {
      await use(page);
      if (failOnUncaughtErrors) expect(pageErrors, "uncaught errors in the page").toEqual([]);
    } finally {
      await context.close();
    }
  },
  noJsPage: async ({ browser }, use) => {
    const context = await browser.newContext({ locale: "it-IT", javaScriptEnabled: false });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  customer: async ({ page }, use) => {
    await use(await signUp(page));
  },
  // Asking for `customer` signs the page in before the cart is filled.
  filledCart: async ({ page, customer: _signedIn }, use) => {
    await use(await addWindowToCart(page));
  },
  strangerPage: async ({ browser }, use) => {
    const context = await browser.newContext({ locale: "it-IT" });
    const page = await context.newPage();
    await signUp(page);
    await use(page);
    await context.close();
  },
  toasts: async ({ page }, use) => {
    await use(toastsOf(page));
  },
});
