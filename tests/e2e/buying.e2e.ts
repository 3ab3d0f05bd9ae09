import type { Page } from "@playwright/test";
import { formatDateShort } from "../../app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { validShipping } from "../support/api-client";
import { expectNoSeriousA11yViolations } from "../support/axe";
import {
  addWindowToCart,
  completeCheckoutDetails,
  confirmPayment,
  expect,
  signUp,
  test,
} from "../support/e2e-fixtures";

// Cart, checkout and orders, as a signed-in customer. Every test registers its
// own customer through the API (the session cookie lands in the browser
// context), so the tests share nothing and run in parallel.

const REMOVE_QUESTION = "Sei sicuro di voler rimuovere questo prodotto dal carrello?";
const MOBILE = { width: 375, height: 812 };

const euros = (amount: number) => formatEuroCents(Math.round(amount * 100));

function cartLine(page: Page, productName: string) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: productName }) })
    .first();
}

/**
 * City, CAP and province are not in the profile; everything else is prefilled from it, the
 * profile's one-line address split into street and house number. Then the invoice data and
 * the made-to-measure acknowledgement.
 */
async function completeShipping(page: Page) {
  await expect(page.getByLabel("Nome e cognome")).toHaveValue("Mario Rossi");
  await expect(page.getByLabel("Email")).toHaveValue(/^mario\.rossi\+cliente_[0-9a-f]+@example\.it$/);
  await expect(page.getByLabel("Telefono")).toHaveValue("+39 051 123 4567");
  await expect(page.getByLabel("Indirizzo")).toHaveValue("Via Indipendenza");
  await expect(page.getByLabel("Numero civico")).toHaveValue("10");
  await page.getByLabel("Città").fill("Bologna");
  await page.getByLabel("CAP").fill("40121");
  await completeCheckoutDetails(page);
}

test.describe("cart", () => {
  test("shows the configured line and changes its quantity", async ({ page, filledCart: line }) => {
    const response = await page.goto("/cart");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Il tuo carrello" })).toBeVisible();
    const item = cartLine(page, line.product.name);
    await expect(item.getByRole("link", { name: line.product.name, exact: true })).toHaveAttribute(
      "href",
      `/product/${line.product.id}`,
    );
    // The thumbnail is drawn from the configuration (docs/product/drawings.md#thumbnails).
    await expect(item.getByRole("img")).toHaveAccessibleName(/, 1200 × 1400 mm$/);
    await expect(item).toContainText("Materiale");
    await expect(item).toContainText("Tipo di apertura");
    await expect(item).toContainText("1200 x 1400 mm");
    await expect(item).toContainText(`Prezzo unitario: ${euros(line.calculatedPrice)}`);
    await expect(item).toContainText(`Totale riga: ${euros(line.calculatedPrice)}`);
    expect(euros(line.calculatedPrice)).toMatch(/^\d{1,3}(\.?\d{3})*,\d{2}\s€$/);

    const summary = page.getByRole("region", { name: "Riepilogo dell'ordine" });
    await expect(summary).toContainText("di cui IVA (22%)");
    await expect(summary).toContainText("SpedizioneGratuita");
    await expect(summary).toContainText(`Totale${euros(line.calculatedPrice)}`);
    await expect(summary.getByRole("link", { name: "Procedi al checkout" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    await expect(summary.getByRole("link", { name: "Termini e condizioni di vendita" })).toHaveAttribute(
      "href",
      "/terms",
    );
    await expect(summary.getByRole("link", { name: /privacy/ })).toHaveAttribute("href", "/privacy");

    const quantity = item.getByRole("status", { name: "Quantità" });
    const minus = item.getByRole("button", { name: /^Diminuisci la quantità/ });
    const plus = item.getByRole("button", { name: /^Aumenta la quantità/ });
    await expect(quantity).toHaveText("1");
    await expect(minus).toBeDisabled();
    // Changed through the enhanced (fetcher) path; the no-JavaScript test covers the plain post.
    await expect(item.getByRole("button", { name: /^Rimuovi/ })).toHaveAttribute("aria-haspopup", "dialog");

    await plus.click();
    await expect(quantity).toHaveText("2");
    await expect(item).toContainText(`Totale riga: ${euros(line.calculatedPrice * 2)}`);
    await expect(summary).toContainText(`Totale${euros(line.calculatedPrice * 2)}`);

    await minus.click();
    await expect(quantity).toHaveText("1");
    await expect(item).toContainText(`Totale riga: ${euros(line.calculatedPrice)}`);
    await expect(minus).toBeDisabled();
  });

  test("asks before removing a line, then removes it", async ({ page, filledCart: line }) => {
    await page.goto("/cart");

    const item = cartLine(page, line.product.name);
    const remove = item.getByRole("button", { name: /^Rimuovi/ });
    // The confirmation needs JavaScript: wait until the button opens a dialog instead of posting.
    await expect(remove).toHaveAttribute("aria-haspopup", "dialog");

    await remove.click();
    const dialog = page.getByRole("alertdialog", { name: REMOVE_QUESTION });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Annulla" }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toBeVisible();

    await remove.click();
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Rimuovi", exact: true }).click();
    await expect(page.getByText("Prodotto rimosso", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Il tuo carrello è vuoto" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continua lo shopping" })).toHaveAttribute("href", "/");

    // The line is gone on the server too.
    const lines = (await (await page.request.get("/api/cart")).json()) as unknown[];
    expect(lines).toEqual([]);
  });

  test("a change the server refuses shows the documented error notices", async ({
    page,
    filledCart: line,
  }) => {
    await page.goto("/cart");
    const item = cartLine(page, line.product.name);
    const remove = item.getByRole("button", { name: /^Rimuovi/ });
    await expect(remove).toHaveAttribute("aria-haspopup", "dialog");

    // The line disappears behind the page's back (another tab), so both changes answer 404.
    expect((await page.request.delete(`/api/cart/${line.id}`)).status()).toBe(200);

    await item.getByRole("button", { name: /^Aumenta la quantità/ }).click();
    const notice = (text: string) => page.getByText(text, { exact: true }).first();
    await expect(notice("Errore")).toBeVisible();
    await expect(notice("Si è verificato un errore durante l'aggiornamento del prodotto.")).toBeVisible();

    await remove.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Rimuovi", exact: true }).click();
    await expect(notice("Si è verificato un errore durante la rimozione del prodotto.")).toBeVisible();
  });

  test("works without JavaScript: quantity and direct removal", async ({ noJsPage: page }) => {
    await signUp(page);
    const line = await addWindowToCart(page);
    await page.goto("/cart");

    const item = cartLine(page, line.product.name);
    await item.getByRole("button", { name: /^Aumenta la quantità/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(item.getByRole("status", { name: "Quantità" })).toHaveText("2");
    await expect(item).toContainText(`Totale riga: ${euros(line.calculatedPrice * 2)}`);

    await item.getByRole("button", { name: /^Rimuovi/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("Prodotto rimosso", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Il tuo carrello è vuoto" })).toBeVisible();
  });
});

test.describe("checkout and orders", () => {
  test("a bank-transfer checkout processes, succeeds and lands on the order", async ({
    page,
    filledCart: line,
    strangerPage,
  }) => {
    const total = euros(line.calculatedPrice);

    const response = await page.goto("/checkout");
    expect(response?.status()).toBe(200);
    const summary = page.getByRole("region", { name: "Riepilogo dell'ordine" });
    await expect(summary).toContainText(line.product.name);
    await expect(summary).toContainText("di cui IVA (22%)");
    await expect(summary).toContainText("SpedizioneGratuita");
    await expect(summary).toContainText(`Totale${total}`);

    // Card is the default method; its fields become required once the page is interactive.
    await expect(page.getByLabel("Numero della carta")).toHaveAttribute("required", "");
    await expect(page.getByText("I dati della carta non vengono inviati né memorizzati")).toBeVisible();
    await completeShipping(page);
    await page.getByRole("radio", { name: "Bonifico bancario" }).check();
    await expect(page.getByLabel("Numero della carta")).toBeHidden();

    const orderId = await confirmPayment(page, "awaiting payment");
    await expect(page.getByText(/Il numero del tuo ordine è A-\d{4}-\d{6}\./)).toBeVisible();
    // A bank transfer's details stay on screen until the customer moves on.
    await expect(page.getByRole("region", { name: "Dati per il bonifico" })).toContainText(total);
    await page.getByRole("link", { name: "Vedi il dettaglio dell'ordine" }).click();

    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(page.getByRole("heading", { level: 1, name: /^Ordine A-\d{4}-\d{6}$/ })).toBeVisible();
    const orderNumber = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace(
      "Ordine ",
      "",
    );
    const items = page.getByRole("region", { name: "Articoli" });
    await expect(items.getByRole("link", { name: line.product.name })).toBeVisible();
    await expect(items.getByRole("img")).toHaveAccessibleName(/, 1200 × 1400 mm$/);
    await expect(items).toContainText("1200 x 1400 mm");
    await expect(items).toContainText("Quantità: 1");
    await expect(items).toContainText(`Totale${total}`);
    await expect(items).toContainText("di cui IVA (22%)");
    await expect(page.getByRole("region", { name: "Cliente" })).toContainText("Mario Rossi");
    const address = page.getByRole("region", { name: "Indirizzo di spedizione" });
    await expect(address).toContainText("Via Indipendenza 10");
    await expect(address).toContainText("40121 Bologna (BO)");
    const overview = page.getByRole("region", { name: "Riepilogo", exact: true });
    await expect(overview).toContainText("Bonifico bancario");
    await expect(overview).toContainText("Pagamento con bonifico bancario");
    await expect(overview).toContainText("In attesa");

    // The cart was turned into the order.
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Il tuo carrello è vuoto" })).toBeVisible();

    await page.goto("/orders");
    const card = page.getByRole("link", { name: new RegExp(`Ordine ${orderNumber}\\b`) });
    await expect(card).toHaveAttribute("href", `/orders/${orderId}`);
    await expect(card).toContainText(formatDateShort(new Date()));
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(card).toContainText("In attesa");
    await expect(card).toContainText("1 articolo");
    await expect(card).toContainText(total);

    // Someone else's order is indistinguishable from a missing one.
    const strangerResponse = await strangerPage.goto(`/orders/${orderId}`);
    expect(strangerResponse?.status()).toBe(404);
    await expect(strangerPage.getByRole("heading", { name: "Ordine non trovato" })).toBeVisible();
    await expect(strangerPage.getByRole("link", { name: "Torna ai miei ordini" })).toHaveAttribute(
      "href",
      "/orders",
    );
    const malformed = await strangerPage.goto("/orders/abc");
    expect(malformed?.status()).toBe(404);
    await expect(strangerPage.getByRole("heading", { name: "Ordine non trovato" })).toBeVisible();
  });

  test("a refused checkout returns to the form with the server's message", async ({
    page,
    filledCart: _oneWindow,
  }) => {
    await page.goto("/checkout");
    await expect(page.getByLabel("Numero della carta")).toHaveAttribute("required", "");
    await completeShipping(page);
    // The browser accepts any text in a tel field; the server's rule refuses it.
    await page.getByLabel("Telefono").fill("chiamami");
    await page.getByRole("radio", { name: "Contanti alla consegna" }).check();
    await page.getByRole("button", { name: "Conferma e paga" }).click();

    const alert = page
      .getByRole("alert")
      .filter({ hasText: "Si è verificato un errore durante la creazione" });
    await expect(alert).toContainText("Si è verificato un errore durante la creazione dell'ordine.");
    await expect(alert).toContainText("Inserisci un numero di telefono valido");
    await expect(page.getByLabel("Telefono")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Conferma e paga" })).toBeEnabled();
    expect(((await (await page.request.get("/api/orders")).json()) as unknown[]).length).toBe(0);
  });

  test("a total that changed since the page was shown is refused with the updated cart, then ordered", async ({
    page,
    filledCart: line,
  }) => {
    await page.goto("/checkout");
    const summary = page.getByRole("region", { name: "Riepilogo dell'ordine" });
    await expect(summary).toContainText(`Totale${euros(line.calculatedPrice)}`);
    await completeShipping(page);
    await page.getByRole("radio", { name: "Bonifico bancario" }).check();
    // Meanwhile the cart changes elsewhere (another tab): the total on this page is no longer today's.
    const changed = await page.request.patch(`/api/cart/${line.id}`, { data: { quantity: 2 } });
    expect(changed.status()).toBe(200);
    await page.getByRole("button", { name: "Conferma e paga" }).click();

    const alert = page
      .getByRole("alert")
      .filter({ hasText: "Si è verificato un errore durante la creazione" });
    await expect(alert).toContainText("Il prezzo di alcuni prodotti è cambiato: controlla il carrello");
    await expect(summary).toContainText(`Totale${euros(line.calculatedPrice * 2)}`);
    await expect(page.getByLabel("Città")).toHaveValue("Bologna");
    await expect(page.getByRole("radio", { name: "Bonifico bancario" })).toBeChecked();
    expect(((await (await page.request.get("/api/orders")).json()) as unknown[]).length).toBe(0);

    await page.getByRole("button", { name: "Conferma e paga" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ordine ricevuto" })).toBeVisible();
    const [order] = (await (await page.request.get("/api/orders")).json()) as { totalAmount: number }[];
    expect(order?.totalAmount).toBeCloseTo(line.calculatedPrice * 2, 2);
  });

  test("checkout works without JavaScript", async ({ noJsPage: page }) => {
    await signUp(page);
    const line = await addWindowToCart(page);
    await page.goto("/checkout");
    await completeShipping(page);
    await page.getByRole("radio", { name: "Bonifico bancario" }).check();
    await page.getByRole("button", { name: "Conferma e paga" }).click();

    await expect(page).toHaveURL(/\/orders\/\d+$/);
    await expect(page.getByText("Grazie! Il tuo ordine è stato ricevuto.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Articoli" })).toContainText(
      `Totale${euros(line.calculatedPrice)}`,
    );
  });

  test("an empty cart has nothing to check out", async ({ page, customer: _signedIn }) => {
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Il tuo carrello è vuoto" })).toBeVisible();
    await page.goto("/orders");
    await expect(page.getByRole("heading", { name: "Non hai ancora effettuato ordini" })).toBeVisible();
  });

  test("a guest is sent to sign in", async ({ page }) => {
    for (const path of ["/checkout", "/cart", "/orders", "/orders/1"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
  });
});

test("cart, checkout and orders pass axe on desktop and mobile", async ({ page, filledCart: _oneWindow }) => {
  const order = await page.request.post("/api/orders", {
    data: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
  });
  expect(order.status()).toBe(201);
  const { id } = (await order.json()) as { id: number };
  await addWindowToCart(page);

  for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
    await page.setViewportSize(viewport);
    for (const path of ["/cart", "/checkout", "/orders", `/orders/${id}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  }
});
