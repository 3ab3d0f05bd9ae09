import type { Locator, Page } from "@playwright/test";
import {
  type CalculatorOption,
  type Product,
  productConfigurator,
} from "../../app/domain/catalogue/catalogue.ts";
import type { WindowOptionType } from "../../app/domain/configurator/window-configuration.ts";
import { formatDateShort } from "../../app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { completeCheckoutDetails, confirmPayment, expect, test, toastsOf } from "../support/e2e-fixtures";
import { clickOnceHydrated, collectPageErrors, openWith, waitForAuthScript } from "../support/hydration";
import type { WindowOptionValues } from "../support/window-configuration";

// One customer's whole visit, through the pages only.
// Register, log out, log in, configure and buy a window, then the wishlist and
// the saved configurations. The JSON API is read only to pick a product and
// option values; every change goes through the UI, and axe checks each page.

const PASSWORD = "Finestre-Su-Misura-2026";
const FIRST_NAME = "Lucia";
const REMOVE_QUESTION = "Sei sicuro di voler rimuovere questo prodotto dal carrello?";
const CONFIRMED_PRICE_NOTE = "Prezzo calcolato dal nostro listino, IVA inclusa.";

/** The configurator's selects, by their visible labels. */
const selectLabels: Record<WindowOptionType, string> = {
  material: "Materiale",
  system: "Sistema",
  profile: "Profilo",
  color: "Colore",
  windowType: "Tipo di finestra",
  openingType: "Tipo di apertura",
};

interface WindowChoice {
  options: WindowOptionValues;
  width: number;
  height: number;
}

/** "1.234,56 €" → 123456: prices always show two decimals. */
const centsOf = (text: string) => Number(text.replace(/\D/g, ""));

const header = (page: Page) => page.getByRole("banner");
const accountButton = (page: Page) => header(page).getByRole("button", { name: FIRST_NAME, exact: true });

async function chooseFromAccountMenu(page: Page, item: string) {
  const menu = page.getByRole("menu");
  await openWith(accountButton(page), menu);
  await menu.getByRole("menuitem", { name: item, exact: true }).click();
}

/** The value of the `<dt>`/`<dd>` pair labelled exactly `term` inside `scope`. */
function definition(scope: Locator, term: string) {
  return scope
    .locator("div")
    .filter({ has: scope.page().locator("dt", { hasText: new RegExp(`^${term}$`) }) })
    .locator("dd");
}

/** A window product (not an Alias door, which is sold after a survey) and a non-default value per option. */
async function pickWindowAndOptions(page: Page) {
  const products = await page.request.get("/api/products").then((r) => r.json() as Promise<Product[]>);
  const product = products.find(
    (candidate) => candidate.category.slug === "finestre" && productConfigurator(candidate) === "window",
  );
  if (!product) throw new Error("no configurable window in the catalogue");
  // The product's own options: its material and system are fixed (ADR 015).
  const options = await page.request
    .get(`/api/calculator-options?productId=${product.id}`)
    .then((r) => r.json() as Promise<CalculatorOption[]>);
  const choice = {} as WindowOptionValues;
  for (const type of Object.keys(selectLabels) as WindowOptionType[]) {
    const ofType = options.filter((option) => option.type === type);
    const picked = ofType[1] ?? ofType[0];
    if (!picked) throw new Error(`no calculator option of type ${type}`);
    choice[type] = picked.value;
  }
  return { product, choice };
}

/** Opens the configurator on the product page (the button exists once the page is interactive). */
async function openConfigurator(page: Page, product: Product) {
  await page.getByRole("button", { name: "Apri il configuratore" }).click();
  const form = page.getByRole("form", { name: `Configurazione di ${product.name}` });
  await expect(form).toBeVisible();
  return form;
}

async function fillConfigurator(form: Locator, window: WindowChoice) {
  for (const [type, label] of Object.entries(selectLabels) as [WindowOptionType, string][]) {
    const select = form.getByRole("combobox", { name: label, exact: true });
    if (await select.isDisabled()) continue;
    await select.selectOption(window.options[type] ?? "");
  }
  await form.getByLabel("Larghezza (mm)").fill(String(window.width));
  await form.getByLabel("Altezza (mm)").fill(String(window.height));
}

/** 'Calcola Prezzo' and the server's figure in 'Totale stimato', in cents. */
async function calculatePrice(page: Page, form: Locator): Promise<number> {
  await form.getByRole("button", { name: "Aggiorna Preventivo" }).click();
  const summary = page.getByRole("region", { name: "Riepilogo della configurazione" });
  await expect(summary).toContainText(CONFIRMED_PRICE_NOTE);
  const total = await summary.getByTestId("totale-stimato").textContent();
  const cents = centsOf(total ?? "");
  expect(cents).toBeGreaterThan(0);
  return cents;
}

/** 'Aggiungi al Carrello' on a valid configuration: the notice, and the header's cart count. */
async function addToCart(page: Page, form: Locator) {
  await form.getByRole("button", { name: "Aggiungi al Carrello" }).click();
  await expect(toastsOf(page).titled("Prodotto aggiunto")).toContainText(
    "Il prodotto è stato aggiunto al carrello con successo.",
  );
  await expect(header(page).getByRole("link", { name: "Carrello, 1 articolo" })).toBeVisible();
}

function cartLine(page: Page, productName: string) {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: productName }) })
    .first();
}

const savedCard = (page: Page, name: string) =>
  page.getByRole("main").getByRole("article", { name, exact: true });

test("a customer registers, buys a configured window, and uses the wishlist and saved configurations", async ({
  page,
  toasts,
}) => {
  test.setTimeout(180_000);
  const pageErrors = collectPageErrors(page);
  // The suffix keeps repeated runs in parallel workers apart.
  const username = `cliente_${Date.now()}_${test.info().workerIndex}`;
  const { product, choice } = await pickWindowAndOptions(page);
  const productPath = `/product/${product.id}`;
  const window: WindowChoice = { options: choice, width: 1200, height: 1400 };

  await test.step("register on the 'Registrati' tab", async () => {
    await page.goto("/auth");
    await waitForAuthScript(page);
    await page.getByRole("tab", { name: "Registrati" }).click();
    const panel = page.getByRole("tabpanel", { name: "Registrati" });
    await expect(panel.getByLabel("Cognome")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await panel.getByLabel("Nome utente").fill(username);
    await panel.getByLabel("Password").fill(PASSWORD);
    await panel.getByLabel("Nome", { exact: true }).fill(FIRST_NAME);
    await panel.getByLabel("Cognome").fill("Verdi");
    await panel.getByLabel("Email").fill("lucia.verdi@example.it");
    await panel.getByLabel("Telefono").fill("+39 02 1234 5678");
    await panel.getByLabel("Indirizzo").fill("Corso Buenos Aires 12");
    await panel.getByRole("button", { name: "Registrati" }).click();

    await expect(toasts.titled("Registrazione completata")).toContainText(
      "Il tuo account è stato creato con successo!",
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Carrello, vuoto" })).toBeVisible();
  });

  await test.step("log out from the account menu", async () => {
    await chooseFromAccountMenu(page, "Esci");
    await expect(toasts.titled("Disconnessione effettuata")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("link", { name: "Accedi", exact: true })).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
  });

  await test.step("log in on the 'Accedi' tab", async () => {
    await header(page).getByRole("link", { name: "Accedi", exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await waitForAuthScript(page);
    await expect(page.getByRole("tab", { name: "Accedi" })).toHaveAttribute("aria-selected", "true");
    await expectNoSeriousA11yViolations(page);
    const panel = page.getByRole("tabpanel", { name: "Accedi" });
    await panel.getByLabel("Nome utente").fill(username);
    await panel.getByLabel("Password").fill(PASSWORD);
    await panel.getByRole("button", { name: "Accedi" }).click();

    await expect(toasts.titled("Accesso effettuato")).toContainText(`Benvenuto, ${username}!`);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toBeVisible();
  });

  let unitPriceCents = 0;
  await test.step("configure a window on its product page and add it to the cart", async () => {
    await page.goto(productPath);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Configura e calcola il prezzo" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const form = await openConfigurator(page, product);
    await fillConfigurator(form, window);
    unitPriceCents = await calculatePrice(page, form);
    await expectNoSeriousA11yViolations(page);
    await addToCart(page, form);
  });

  await test.step("the cart: raise the quantity, then remove the line", async () => {
    await header(page).getByRole("link", { name: "Carrello, 1 articolo" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Il tuo carrello" })).toBeVisible();
    const item = cartLine(page, product.name);
    const unitPrice = formatEuroCents(unitPriceCents);
    await expect(item).toContainText(`Prezzo unitario: ${unitPrice}`);
    await expect(item).toContainText(`${window.width} x ${window.height} mm`);
    const summary = page.getByRole("region", { name: "Riepilogo dell'ordine" });
    await expect(definition(summary, "Totale")).toHaveText(unitPrice);
    const remove = item.getByRole("button", { name: /^Rimuovi/ });
    // The enhanced controls (and the removal's confirmation) need the page to be interactive.
    await expect(remove).toHaveAttribute("aria-haspopup", "dialog");
    await expectNoSeriousA11yViolations(page);

    await item.getByRole("button", { name: /^Aumenta la quantità/ }).click();
    await expect(item.getByRole("status", { name: "Quantità" })).toHaveText("2");
    await expect(item).toContainText(`Totale riga: ${formatEuroCents(unitPriceCents * 2)}`);
    await expect(definition(summary, "Totale")).toHaveText(formatEuroCents(unitPriceCents * 2));
    await expect(header(page).getByRole("link", { name: "Carrello, 2 articoli" })).toBeVisible();

    await remove.click();
    const dialog = page.getByRole("alertdialog", { name: REMOVE_QUESTION });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Rimuovi", exact: true }).click();
    await expect(toasts.titled("Prodotto rimosso")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Il tuo carrello è vuoto" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Carrello, vuoto" })).toBeVisible();
  });

  let cartTotal = "";
  await test.step("add the window again from its product page", async () => {
    await page.goto(productPath);
    const form = await openConfigurator(page, product);
    await fillConfigurator(form, window);
    // The same configuration is priced the same.
    expect(await calculatePrice(page, form)).toBe(unitPriceCents);
    await addToCart(page, form);

    await header(page).getByRole("link", { name: "Carrello, 1 articolo" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartLine(page, product.name).getByRole("status", { name: "Quantità" })).toHaveText("1");
    const summary = page.getByRole("region", { name: "Riepilogo dell'ordine" });
    cartTotal = (await definition(summary, "Totale").textContent()) ?? "";
    expect(cartTotal).toBe(formatEuroCents(unitPriceCents));
    await summary.getByRole("link", { name: "Procedi al checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  let orderId = "";
  let orderNumber = "";
  await test.step("checkout by bank transfer: processing, success, then the order's page", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    const summary = page.getByRole("region", { name: "Riepilogo dell'ordine" });
    await expect(summary).toContainText(product.name);
    await expect(definition(summary, "Totale")).toHaveText(cartTotal);
    // The profile fills what it knows, its one-line address split; city, CAP and province are asked here.
    await expect(page.getByLabel("Nome e cognome")).toHaveValue(`${FIRST_NAME} Verdi`);
    await expect(page.getByLabel("Email")).toHaveValue("lucia.verdi@example.it");
    await expect(page.getByLabel("Telefono")).toHaveValue("+39 02 1234 5678");
    await expect(page.getByLabel("Indirizzo")).toHaveValue("Corso Buenos Aires");
    await expect(page.getByLabel("Numero civico")).toHaveValue("12");
    await page.getByLabel("Città").fill("Milano");
    await page.getByLabel("CAP").fill("20124");
    await completeCheckoutDetails(page, { province: "Milano (MI)", fiscalCode: "VRDLCU90A41F205P" });
    // The card fields turn required once the page is interactive: only then does the script submit.
    await expect(page.getByLabel("Numero della carta")).toHaveAttribute("required", "");
    await page.getByRole("radio", { name: "Bonifico bancario" }).check();
    await expect(page.getByLabel("Numero della carta")).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    orderId = await confirmPayment(page, "awaiting payment");

    // Not paid yet: the bank details stay on screen until the customer moves on.
    await expect(page.getByRole("region", { name: "Dati per il bonifico" })).toContainText(cartTotal);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Vedi il dettaglio dell'ordine" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(page.getByRole("heading", { level: 1, name: /^Ordine A-\d{4}-\d{6}$/ })).toBeVisible();
    orderNumber = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace(
      "Ordine ",
      "",
    );
    const items = page.getByRole("region", { name: "Articoli" });
    await expect(items.getByRole("link", { name: product.name })).toHaveAttribute("href", productPath);
    await expect(items).toContainText(`${window.width} x ${window.height} mm`);
    await expect(items).toContainText("Quantità: 1");
    await expect(definition(items, "Totale")).toHaveText(cartTotal);
    const overview = page.getByRole("region", { name: "Riepilogo", exact: true });
    await expect(overview).toContainText("Bonifico bancario");
    await expect(overview).toContainText("In attesa");
    await expect(page.getByRole("region", { name: "Indirizzo di spedizione" })).toContainText(
      "20124 Milano (MI)",
    );
    await expect(header(page).getByRole("link", { name: "Carrello, vuoto" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the order list shows the new order", async () => {
    await page.getByRole("main").getByRole("link", { name: "Torna ai miei ordini" }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "I miei ordini" })).toBeVisible();
    const card = page.getByRole("link", { name: new RegExp(`Ordine ${orderNumber}\\b`) });
    await expect(card).toHaveAttribute("href", `/orders/${orderId}`);
    await expect(card).toContainText("In attesa");
    await expect(card).toContainText(formatDateShort(new Date()));
    await expect(card.locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(card).toContainText("1 articolo");
    await expect(card).toContainText(cartTotal);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("the wishlist: the heart on the product page, the list, then clear all", async () => {
    await page.goto(productPath);
    const addHeart = page.getByRole("button", {
      name: `Aggiungi "${product.name}" alla lista dei desideri`,
    });
    await expect(addHeart).toHaveAttribute("aria-pressed", "false");
    await addHeart.click();
    const removeHeart = page.getByRole("button", {
      name: `Rimuovi "${product.name}" dalla lista dei desideri`,
    });
    await expect(removeHeart).toHaveAttribute("aria-pressed", "true");

    await chooseFromAccountMenu(page, "La mia lista dei desideri");
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.getByRole("heading", { level: 1, name: "La mia lista dei desideri" })).toBeVisible();
    await expect(page.getByText("1 prodotto salvato")).toBeVisible();
    const card = page.getByRole("main").getByRole("article", { name: product.name, exact: true });
    await expect(card.getByRole("link", { name: product.name })).toHaveAttribute("href", productPath);
    await expectNoSeriousA11yViolations(page);

    await clickOnceHydrated(page.getByRole("button", { name: "Svuota lista" }));
    const dialog = page.getByRole("alertdialog", { name: "Svuota lista" });
    await expect(dialog).toContainText("Sei sicuro di voler svuotare la lista dei desideri?");
    await dialog.getByRole("button", { name: "Svuota lista" }).click();
    await expect(toasts.titled("Lista svuotata")).toBeVisible();
    await expect(page.getByRole("heading", { name: "La tua lista dei desideri è vuota" })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step("save two named configurations from the product's configurator", async () => {
    await page.goto(productPath);
    const form = await openConfigurator(page, product);
    await fillConfigurator(form, window);
    const name = form.getByLabel("Nome della configurazione");
    const save = form.getByRole("button", { name: "Salva configurazione" });

    await name.fill("Soggiorno");
    await save.click();
    await expect(toasts.titled("Configurazione salvata")).toContainText(
      "La configurazione è stata salvata con successo.",
    );
    await toasts.dismiss("Configurazione salvata");

    await form.getByLabel("Larghezza (mm)").fill("900");
    await name.fill("Camera da letto");
    await save.click();
    await expect(toasts.titled("Configurazione salvata")).toBeVisible();
  });

  await test.step("saved configurations: default, edit, delete", async () => {
    await chooseFromAccountMenu(page, "Le mie configurazioni");
    await expect(page).toHaveURL(/\/saved-configurations$/);
    await expect(page.getByRole("heading", { level: 1, name: "Le mie configurazioni" })).toBeVisible();
    await expect(page.getByText("2 configurazioni salvate")).toBeVisible();
    const living = savedCard(page, "Soggiorno");
    const bedroom = savedCard(page, "Camera da letto");
    await expect(living).toBeVisible();
    await expect(bedroom).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await living.getByRole("button", { name: /^Imposta predefinita/ }).click();
    await expect(living).toContainText("Configurazione predefinita");
    await expect(living.getByRole("button", { name: /^Predefinita/ })).toBeDisabled();
    await expect(bedroom).not.toContainText("Configurazione predefinita");
    const priceBefore = (await living.getByText(/\d,\d{2}\s€/).textContent()) ?? "";

    // Edit: the configurator opens on the product page with what was saved.
    await living.getByRole("link", { name: /^Modifica/ }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?configurazione=\\d+#configuratore$`));
    await expect(page.getByRole("heading", { name: "Modifica la configurazione “Soggiorno”" })).toBeVisible();
    const form = page.getByRole("form", { name: `Configurazione di ${product.name}` });
    for (const [type, label] of Object.entries(selectLabels) as [WindowOptionType, string][]) {
      await expect(form.getByRole("combobox", { name: label, exact: true })).toHaveValue(choice[type] ?? "");
    }
    await expect(form.getByLabel("Larghezza (mm)")).toHaveValue(String(window.width));
    await expect(form.getByLabel("Altezza (mm)")).toHaveValue(String(window.height));
    await expect(form.getByLabel("Nome della configurazione")).toHaveValue("Soggiorno");
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel("Larghezza (mm)").fill("1600");
    await form.getByRole("button", { name: "Salva modifiche" }).click();
    await expect(toasts.titled("Configurazione aggiornata")).toContainText(
      "La configurazione è stata aggiornata con successo.",
    );

    await chooseFromAccountMenu(page, "Le mie configurazioni");
    await expect(page).toHaveURL(/\/saved-configurations$/);
    await expect(page.getByText("2 configurazioni salvate")).toBeVisible();
    const priceAfter = living.getByText(/\d,\d{2}\s€/);
    await expect(priceAfter).not.toHaveText(priceBefore);
    expect(centsOf((await priceAfter.textContent()) ?? "")).toBeGreaterThan(centsOf(priceBefore));
    await expect(living).toContainText("Configurazione predefinita");

    await clickOnceHydrated(bedroom.getByRole("button", { name: /^Elimina/ }));
    const dialog = page.getByRole("alertdialog", { name: "Sei sicuro?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Elimina" }).click();
    await expect(toasts.titled("Configurazione eliminata")).toBeVisible();
    await expect(bedroom).toHaveCount(0);
    await expect(page.getByText("1 configurazione salvata")).toBeVisible();
    await expect(living).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  expect(pageErrors).toEqual([]);
});
