import type { Locator, Page } from "@playwright/test";
import { eurosToCents, formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { expect, firstConfigurableProduct, signUp, test } from "../support/e2e-fixtures";
import { openWith, waitForAuthScript } from "../support/hydration";

// The product page keeps the window configuration in its address: a reload, a
// shared link and the way back from sign-in reopen it
// (docs/product/window-price.md#configuration-link).

test.use({ pageContext: { viewport: { width: 1280, height: 900 } }, failOnUncaughtErrors: true });

const configuratorForm = (page: Page, productName: string) =>
  page
    .getByRole("region", { name: "Configura e calcola il prezzo" })
    .getByRole("form", { name: `Configurazione di ${productName}` });

const cartItem = (page: Page, productName: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: productName }) });

const total = (page: Page) =>
  page.getByRole("region", { name: "Riepilogo della configurazione" }).getByTestId("totale-stimato");

/** Signs in with the form of /auth, where "Accedi per Aggiungere" or "Accedi di nuovo" led. */
async function signInOnAuthPage(page: Page, customer: { username: string; password: string }) {
  await waitForAuthScript(page);
  const login = page.getByRole("tabpanel", { name: "Accedi" });
  await login.getByLabel("Nome utente").fill(customer.username);
  await login.getByLabel("Password").fill(customer.password);
  await login.getByRole("button", { name: "Accedi" }).click();
}

async function expectConfiguration(form: Locator, color: string) {
  await expect(form.getByRole("combobox", { name: "Colore", exact: true })).toHaveValue(color);
  await expect(form.getByRole("spinbutton", { name: "Larghezza (mm)" })).toHaveValue("1500");
  await expect(form.getByRole("spinbutton", { name: "Altezza (mm)" })).toHaveValue("1650");
}

test("a configuration survives a reload, a shared link and the guest's sign-in", async ({
  page,
  browser,
}) => {
  const product = await firstConfigurableProduct(page);
  await page.goto(`/product/${product.id}`);
  const section = page.getByRole("region", { name: "Configura e calcola il prezzo" });
  const form = configuratorForm(page, product.name);
  await openWith(section.getByRole("button", { name: "Apri il configuratore" }), form);

  const colorSelect = form.getByRole("combobox", { name: "Colore", exact: true });
  const defaultColor = await colorSelect.inputValue();
  const colors = await colorSelect
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  const color = colors.find((value) => value !== defaultColor);
  expect(color, "a second colour to choose").toBeDefined();
  await colorSelect.selectOption(color ?? "");
  await form.getByRole("spinbutton", { name: "Larghezza (mm)" }).fill("1500");
  await form.getByRole("spinbutton", { name: "Altezza (mm)" }).fill("1650");
  await expect(page).toHaveURL(/larghezza=1500/);
  await expect(page).toHaveURL(/altezza=1650/);
  await expect(page).toHaveURL(new RegExp(`color=${color}`));
  const price = (await total(page).textContent()) ?? "";
  expect(price).toMatch(/\d,\d{2}\s€/);

  await page.reload();
  await expectConfiguration(form, color ?? "");
  await expect(total(page)).toHaveText(price);

  // The same address in another browser shows the same configuration and price.
  const shared = await browser.newContext({ locale: "it-IT" });
  const other = await shared.newPage();
  await other.goto(page.url());
  await expectConfiguration(configuratorForm(other, product.name), color ?? "");
  await expect(total(other)).toHaveText(price);
  // A customer of that browser signs in below on the guest's page.
  const customer = await signUp(other);
  await shared.close();

  await form.getByRole("link", { name: "Accedi per Aggiungere" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await signInOnAuthPage(page, customer);

  await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?.*larghezza=1500`));
  await expectConfiguration(form, color ?? "");
  await expect(total(page)).toHaveText(price);
  await expect(form.getByRole("button", { name: "Aggiungi al Carrello" })).toBeVisible();
});

test("a link with values the product does not offer says so and uses the defaults", async ({ page }) => {
  const product = await firstConfigurableProduct(page);
  await page.goto(`/product/${product.id}?color=viola-fluo&larghezza=abc&altezza=1700`);
  const alert = page.getByRole("alert").filter({ hasText: "Alcuni valori del link non sono validi" });
  await expect(alert).toContainText("Colore «viola-fluo»");
  await expect(alert).toContainText("Larghezza «abc»");
  const form = configuratorForm(page, product.name);
  await expect(form.getByRole("spinbutton", { name: "Larghezza (mm)" })).toHaveValue("1200");
  await expect(form.getByRole("spinbutton", { name: "Altezza (mm)" })).toHaveValue("1700");
  await expect(form.getByRole("combobox", { name: "Colore", exact: true })).not.toHaveValue("viola-fluo");
});

test("a cart line's configuration is edited on the product page and updated in place", async ({
  page,
  filledCart: line,
}) => {
  await page.goto("/cart");
  const item = cartItem(page, line.product.name);
  await expect(item).toContainText("1200 x 1400 mm");
  await item.getByRole("link", { name: `Modifica configurazione di ${line.product.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/product/${line.product.id}\\?.*riga=${line.id}`));
  const form = configuratorForm(page, line.product.name);
  const width = form.getByRole("spinbutton", { name: "Larghezza (mm)" });
  await expect(width).toHaveValue("1200");
  await expect(form.getByRole("button", { name: "Aggiungi al Carrello" })).toHaveCount(0);
  await width.fill("1750");

  const [patched] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/cart/${line.id}`) && response.request().method() === "PATCH",
    ),
    form.getByRole("button", { name: "Aggiorna la riga" }).click(),
  ]);
  expect(patched.status()).toBe(200);
  const answer = (await patched.json()) as { calculatedPrice: number };
  expect(answer.calculatedPrice).not.toBe(line.calculatedPrice);

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("link", { name: /^Modifica configurazione di/ })).toHaveCount(1);
  const updated = cartItem(page, line.product.name);
  await expect(updated).toContainText("1750 x 1400 mm");
  await expect(updated).toContainText(
    `Prezzo unitario: ${formatEuroCents(eurosToCents(answer.calculatedPrice))}`,
  );
});

test("a session that ends mid-configuration offers to sign in again and keeps the configuration", async ({
  page,
}) => {
  const customer = await signUp(page);
  const product = await firstConfigurableProduct(page);
  await page.goto(`/product/${product.id}`);
  const section = page.getByRole("region", { name: "Configura e calcola il prezzo" });
  const form = configuratorForm(page, product.name);
  await openWith(section.getByRole("button", { name: "Apri il configuratore" }), form);
  await form.getByRole("spinbutton", { name: "Larghezza (mm)" }).fill("1500");
  await form.getByRole("spinbutton", { name: "Altezza (mm)" }).fill("1650");
  await expect(page).toHaveURL(/altezza=1650/);
  const price = (await total(page).textContent()) ?? "";

  // The session ends on the server's side while the page stays open.
  await page.context().clearCookies();
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/cart")),
    form.getByRole("button", { name: "Aggiungi al Carrello" }).click(),
  ]);
  expect(refused.status()).toBe(401);
  const expired = page.getByRole("alertdialog", { name: "Sessione scaduta" });
  await expect(expired).toContainText("ritroverai la configurazione così come l'hai lasciata");
  await expect(page.getByText(/errore durante l'aggiunta al carrello/)).toHaveCount(0);
  await expired.getByRole("link", { name: "Accedi di nuovo" }).click();

  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproduct%2F\d+%3F.*altezza%3D1650/);
  await signInOnAuthPage(page, customer);

  await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?.*altezza=1650`));
  await expect(form.getByRole("spinbutton", { name: "Larghezza (mm)" })).toHaveValue("1500");
  await expect(total(page)).toHaveText(price);
  const [added] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/cart")),
    form.getByRole("button", { name: "Aggiungi al Carrello" }).click(),
  ]);
  expect(added.status()).toBe(201);
});
