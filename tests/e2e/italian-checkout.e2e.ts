import { NOTHING_DUE_NOW, SURVEY_DEPOSIT_SENTENCE } from "../../app/domain/payments/payment-wording.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { downloadPdf, mailsAbout } from "../support/e2e-documents";
import {
  apiJson,
  completeCheckoutDetails,
  confirmPayment,
  expect,
  firstConfigurableProduct,
  test,
} from "../support/e2e-fixtures";

// What an Italian buyer gives and gets (docs/product/buying.md#checkout): a window for
// climate zone E with its Uw and Ecobonus hint, installation and disposal chosen in the
// cart, a bank transfer with the tax deduction and a codice fiscale. With installation
// a survey comes first: the success screen, the order page, the PDF and the e-mail say
// nothing is due before it and name the terms, on a phone and on a desktop (the
// bonifico parlante's causale of a supply-only order: tests/integration/italian-checkout.test.ts).

const IBAN = "IT60 X054 2811 1010 0000 0123 456";
const TERMS = "Acconto 30 % alla conferma delle misure definitive, saldo alla posa";

/** The cart's answer for the line, in euros (GET /api/cart). */
interface CartLineJson {
  lineTotal: number;
  services: { code: string; total: number }[];
}

const euros = (amount: number) => new Intl.NumberFormat("it-IT", { minimumFractionDigits: 2 }).format(amount);
const singleSpaced = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ");

for (const viewport of [
  { name: "phone", width: 375, height: 812 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test(`on a ${viewport.name}: a window for zone E with installation and disposal, paid by bank transfer with the tax deduction`, async ({
    page,
    customer: _signedIn,
  }) => {
    await page.setViewportSize(viewport);
    // The window, configured for a home in climate zone E (docs/product/thermal.md).
    const product = await firstConfigurableProduct(page);
    await page.goto(`/product/${product.id}#configuratore`);
    const form = page.getByRole("form", { name: `Configurazione di ${product.name}` });
    await expect(form).toBeVisible();
    await expect(form.getByTestId("trasmittanza")).toHaveText(/^Uw ≈ \d,\d\d W\/m²K$/);
    await form.getByLabel("Zona climatica").selectOption("E");
    await expect(form.getByTestId("ecobonus")).toContainText("Ecobonus zona E (limite 1,30 W/m²K)");
    const [added] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/cart")),
      form.getByRole("button", { name: "Aggiungi al Carrello" }).click(),
    ]);
    expect(added.status()).toBe(201);

    // Installation and disposal of the old window, chosen in the cart and priced by the shop.
    await page.goto("/cart");
    const services = page.getByRole("group", { name: `Servizi per ${product.name}` });
    await services.getByRole("checkbox", { name: /Posa in opera/ }).check();
    await services.getByRole("checkbox", { name: /Rimozione e smaltimento/ }).check();
    await page.getByRole("button", { name: "Aggiorna servizi" }).click();
    const rows = page.getByRole("list", { name: "Servizi" });
    await expect(rows).toContainText("Posa in opera");
    await expect(rows).toContainText("Rimozione e smaltimento del vecchio serramento");
    await expectNoSeriousA11yViolations(page);
    const [line] = await apiJson<CartLineJson[]>(page, "/api/cart");
    expect(line?.services.map((service) => service.code)).toEqual(["installation", "removal"]);
    const total = euros(line?.lineTotal ?? 0);

    await page.goto("/checkout");
    // The card fields turn required once the page is interactive: only then does the script submit.
    await expect(page.getByLabel("Numero della carta")).toHaveAttribute("required", "");
    const orderSummary = page.getByRole("region", { name: "Riepilogo dell'ordine" });
    await expect(orderSummary).toContainText("Posa in opera");
    // Fitted by us: delivered and fitted, not shipped.
    await expect(orderSummary).toContainText("Consegna e posa");
    await expect(orderSummary).not.toContainText("Spedizione");
    await page.getByLabel("Città").fill("Bologna");
    await page.getByLabel("CAP").fill("40121");
    // An omocodia code typed in lower case.
    await completeCheckoutDetails(page, { fiscalCode: "rssmra85t10a56nh" });
    // With installation the building's use is asked; a new building stays at 22 % (docs/product/vat.md).
    await page.getByRole("radio", { name: "No" }).check();
    await page.getByLabel("Tipo di intervento").selectOption("nuova-costruzione");
    await page.getByRole("radio", { name: "Bonifico bancario" }).check();
    await page.getByRole("checkbox", { name: "Voglio usufruire della detrazione fiscale" }).check();
    await expect(page.getByText("I pagamenti con carta non danno diritto alla detrazione.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const orderId = await confirmPayment(page, "awaiting payment");
    // With installation a survey comes first: nothing is asked before it (docs/product/payments.md#wording).
    await expect(page.getByText(`${NOTHING_DUE_NOW} ${SURVEY_DEPOSIT_SENTENCE}`).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Dati per il bonifico" })).toHaveCount(0);
    const next = page.getByRole("region", { name: "Cosa succede ora" });
    await expect(next).toContainText("quando le confermi ti chiediamo l'acconto");
    await expect(next).toContainText(
      /Consegna stimata: \d+–\d+ settimane, tra il \d\d\/\d\d\/\d{4} e il \d\d\/\d\d\/\d{4}/,
    );
    await expect(next).toContainText("Ti comunicheremo la data di consegna dopo il sopralluogo");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Vedi il dettaglio dell'ordine" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    await expect(page.getByText(TERMS).first()).toBeVisible();
    await expect(page.getByText(`${NOTHING_DUE_NOW} ${SURVEY_DEPOSIT_SENTENCE}`).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Dati per il bonifico" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Servizi" })).toContainText("Posa in opera");
    const invoice = page.getByRole("region", { name: "Dati di fatturazione" });
    await expect(invoice).toContainText("RSSMRA85T10A56NH");
    await expect(invoice).toContainText("Richiesta (bonifico parlante)");
    await expect(page.getByRole("region", { name: "Indirizzo di spedizione" })).toContainText(
      "40121 Bologna (BO)",
    );
    await expectNoSeriousA11yViolations(page);
    const number = /A-\d{4}-\d{6}/.exec(
      (await page.getByRole("heading", { level: 1 }).textContent()) ?? "",
    )?.[0];
    expect(number, "the order's number in its heading").toBeTruthy();

    // The same figures in the order confirmation PDF and in the e-mail.
    const pdf = singleSpaced(await downloadPdf(page, `/orders/${orderId}/pdf`));
    expect(pdf).toContain(`Conferma d'ordine ${number}`);
    expect(pdf).toContain(TERMS);
    expect(pdf).toContain(NOTHING_DUE_NOW);
    expect(pdf).not.toContain(`IBAN: ${IBAN}`);
    expect(pdf).toContain("Posa in opera (");
    expect(pdf).toContain("Rimozione e smaltimento del vecchio serramento (a pezzo)");
    const [mail] = await mailsAbout(`Abbiamo ricevuto il tuo ordine ${number}`, 1);
    const text = singleSpaced(mail?.text);
    expect(text).toContain(`${NOTHING_DUE_NOW} ${SURVEY_DEPOSIT_SENTENCE}`);
    expect(text).not.toContain(IBAN);
    expect(text).toContain("di cui Posa in opera");
    expect(text).toContain(total);
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
