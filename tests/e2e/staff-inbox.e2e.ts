import type { Page } from "@playwright/test";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { customerDetails, expect, signUp, test, toastsOf } from "../support/e2e-fixtures";
import { askForQuote, sendOffer, staffPage } from "../support/e2e-quotes";
import { collectPageErrors } from "../support/hydration";

// The back office's inbox in the browser: staff answer a signed-in customer's quote
// request with an offer, and the customer reads it on /preventivi/:id. axe
// checks every page this adds, on a desktop (1280 px) and a tablet (768 px).

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 768, height: 1024 },
];

/** axe on the page as it is, at both widths. */
async function expectAccessibleAtBothWidths(page: Page) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
}

test("staff answer a quote request with an offer, and the customer sees it", async ({ page, browser }) => {
  // Two people, five pages, axe at two widths on each: longer than one page's test.
  test.slow();
  const errors = collectPageErrors(page);
  // The customer, signed in, asks for a quote of a window.
  const email = `preventivo.${Date.now().toString(36)}@example.it`;
  await signUp(page, { ...customerDetails, email });
  const quote = await askForQuote(page, { customerEmail: email, notes: "Vorrei il montaggio entro giugno" });

  await page.goto("/preventivi");
  await expect(page.getByRole("heading", { level: 1, name: "I miei preventivi" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`Preventivo ${quote.number}`) })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // Staff find it in the inbox by the customer's e-mail.
  const staff = await staffPage(browser, VIEWPORTS[0]!);
  const staffErrors = collectPageErrors(staff);
  await staff.goto("/gestione/richieste");
  await expect(staff.getByRole("heading", { level: 1, name: "Richieste" })).toBeVisible();
  await expectAccessibleAtBothWidths(staff);
  await staff.getByLabel("Nome o e-mail").fill(email);
  await staff.getByRole("button", { name: "Filtra" }).click();
  await expect(staff).toHaveURL(/cerca=/);
  await expect(staff.getByText("1 richiesta", { exact: true })).toBeVisible();
  await staff.getByRole("link", { name: `Preventivo ${quote.number}` }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Preventivo ${quote.number}` })).toBeVisible();
  await expect(staff.getByRole("img", { name: "Anteprima della finestra" })).toBeVisible();
  await expect(staff.getByText("Vorrei il montaggio entro giugno")).toBeVisible();
  await expectAccessibleAtBothWidths(staff);

  // They take it on, then offer a discount with its reason; axe reads the page once its notice is gone.
  const offeredCents = Math.round(quote.price * 100) - 5_000;
  await sendOffer(staff, { cents: offeredCents, reason: "Sconto di benvenuto per il primo ordine" });
  await expect(staff.getByText("Da «In lavorazione» a «Offerta inviata»")).toBeVisible();
  await expectAccessibleAtBothWidths(staff);

  // The customer reads the offer and its reason.
  await page.goto(`/preventivi/${quote.id}`);
  const offer = page.getByRole("region", { name: "La nostra offerta" });
  await expect(offer).toContainText(formatEuroCents(offeredCents));
  await expect(offer).toContainText("Sconto di benvenuto per il primo ordine");
  await expect(offer).toContainText(`Sconto di ${formatEuroCents(5_000)}`);
  await expect(page.getByText("Offerta inviata", { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page);

  // The customer accepts: the window goes to the cart at the offered price, and staff see «Accettata».
  await page.getByRole("button", { name: "Accetta e ordina" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(formatEuroCents(offeredCents)).first()).toBeVisible();
  await staff.reload();
  await expect(staff.getByText("Accettata", { exact: true }).first()).toBeVisible();

  expect(errors).toEqual([]);
  expect(staffErrors).toEqual([]);
  await staff.context().close();
});

test("a validation error of the offer shows beside its field, with JavaScript", async ({ page, browser }) => {
  await signUp(page);
  const { id } = await askForQuote(page, { customerEmail: "mario.rossi@example.it" });
  const staff = await staffPage(browser, VIEWPORTS[0]!);
  await staff.goto(`/gestione/richieste/preventivo/${id}`);
  await staff.getByLabel("Nuovo stato").selectOption({ label: "In lavorazione" });
  await staff.getByRole("button", { name: "Cambia stato" }).click();
  await expect(toastsOf(staff).titled("Stato cambiato in «In lavorazione»")).toBeVisible();
  await staff.getByLabel("Prezzo offerto (€)").fill("mille");
  await staff.getByLabel("Motivo dello sconto o della maggiorazione").fill("Sconto fedeltà");
  await staff.getByRole("button", { name: "Salva e invia l'offerta" }).click();
  const price = staff.getByLabel("Prezzo offerto (€)");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  // The message sits beside its field, which names it as its description.
  await expect(price).toHaveAccessibleDescription(/Scrivi il prezzo offerto in euro, per esempio 1\.234,50/);
  await expect(staff.locator("#richiesta-prezzo-offerto-errore")).toBeVisible();
  await expect(staff.getByLabel("Motivo dello sconto o della maggiorazione")).not.toHaveAttribute(
    "aria-invalid",
  );
  await staff.context().close();
});

test("a lead's page, the customers and a customer's page pass axe at both widths", async ({
  page,
  browser,
}) => {
  const email = `cliente.${Date.now().toString(36)}@example.it`;
  const { username } = await signUp(page, { ...customerDetails, email });
  const sent = await page.request.post("/contatti", {
    form: { nome: "Mario", cognome: "Rossi", email, messaggio: "Vorrei un sopralluogo.", privacy: "on" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);

  const staff = await staffPage(browser, VIEWPORTS[0]!);
  await staff.goto(`/gestione/richieste?tipo=contatto&cerca=${encodeURIComponent(email)}`);
  await staff.getByRole("link", { name: /^Contatto n\. \d+$/ }).click();
  await expect(staff.getByRole("heading", { level: 1, name: /^Contatto n\. \d+$/ })).toBeVisible();
  await expect(staff.getByText("Vorrei un sopralluogo.")).toBeVisible();
  await expectAccessibleAtBothWidths(staff);

  await staff.goto("/gestione/clienti");
  await expect(staff.getByRole("heading", { level: 1, name: "Clienti" })).toBeVisible();
  await expectAccessibleAtBothWidths(staff);
  await staff.getByLabel("Nome, nome utente o e-mail").fill(username);
  await staff.getByRole("button", { name: "Cerca", exact: true }).click();
  await staff.getByRole("link", { name: username }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Cliente ${username}` })).toBeVisible();
  await expect(staff.getByRole("link", { name: /^Contatto n\. \d+$/ })).toBeVisible();
  await expectAccessibleAtBothWidths(staff);

  // "Anonimizza" asks first; cancelling changes nothing.
  const anonymise = staff.getByRole("button", { name: "Anonimizza" });
  await expect(anonymise).toHaveAttribute("aria-haspopup", "dialog");
  await anonymise.click();
  const dialog = staff.getByRole("alertdialog", { name: `Anonimizzare ${username}?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(anonymise).toBeFocused();
  await staff.context().close();
});
