import { randomBytes } from "node:crypto";
import type { Locator, Page, Response, Route } from "@playwright/test";
import type { WindowOptionType } from "../../app/domain/configurator/window-configuration.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import type { CalculatorOptionJson, ProductJson } from "../../app/server/web/api-serializers.server.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { apiJson, expect, test } from "../support/e2e-fixtures";
import { windowConfiguration, windowOptionValuesOf } from "../support/window-configuration";

// The window configurators in a real browser: the price calculator overlay
// opened from a product card, the product page's configurator, the live
// drawing, the detailed quote with its contact dialog, and the signed-in
// actions (cart, saved configuration). Every test has its own browser context.

test.use({ pageContext: { viewport: { width: 1280, height: 900 } }, failOnUncaughtErrors: true });

type OptionType = WindowOptionType;

/** The selects in the order the form shows them, with their visible labels. */
const SELECTS: readonly (readonly [OptionType, string])[] = [
  ["material", "Materiale"],
  ["system", "Sistema"],
  ["profile", "Profilo"],
  ["color", "Colore"],
  ["windowType", "Tipo di finestra"],
  ["openingType", "Tipo di apertura"],
];

const REQUIRED_MESSAGES: Record<OptionType | "width" | "height", string> = {
  material: "Seleziona un materiale",
  system: "Seleziona un sistema",
  profile: "Seleziona un profilo",
  color: "Seleziona un colore",
  windowType: "Seleziona un tipo di finestra",
  openingType: "Seleziona un tipo di apertura",
  width: "Inserisci una larghezza valida",
  height: "Inserisci un'altezza valida",
};

const QUOTE_SENT_DESCRIPTION =
  "La tua richiesta di preventivo è stata inviata con successo. Ti contatteremo presto!";

interface Choice {
  options: Record<OptionType, CalculatorOptionJson>;
  sopraluce: boolean;
  width: number;
  height: number;
}

interface PriceAnswer {
  price: number;
  breakdown: { label: string; value: string }[];
}

const euros = (amount: number) => formatEuroCents(Math.round(amount * 100));

async function firstWindow(page: Page): Promise<ProductJson> {
  const products = await apiJson<ProductJson[]>(page, "/api/categories/finestre/products");
  expect(products.length).toBeGreaterThan(0);
  return products[0]!;
}

/**
 * A configuration of the first window with the option at `index` of every type
 * its set offers (wrapping round), so prices are not trivial; its own material
 * and system are the only ones offered.
 */
async function chooseConfiguration(
  page: Page,
  index: number,
  overrides: Partial<Record<OptionType, string>> = {},
): Promise<Choice> {
  const product = await firstWindow(page);
  const all = await apiJson<CalculatorOptionJson[]>(page, `/api/calculator-options?productId=${product.id}`);
  const options = {} as Record<OptionType, CalculatorOptionJson>;
  for (const [type] of SELECTS) {
    const ofType = all.filter((option) => option.type === type);
    expect(ofType.length, type).toBeGreaterThan(0);
    const wanted = overrides[type];
    options[type] = wanted
      ? ofType.find((option) => option.value === wanted)!
      : ofType[index % ofType.length]!;
  }
  return { options, sopraluce: index % 2 === 1, width: 1000 + index * 150, height: 1300 + index * 100 };
}

/** The body the configurators post for `choice`, as the JSON API expects it. */
function configurationBody(productId: number, choice: Choice) {
  return windowConfiguration(productId, windowOptionValuesOf(choice.options), {
    width: choice.width,
    height: choice.height,
    sopraluce: choice.sopraluce,
  });
}

async function fillConfiguration(form: Locator, choice: Choice) {
  for (const [type, label] of SELECTS) {
    const select = form.getByRole("combobox", { name: label, exact: true });
    // The product's own material and system are shown, fixed.
    if (await select.isDisabled()) continue;
    await select.selectOption({ label: choice.options[type].name });
  }
  await form.getByRole("spinbutton", { name: "Larghezza (mm)" }).fill(String(choice.width));
  await form.getByRole("spinbutton", { name: "Altezza (mm)" }).fill(String(choice.height));
  await form.getByRole("switch", { name: "Sopraluce" }).setChecked(choice.sopraluce);
}

/** The window's selects a customer can change (its material and system are fixed). */
const FREE_SELECTS = SELECTS.filter(([type]) => type !== "material" && type !== "system");

/** What a customer does to start from nothing: every free select and both sizes emptied. */
async function clearConfiguration(form: Locator) {
  for (const [, label] of FREE_SELECTS) {
    await form.getByRole("combobox", { name: label, exact: true }).selectOption("");
  }
  await form.getByRole("spinbutton", { name: "Larghezza (mm)" }).fill("");
  await form.getByRole("spinbutton", { name: "Altezza (mm)" }).fill("");
}

const isPost = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === "POST";

function card(page: Page, product: Pick<ProductJson, "name">) {
  return page.getByRole("main").getByRole("article", { name: product.name, exact: true });
}

/** The card's 'Calcola Prezzo' is a button once React runs (a link to the configurator before). */
function calculateButton(page: Page, product: Pick<ProductJson, "name">) {
  return card(page, product).getByRole("button", { name: /^Calcola Prezzo/ });
}

function overlay(page: Page, product: Pick<ProductJson, "name">) {
  return page.getByRole("dialog", { name: `Calcola il prezzo: ${product.name}` });
}

async function openOverlay(page: Page, product: ProductJson) {
  if (new URL(page.url()).pathname !== "/category/finestre") await page.goto("/category/finestre");
  await calculateButton(page, product).click();
  // The code of the overlay and the options load on demand: either state may be caught.
  await expect(
    page
      .getByText("Caricamento del calcolatore...")
      .or(page.getByRole("form", { name: "Configurazione del prodotto" }))
      .first(),
  ).toBeVisible();
  const dialog = overlay(page, product);
  const form = dialog.getByRole("form", { name: "Configurazione del prodotto" });
  await expect(form).toBeVisible();
  return { dialog, form };
}

/** Prices the configuration through the button and checks the total and lines against POST /api/price. */
async function expectPricedLikeTheServer(
  page: Page,
  scope: Locator,
  button: Locator,
  body: ReturnType<typeof configurationBody>,
) {
  const [browserCall] = await Promise.all([page.waitForResponse(isPost("/api/price")), button.click()]);
  expect(browserCall.status()).toBe(200);
  // The configurator also sends its optional extras at their neutral values (docs/product/window-options.md),
  // so the six options alone must price the same below.
  expect(browserCall.request().postDataJSON()).toMatchObject(body);

  const answer = await page.request.post("/api/price", { data: browserCall.request().postDataJSON() });
  expect(answer.status()).toBe(200);
  const priced = (await answer.json()) as PriceAnswer;
  const sixOnly = await page.request.post("/api/price", { data: body });
  expect(((await sixOnly.json()) as PriceAnswer).price).toBe(priced.price);

  const summary = scope.getByRole("region", { name: "Riepilogo della configurazione" });
  await expect(summary.getByTestId("totale-stimato")).toHaveText(euros(priced.price));
  await expect(summary.getByText("Totale stimato")).toBeVisible();
  await expect(summary.getByText("Prezzo calcolato dal nostro listino, IVA inclusa.")).toBeVisible();
  await expect(summary.getByRole("term")).toHaveText(priced.breakdown.map((line) => line.label));
  await expect(summary.getByRole("definition")).toHaveText(priced.breakdown.map((line) => line.value));
  expect(priced.breakdown.map((line) => line.label)).toEqual(
    expect.arrayContaining([
      "Prezzo base",
      "Materiale",
      "Profilo",
      "Colore",
      "Tipo di finestra",
      "Tipo di apertura",
      "Dimensioni",
    ]),
  );
  expect(priced.breakdown).toContainEqual({
    label: "Dimensioni",
    value: `${body.dimensions.width} x ${body.dimensions.height} mm`,
  });
  return priced;
}

/** Fills the contact dialog of 'Richiedi Preventivo Dettagliato', sends it and returns the API's answer. */
async function sendQuote(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Richiedi il preventivo dettagliato" });
  await expect(dialog).toBeVisible();
  // Before sending, the dialog shows what is being requested: each chosen option and the estimate on screen.
  const summaryTotal = await page
    .getByRole("region", { name: "Riepilogo della configurazione" })
    .getByTestId("totale-stimato")
    .textContent();
  const requested = dialog.getByRole("region", { name: "Stai richiedendo" });
  await expect(requested.getByRole("heading")).toContainText("Stai richiedendo: ");
  await expect(requested.getByRole("term").first()).toHaveText("Prezzo base");
  await expect(requested.getByRole("definition").last()).toHaveText(summaryTotal ?? "");
  await expect(requested).toContainText("Dimensioni");
  await dialog.getByRole("textbox", { name: "Nome e cognome" }).fill("Lucia Bianchi");
  await dialog.getByRole("textbox", { name: "Email" }).fill("lucia.bianchi@example.it");
  await dialog.getByRole("textbox", { name: "Telefono" }).fill("+39 051 765 4321");
  await dialog.getByRole("textbox", { name: /Note/ }).fill("Vorrei un sopralluogo il sabato mattina.");
  await dialog.getByRole("checkbox", { name: /Acconsento al trattamento dei dati personali/ }).check();
  const [response] = await Promise.all([
    page.waitForResponse(isPost("/api/quote-requests")),
    dialog.getByRole("button", { name: "Invia richiesta" }).click(),
  ]);
  expect(response.status()).toBe(201);
  const stored = (await response.json()) as { id: number; number: string; price: number };
  expect(Number.isInteger(stored.id) && stored.id > 0).toBe(true);
  expect(stored.number).toMatch(/^P-\d{4}-\d{6}$/);
  // The documented notice appears at once (outside the modal dialog, so read as text: the dialog hides
  // the rest of the page from the accessibility tree), and the same dialog recaps the request with
  // the quote's number until the customer closes it.
  await expect(page.getByText("Preventivo Inviato", { exact: true })).toBeVisible();
  await expect(page.getByText(QUOTE_SENT_DESCRIPTION, { exact: true })).toBeVisible();
  const recap = page.getByRole("dialog", { name: "Richiesta inviata" });
  await expect(recap.getByTestId("quote-number")).toHaveText(stored.number);
  await expectNoSeriousA11yViolations(page, "[role='dialog']");
  await expect(recap).toContainText("Ti abbiamo inviato la conferma a lucia.bianchi@example.it");
  await expect(
    recap.getByRole("region", { name: "Hai richiesto" }).getByRole("definition").last(),
  ).toHaveText(summaryTotal ?? "");
  await recap.getByRole("button", { name: "Continua" }).click();
  await expect(recap).toHaveCount(0);
  return { request: response.request().postDataJSON() as Record<string, unknown>, stored };
}

test.describe("price calculator overlay", () => {
  test("validates, prices like the server, resets and sends a detailed quote", async ({ page, toasts }) => {
    const product = await firstWindow(page);
    const { dialog, form } = await openOverlay(page, product);

    // Left column: the product and, with the product's defaults already chosen, a price at once.
    await expect(dialog.getByRole("img", { name: new RegExp(product.name) }).first()).toBeVisible();
    await expect(dialog.getByText(product.name, { exact: true })).toBeVisible();
    const summary = dialog.getByRole("region", { name: "Riepilogo della configurazione" });
    const startTotal = await summary.getByTestId("totale-stimato").textContent();
    expect(startTotal).not.toBe(euros(product.basePrice));
    await expect(form.getByRole("combobox", { name: "Materiale", exact: true })).toBeDisabled();
    await expect(form.getByRole("combobox", { name: "Sistema", exact: true })).toBeDisabled();
    await expect(form.getByRole("spinbutton", { name: "Larghezza (mm)" })).toHaveValue("1200");
    await expect(form.getByRole("spinbutton", { name: "Altezza (mm)" })).toHaveValue("1400");
    await expect(form.getByRole("spinbutton", { name: "Larghezza (mm)" })).toHaveAttribute("min", "1");
    await expect(form.getByRole("switch", { name: "Sopraluce" })).not.toBeChecked();
    await expect(form.getByRole("switch", { name: "Sottoluce" })).not.toBeChecked();

    // Everything cleared: every required field says what is missing, and a destructive notice explains.
    await clearConfiguration(form);
    await form.getByRole("button", { name: "Aggiorna Preventivo" }).click();
    for (const [type, label] of FREE_SELECTS) {
      const select = form.getByRole("combobox", { name: label, exact: true });
      await expect(select).toHaveAttribute("aria-invalid", "true");
      await expect(select).toHaveAccessibleDescription(REQUIRED_MESSAGES[type]);
      await expect(form.getByText(REQUIRED_MESSAGES[type], { exact: true })).toBeVisible();
    }
    for (const [field, label] of [
      ["width", "Larghezza (mm)"],
      ["height", "Altezza (mm)"],
    ] as const) {
      await expect(form.getByRole("spinbutton", { name: label })).toHaveAccessibleDescription(
        REQUIRED_MESSAGES[field],
      );
      await expect(form.getByText(REQUIRED_MESSAGES[field], { exact: true })).toBeVisible();
    }
    const missing = toasts.titled("Campi obbligatori mancanti");
    await expect(missing).toContainText("Completa tutti i campi obbligatori prima di calcolare il prezzo");
    await expect(missing).toHaveAttribute("data-variant", "destructive");
    await expectNoSeriousA11yViolations(page, "[role='dialog']");

    // Everything chosen: the total and the lines are the server's.
    const choice = await chooseConfiguration(page, 1);
    await fillConfiguration(form, choice);
    const body = configurationBody(product.id, choice);
    await expectPricedLikeTheServer(
      page,
      dialog,
      form.getByRole("button", { name: "Aggiorna Preventivo" }),
      body,
    );
    await expect(form.getByText(REQUIRED_MESSAGES.color, { exact: true })).toHaveCount(0);

    // Reset brings back the product's defaults and their price.
    await form.getByRole("button", { name: "Reset" }).click();
    await expect(form.getByRole("spinbutton", { name: "Larghezza (mm)" })).toHaveValue("1200");
    await expect(form.getByRole("spinbutton", { name: "Altezza (mm)" })).toHaveValue("1400");
    await expect(form.getByRole("switch", { name: "Sopraluce" })).not.toBeChecked();
    await expect(summary.getByTestId("totale-stimato")).toHaveText(startTotal ?? "");
    await expect(form.getByText(REQUIRED_MESSAGES.color, { exact: true })).toHaveCount(0);

    // The detailed quote asks for contact details, then lands in the database (201 with an id).
    await fillConfiguration(form, choice);
    await form.getByRole("button", { name: "Richiedi Preventivo Dettagliato" }).click();
    const contactDialog = page.getByRole("dialog", { name: "Richiedi il preventivo dettagliato" });
    await expect(contactDialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, "[role='dialog']");
    const { request } = await sendQuote(page);
    expect(request).toMatchObject({
      ...body,
      customerName: "Lucia Bianchi",
      customerEmail: "lucia.bianchi@example.it",
      customerPhone: "+39 051 765 4321",
      privacyConsent: true,
    });
    // A successful quote closes the calculator.
    await expect(dialog).toHaveCount(0);
  });

  test("the detailed quote validates first; its dialog gives the focus back on Escape", async ({
    page,
    toasts,
  }) => {
    const product = await firstWindow(page);
    const { form } = await openOverlay(page, product);
    await clearConfiguration(form);
    await form.getByRole("button", { name: "Richiedi Preventivo Dettagliato" }).click();
    await expect(toasts.titled("Campi obbligatori mancanti")).toContainText(
      "Completa tutti i campi obbligatori prima di richiedere un preventivo",
    );
    const contactDialog = page.getByRole("dialog", { name: "Richiedi il preventivo dettagliato" });
    await expect(contactDialog).toHaveCount(0);
    await expect(form.getByText(REQUIRED_MESSAGES.openingType, { exact: true })).toBeVisible();

    // Valid: the contact dialog opens; Escape closes only it and the focus goes back to the button.
    await fillConfiguration(form, await chooseConfiguration(page, 0));
    const quoteButton = form.getByRole("button", { name: "Richiedi Preventivo Dettagliato" });
    await quoteButton.click();
    await expect(contactDialog).toBeVisible();
    await expect(contactDialog.getByRole("textbox", { name: "Nome e cognome" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(contactDialog).toHaveCount(0);
    await expect(overlay(page, product)).toBeVisible();
    await expect(quoteButton).toBeFocused();
  });

  test("a guest is invited to sign in to add to the cart", async ({ page }) => {
    const product = await firstWindow(page);
    const { form } = await openOverlay(page, product);
    await expect(form.getByRole("button", { name: "Aggiungi al Carrello" })).toHaveCount(0);
    const signIn = form.getByRole("link", { name: "Accedi per Aggiungere" });
    // Sign-in brings the guest back to the product's own page, with the configuration in its link.
    await expect(signIn).toHaveAttribute(
      "href",
      `/auth?redirectTo=${encodeURIComponent(`/product/${product.id}`)}`,
    );
    await form.getByRole("switch", { name: "Sopraluce" }).click();
    await expect(signIn).toHaveAttribute("href", /^\/auth\?redirectTo=%2Fproduct%2F\d+%3F.*sopraluce/);
    await expect(signIn).toHaveAccessibleDescription(
      "Effettua l'accesso per aggiungere prodotti al carrello",
    );
    await expect(form.getByText("Effettua l'accesso per aggiungere prodotti al carrello")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Nome della configurazione" })).toHaveCount(0);

    await signIn.click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproduct%2F\d+%3F.*sopraluce/);
    await expect(overlay(page, product)).toHaveCount(0);
  });

  test("is operable with the keyboard alone, and Escape gives the focus back to the card", async ({
    page,
  }) => {
    const product = await firstWindow(page);
    await page.goto("/category/finestre");
    const opener = calculateButton(page, product);
    await expect(opener).toBeVisible();

    // Tab from the top of the page to the card's button.
    const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    let presses = 0;
    while (!(await isFocused(opener))) {
      expect(presses++, "Tab never reached 'Calcola Prezzo'").toBeLessThan(150);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    const dialog = overlay(page, product);
    const form = dialog.getByRole("form", { name: "Configurazione del prodotto" });
    await expect(form).toBeVisible();
    // The focus is trapped in the dialog.
    await expect(dialog.locator(":focus")).toHaveCount(1);

    async function tabTo(target: Locator) {
      let steps = 0;
      while (!(await isFocused(target))) {
        expect(steps++, "Tab never reached the control").toBeLessThan(40);
        await page.keyboard.press("Tab");
        await expect(dialog.locator(":focus")).toHaveCount(1);
      }
    }

    // Each select the customer may change: reach it with Tab, choose with the arrow key.
    for (const [, label] of FREE_SELECTS) {
      const select = form.getByRole("combobox", { name: label, exact: true });
      await tabTo(select);
      await page.keyboard.press("ArrowDown");
      await expect(select).not.toHaveValue("");
    }
    const width = form.getByRole("spinbutton", { name: "Larghezza (mm)" });
    await tabTo(width);
    await page.keyboard.type("1100");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("spinbutton", { name: "Altezza (mm)" })).toBeFocused();
    await page.keyboard.type("1300");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("switch", { name: "Sopraluce" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(form.getByRole("switch", { name: "Sopraluce" })).toBeChecked();

    const update = form.getByRole("button", { name: "Aggiorna Preventivo" });
    await tabTo(update);
    const [priced] = await Promise.all([
      page.waitForResponse(isPost("/api/price")),
      page.keyboard.press("Enter"),
    ]);
    const answer = (await priced.json()) as PriceAnswer;
    const summary = dialog.getByRole("region", { name: "Riepilogo della configurazione" });
    await expect(summary.getByTestId("totale-stimato")).toHaveText(euros(answer.price));
    await expect(summary).toContainText("1100 x 1300 mm");
    await expectNoSeriousA11yViolations(page, "[role='dialog']");

    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test("alias products never offer 'Calcola Prezzo'", async ({ page }) => {
  const aliasProducts = await apiJson<ProductJson[]>(page, "/api/subcategories/alias/products");
  expect(aliasProducts.length).toBeGreaterThan(0);
  await page.goto("/category/porte-blindate/alias");
  // Hydrated: the sort form's no-JavaScript 'Applica' button is gone.
  await expect(page.getByRole("button", { name: "Applica" })).toHaveCount(0);
  for (const product of aliasProducts) {
    const aliasCard = card(page, product);
    await expect(aliasCard.getByRole("link", { name: /^Dettagli/ })).toHaveAttribute(
      "href",
      `/product/${product.id}`,
    );
    await expect(aliasCard.getByRole("button", { name: /Calcola Prezzo/ })).toHaveCount(0);
    await expect(aliasCard.getByRole("link", { name: /Calcola Prezzo/ })).toHaveCount(0);
  }
  await expect(page.getByRole("main").getByText("Calcola Prezzo")).toHaveCount(0);
});

test.describe("product page configurator", () => {
  test("opens at #configuratore, prices a configuration and closes after the quote", async ({
    page,
    toasts,
  }) => {
    const product = await firstWindow(page);
    await page.goto(`/product/${product.id}#configuratore`);
    const section = page.getByRole("region", { name: "Configura e calcola il prezzo" });
    const form = section.getByRole("form", { name: `Configurazione di ${product.name}` });
    await expect(form).toBeVisible();
    await expect(
      section.getByRole("region", { name: "Riepilogo della configurazione" }).getByTestId("totale-stimato"),
    ).not.toHaveText(euros(product.basePrice));

    await clearConfiguration(form);
    await form.getByRole("button", { name: "Aggiorna Preventivo" }).click();
    await expect(toasts.titled("Campi obbligatori mancanti")).toContainText(
      "Completa tutti i campi obbligatori prima di calcolare il prezzo",
    );
    await expect(form.getByText(REQUIRED_MESSAGES.width, { exact: true })).toBeVisible();

    const choice = await chooseConfiguration(page, 2);
    await fillConfiguration(form, choice);
    const body = configurationBody(product.id, choice);
    await expectPricedLikeTheServer(
      page,
      section,
      form.getByRole("button", { name: "Aggiorna Preventivo" }),
      body,
    );

    await form.getByRole("button", { name: "Richiedi Preventivo Dettagliato" }).click();
    const { request } = await sendQuote(page);
    expect(request).toMatchObject(body);

    // A successful quote closes the configurator, drops the anchor and gives the focus to the button that reopens it.
    await expect(form).toHaveCount(0);
    await expect(section.getByRole("button", { name: "Apri il configuratore" })).toBeFocused();
    // The configuration stays in the query string (configuration-link.e2e.ts); only the anchor goes.
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}(\\?[^#]*)?$`));
  });

  test("the drawing follows the number of sashes and names the colour", async ({ page }) => {
    const product = await firstWindow(page);
    await page.goto(`/product/${product.id}`);
    const section = page.getByRole("region", { name: "Configura e calcola il prezzo" });
    await section.getByRole("button", { name: "Apri il configuratore" }).click();
    const form = section.getByRole("form", { name: `Configurazione di ${product.name}` });
    await expect(form).toBeVisible();

    // It opens with the product's defaults: two sashes.
    const drawing = section.getByRole("img", { name: "Anteprima della finestra" });
    await expect(drawing.locator("[data-sash]")).toHaveCount(2);

    const windowType = form.getByRole("combobox", { name: "Tipo di finestra", exact: true });
    await windowType.selectOption({ label: "Tre ante" });
    await expect(drawing.locator("[data-sash]")).toHaveCount(3);
    await expect(drawing).toHaveAccessibleDescription(/Finestra a 3 ante/);
    await windowType.selectOption({ label: "Quattro ante" });
    await expect(drawing.locator("[data-sash]")).toHaveCount(4);
    await expect(drawing).toHaveAccessibleDescription(/Finestra a 4 ante/);

    await form.getByRole("combobox", { name: "Colore", exact: true }).selectOption({ label: "Noce" });
    await expect(drawing).toHaveAccessibleDescription(/colore Noce/);
    await expect(drawing.locator("desc")).toContainText("colore Noce");

    await form.getByRole("spinbutton", { name: "Larghezza (mm)" }).fill("1500");
    await expect(drawing).toHaveAccessibleDescription(/larghezza 1500 mm/);

    await section.getByRole("button", { name: "Chiudi il configuratore" }).click();
    await expect(form).toHaveCount(0);
    await expect(section.getByRole("button", { name: "Apri il configuratore" })).toBeFocused();
  });
});

test.describe("signed-in customer", () => {
  test("saves a named configuration and adds it to the cart from the overlay", async ({
    page,
    customer: _signedIn,
    toasts,
  }) => {
    const product = await firstWindow(page);
    await page.goto("/category/finestre");
    await expect(page.getByRole("banner").getByRole("link", { name: "Carrello, vuoto" })).toBeVisible();
    const { dialog, form } = await openOverlay(page, product);
    await expect(form.getByRole("link", { name: "Accedi per Aggiungere" })).toHaveCount(0);

    const choice = await chooseConfiguration(page, 3);
    await fillConfiguration(form, choice);

    const name = `Finestra soggiorno ${randomBytes(2).toString("hex")}`;
    await form.getByRole("textbox", { name: "Nome della configurazione" }).fill(name);
    const [saved] = await Promise.all([
      page.waitForResponse(isPost("/api/saved-configurations")),
      form.getByRole("button", { name: "Salva configurazione" }).click(),
    ]);
    expect(saved.status()).toBe(201);
    await expect(toasts.titled("Configurazione salvata")).toContainText(
      "La configurazione è stata salvata con successo.",
    );
    const configurations = await apiJson<{ name: string; productId: number }[]>(
      page,
      "/api/saved-configurations",
    );
    expect(configurations).toContainEqual(expect.objectContaining({ name, productId: product.id }));

    const [added] = await Promise.all([
      page.waitForResponse(isPost("/api/cart")),
      form.getByRole("button", { name: "Aggiungi al Carrello" }).click(),
    ]);
    expect(added.status()).toBe(201);
    await expect(toasts.titled("Prodotto aggiunto")).toContainText(
      "Il prodotto è stato aggiunto al carrello con successo.",
    );
    await expect(dialog).toHaveCount(0);
    const cartLink = page.getByRole("banner").getByRole("link", { name: "Carrello, 1 articolo" });
    await expect(cartLink).toBeVisible();
    await expect(cartLink).toHaveText("1");
  });

  test("failures show the documented notices and keep the calculator open", async ({
    page,
    customer,
    toasts,
  }) => {
    const product = await firstWindow(page);
    const failPosts = (route: Route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { message: "Errore interno del server" } })
        : route.continue();
    await page.route("**/api/price", failPosts);
    await page.route("**/api/cart", failPosts);
    await page.route("**/api/quote-requests", failPosts);

    const { dialog, form } = await openOverlay(page, product);
    await fillConfiguration(form, await chooseConfiguration(page, 1));
    await form.getByRole("button", { name: "Aggiorna Preventivo" }).click();
    const priceFailure = toasts.titled("Si è verificato un errore durante il calcolo del prezzo.");
    await expect(priceFailure).toContainText("Errore");
    await expect(priceFailure).toHaveAttribute("data-variant", "destructive");
    // The live estimate stays, marked as an estimate.
    await expect(dialog.getByText("Stima indicativa, IVA inclusa.")).toBeVisible();

    await form.getByRole("button", { name: "Aggiungi al Carrello" }).click();
    await expect(toasts.titled("Si è verificato un errore durante l'aggiunta al carrello.")).toHaveAttribute(
      "data-variant",
      "destructive",
    );
    await expect(dialog).toBeVisible();
    await expect(form.getByRole("button", { name: "Aggiungi al Carrello" })).toBeEnabled();

    await form.getByRole("button", { name: "Richiedi Preventivo Dettagliato" }).click();
    const contactDialog = page.getByRole("dialog", { name: "Richiedi il preventivo dettagliato" });
    // A signed-in customer's details are filled in already.
    await expect(contactDialog.getByRole("textbox", { name: "Nome e cognome" })).toHaveValue(
      `${customer.firstName} ${customer.lastName}`,
    );
    await expect(contactDialog.getByRole("textbox", { name: "Email" })).toHaveValue(customer.email);
    await contactDialog.getByRole("textbox", { name: "Telefono" }).fill("051 123 4567");
    await contactDialog
      .getByRole("checkbox", { name: /Acconsento al trattamento dei dati personali/ })
      .check();
    await contactDialog.getByRole("button", { name: "Invia richiesta" }).click();
    // The toaster sits outside the modal contact dialog, so it is out of the accessibility tree
    // (Radix announces it separately); the dialog repeats the server's message in an alert.
    await expect(
      page.getByText("Si è verificato un errore durante l'invio della richiesta.", { exact: true }),
    ).toBeVisible();
    await expect(contactDialog.getByRole("alert")).toHaveText("Errore interno del server");
    await expect(contactDialog).toBeVisible();
  });

  test("adding to the cart validates the configuration first", async ({
    page,
    customer: _signedIn,
    toasts,
  }) => {
    const product = await firstWindow(page);
    const { form } = await openOverlay(page, product);
    await clearConfiguration(form);
    await form.getByRole("button", { name: "Aggiungi al Carrello" }).click();
    await expect(toasts.titled("Campi obbligatori mancanti")).toContainText(
      "Completa tutti i campi obbligatori prima di aggiungere al carrello",
    );
    await expect(form.getByText(REQUIRED_MESSAGES.color, { exact: true })).toBeVisible();
  });
});
