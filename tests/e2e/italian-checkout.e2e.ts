import { expectNoSeriousA11yViolations } from "../support/axe";
import { completeCheckoutDetails, confirmPayment, expect, test } from "../support/e2e-fixtures";

// What an Italian buyer gives and gets at checkout (docs/product/buying.md#checkout): a
// bank transfer with the tax deduction, a codice fiscale, and the bonifico parlante causale
// on the success screen and on the order page, on a phone and on a desktop.

const IBAN = "IT60 X054 2811 1010 0000 0123 456";
const CAUSALE =
  /^Bonifico per detrazione art\. 16-bis DPR 917\/1986 - Ordine A-\d{4}-\d{6} - C\.F\. beneficiario RSSMRA85T10A56NH - P\.IVA 04518230372$/;

for (const viewport of [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`on a ${viewport.name}, a bank transfer with the tax deduction shows the IBAN and the causale`, async ({
    page,
    filledCart: line,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/checkout");
    // The card fields turn required once the page is interactive: only then does the script submit.
    await expect(page.getByLabel("Numero della carta")).toHaveAttribute("required", "");
    await page.getByLabel("Città").fill("Bologna");
    await page.getByLabel("CAP").fill("40121");
    // An omocodia code typed in lower case.
    await completeCheckoutDetails(page, { fiscalCode: "rssmra85t10a56nh" });
    await page.getByRole("radio", { name: "Bonifico bancario" }).check();
    await page.getByRole("checkbox", { name: "Voglio usufruire della detrazione fiscale" }).check();
    await expect(page.getByText("I pagamenti con carta non danno diritto alla detrazione.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const orderId = await confirmPayment(page, "awaiting payment");
    const transfer = page.getByRole("region", { name: "Dati per il bonifico" });
    await expect(transfer).toContainText("Aurora Serramenti S.r.l.");
    await expect(transfer).toContainText(IBAN);
    const amount = new Intl.NumberFormat("it-IT", { minimumFractionDigits: 2 }).format(line.calculatedPrice);
    await expect(transfer).toContainText(amount);
    await expect(transfer.getByRole("definition").last()).toHaveText(CAUSALE);
    const next = page.getByRole("region", { name: "Cosa succede ora" });
    await expect(next).toContainText("sopralluogo");
    await expect(next).toContainText("ti comunicheremo la data di consegna dopo il sopralluogo");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Vedi il dettaglio dell'ordine" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    const orderTransfer = page.getByRole("region", { name: "Dati per il bonifico" });
    await expect(orderTransfer).toContainText(IBAN);
    await expect(orderTransfer.getByRole("definition").last()).toHaveText(CAUSALE);
    const invoice = page.getByRole("region", { name: "Dati di fatturazione" });
    await expect(invoice).toContainText("RSSMRA85T10A56NH");
    await expect(invoice).toContainText("Richiesta (bonifico parlante)");
    await expect(page.getByRole("region", { name: "Indirizzo di spedizione" })).toContainText(
      "40121 Bologna (BO)",
    );
    await expectNoSeriousA11yViolations(page);
  });
}

test("a wrong codice fiscale is refused beside its field, and nothing typed is lost", async ({
  page,
  filledCart: _oneWindow,
}) => {
  await page.goto("/checkout");
  await expect(page.getByLabel("Numero della carta")).toHaveAttribute("required", "");
  await page.getByLabel("Città").fill("Bologna");
  await page.getByLabel("CAP").fill("40121");
  await completeCheckoutDetails(page, { fiscalCode: "RSSMRA85T10A562T" });
  await page.getByRole("radio", { name: "Bonifico bancario" }).check();
  await page.getByRole("button", { name: "Conferma e paga" }).click();

  const field = page.getByLabel("Codice fiscale");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/controlla il carattere di controllo/);
  await expect(field).toHaveValue("RSSMRA85T10A562T");
  await expect(page.getByLabel("Città")).toHaveValue("Bologna");
  await expect(page.getByLabel("Provincia")).toHaveValue("BO");
  await expect(page.getByRole("radio", { name: "Bonifico bancario" })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test("on a 375 px phone the checkout fits the screen: nothing scrolls sideways", async ({
  page,
  filledCart: line,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/checkout");
  await expect(page.getByRole("region", { name: "Riepilogo dell'ordine" })).toContainText(line.product.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
