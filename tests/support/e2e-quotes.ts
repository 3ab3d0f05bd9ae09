import type { Browser, Page, ViewportSize } from "@playwright/test";
import {
  expect,
  firstConfigurableProduct,
  firstWindowConfiguration,
  signInAsAdmin,
  toastsOf,
} from "./e2e-fixtures";

// Quote requests in the e2e tests: the customer asks through the JSON API, as
// the configurator's dialog does, and staff answer with an offer through the
// back office's request page, as a person would.

export interface QuoteRequestAnswer {
  id: number;
  number: string;
  /** The price at request time, in euros. */
  price: number;
}

/** The signed-in customer of `page` asks for a quote of a window of the first configurable product. */
export async function askForQuote(
  page: Page,
  contact: { customerEmail: string; notes?: string },
): Promise<QuoteRequestAnswer> {
  const product = await firstConfigurableProduct(page);
  const asked = await page.request.post("/api/quote-requests", {
    data: {
      ...(await firstWindowConfiguration(page, product.id)),
      customerName: "Mario Rossi",
      customerPhone: "+39 051 123 4567",
      privacyConsent: true,
      ...contact,
    },
  });
  expect(asked.status(), "quote request stored").toBe(201);
  return (await asked.json()) as QuoteRequestAnswer;
}

/** A staff member's page in a context of its own, signed in as the first admin. */
export async function staffPage(browser: Browser, viewport: ViewportSize): Promise<Page> {
  const context = await browser.newContext({ locale: "it-IT", viewport });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/**
 * On the request's back-office page `staff` shows, staff take the request on
 * («In lavorazione») and send the customer an offer with its reason.
 */
export async function sendOffer(staff: Page, offer: { cents: number; reason: string }): Promise<void> {
  const toasts = toastsOf(staff);
  await staff.getByLabel("Nuovo stato").selectOption({ label: "In lavorazione" });
  await staff.getByRole("button", { name: "Cambia stato" }).click();
  await toasts.dismiss("Stato cambiato in «In lavorazione»");
  const euros = `${Math.trunc(offer.cents / 100)},${String(offer.cents % 100).padStart(2, "0")}`;
  await staff.getByLabel("Prezzo offerto (€)").fill(euros);
  await staff.getByLabel("Motivo dello sconto o della maggiorazione").fill(offer.reason);
  await staff.getByRole("button", { name: "Salva e invia l'offerta" }).click();
  await expect(staff.getByRole("heading", { name: "Offerta inviata al cliente" })).toBeVisible();
  await toasts.dismiss("Offerta salvata e inviata");
}

/**
 * A quote request of the signed-in customer of `page`, answered by staff with
 * an offer 50 € below the request's price: its «Accetta e ordina» is live.
 */
export async function answeredQuote(
  page: Page,
  browser: Browser,
  contact: { customerEmail: string; notes?: string },
): Promise<QuoteRequestAnswer & { offeredCents: number }> {
  const quote = await askForQuote(page, contact);
  const offeredCents = Math.round(quote.price * 100) - 5_000;
  const staff = await staffPage(browser, { width: 1280, height: 900 });
  try {
    await staff.goto(`/gestione/richieste/preventivo/${quote.id}`);
    await expect(staff.getByRole("heading", { level: 1, name: `Preventivo ${quote.number}` })).toBeVisible();
    await sendOffer(staff, { cents: offeredCents, reason: "Sconto di benvenuto per il primo ordine" });
  } finally {
    await staff.context().close();
  }
  return { ...quote, offeredCents };
}
