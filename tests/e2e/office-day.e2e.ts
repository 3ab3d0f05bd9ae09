import type { Page } from "@playwright/test";
import { doorHandTexts } from "../../app/domain/configurator/door-price.ts";
import { company } from "../../app/domain/documents/company.ts";
import {
  expectAccessibleAtStaffWidths,
  expectNoSeriousA11yViolations,
  STAFF_PHONE_VIEWPORT,
} from "../support/axe";
import { downloadPdf, mailsAbout, recipient } from "../support/e2e-documents";
import { apiJson, expect, signInThroughApi, test, toastsOf } from "../support/e2e-fixtures";
import { clickOnceHydrated } from "../support/hydration";
import {
  addWindowThroughConfigurator,
  confirmDialog as confirm,
  DESKTOP,
  lineCard,
  offerForContact,
  sendFirstVersion,
  officePage as staffPage,
} from "../support/job-steps";

// The office's day (docs/product/offers.md): a customer phones; staff open a
// job, create the customer's account, write an offer with two identical
// windows, an entrance door, fitting and disposal and 5 % off, send it; the
// PDF says «Quantità 2» and «Sconto»; the customer chooses a password from the
// invitation and accepts that version online; the order has the same total
// and links to the offer; the office got its e-mails.

async function addDoorThroughConfigurator(page: Page, offerNumber: string) {
  const [door] = await apiJson<{ id: number; name: string }[]>(page, "/api/subcategories/torterolo/products");
  await page.goto(`/product/${door!.id}?offerta=${offerNumber}`);
  await page.getByRole("button", { name: "Configura la porta" }).click();
  const dialog = page.getByRole("dialog", { name: /^Configura la porta/ });
  await dialog.getByRole("radio", { name: doorHandTexts.destra }).check();
  await dialog.getByRole("tab", { name: "Pannelli e finiture" }).click();
  await dialog
    .getByRole("button", { name: /^Interno: / })
    .first()
    .click();
  await dialog.getByRole("button", { name: "Aggiungi all'offerta" }).click();
  await expect(toastsOf(page).titled("Aggiunto all'offerta")).toBeVisible();
  await page.goto(`/gestione/offerte/${offerNumber}`);
  return door!;
}

test("a phone customer's offer: written by staff, sent as a PDF, accepted online as an order", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const email = `rita.${suffix}@example.it`;
  const office = await staffPage(browser);

  // The customer phones: a job, then their account with an invitation.
  await office.goto("/gestione/commesse");
  await office.getByText("Nuova commessa (cliente al telefono o in showroom)").click();
  await office.getByLabel("Nome del cliente").fill(`Rita Fabbri ${suffix}`);
  await office.getByLabel("Telefono").fill("333 444 5566");
  await office.getByLabel("Città del cantiere").fill("Bologna");
  await office.getByRole("button", { name: "Crea la commessa" }).click();
  await expect(office.getByRole("heading", { level: 1, name: /^Commessa C-/ })).toBeVisible();
  const jobNumber = (await office.getByRole("heading", { level: 1 }).textContent())!.replace("Commessa ", "");
  const accountForm = office.locator("details").filter({ hasText: "Crea l'account del cliente" });
  await accountForm.getByText("Crea l'account del cliente").click();
  await accountForm.getByRole("textbox", { name: "E-mail" }).fill(email);
  await accountForm.getByRole("button", { name: "Crea l'account e invia l'invito" }).click();
  await expect(toastsOf(office).titled(`Account creato: invito inviato a ${email}`)).toBeVisible();
  await expectAccessibleAtStaffWidths(office, [DESKTOP, STAFF_PHONE_VIEWPORT]);

  // The offer: two identical windows with fitting and disposal, a door, 5 % off.
  await office.getByRole("button", { name: "Nuova offerta" }).click();
  await expect(office.getByRole("heading", { level: 1, name: /^Offerta O-/ })).toBeVisible();
  const offerNumber = (await office.getByRole("heading", { level: 1 }).textContent())!.replace(
    "Offerta ",
    "",
  );
  await addWindowThroughConfigurator(office, offerNumber);
  const window = lineCard(office, 0);
  await window.getByLabel("Quantità").fill("2");
  await window.getByLabel("Ambiente").fill("Soggiorno");
  await window.getByRole("checkbox", { name: "Posa in opera" }).check();
  await window.getByRole("checkbox", { name: "Rimozione e smaltimento del vecchio serramento" }).check();
  await window.getByRole("button", { name: "Salva la riga" }).click();
  await expect(toastsOf(office).titled("Riga salvata")).toBeVisible();
  await addDoorThroughConfigurator(office, offerNumber);
  await expect(office.getByRole("region", { name: "Righe (2)" })).toBeVisible();
  const terms = office.getByRole("region", { name: "Condizioni" });
  await terms.getByLabel("Sconto", { exact: true }).selectOption("percent");
  await terms.getByLabel("Valore dello sconto").fill("5");
  await terms.getByLabel("Condizioni di pagamento").fill("Acconto 30 % all'ordine, saldo alla posa");
  await terms.getByRole("button", { name: "Salva le condizioni" }).click();
  await expect(toastsOf(office).titled("Condizioni salvate")).toBeVisible();
  await expect(office.getByText("Sconto sull'offerta 5 %")).toBeVisible();
  const total = (await office.getByTestId("totale-offerta").textContent())!.trim();
  await expectAccessibleAtStaffWidths(office, [DESKTOP, STAFF_PHONE_VIEWPORT]);

  await clickOnceHydrated(office.getByRole("button", { name: "Invia la versione 1" }));
  await confirm(office, "Invia la versione 1");
  await expect(toastsOf(office).titled(`Versione 1 inviata a ${email}`)).toBeVisible();

  // The version's PDF: the quantity, the discount and the services.
  const pdf = (await downloadPdf(office, `/gestione/offerte/${offerNumber}/versioni/1/pdf`)).replace(
    /\s+/g,
    " ",
  );
  expect(pdf).toContain("Quantità 2");
  expect(pdf).toContain("Sconto");
  expect(pdf).toContain("Posa in opera");
  expect(pdf).toContain("Rimozione e smaltimento del vecchio serramento");
  expect(pdf).toContain(total.replace(/\s+/g, " "));

  // The customer chooses a password from the invitation, signs in and accepts version 1.
  const [invitation] = await mailsAbout("Il tuo account Aurora Serramenti: scegli la password", 1).then(
    (mails) => mails.filter((mail) => recipient(mail) === email),
  );
  const link = /http:\/\/localhost:\d+\/reimposta-password\?token=[A-Za-z0-9_-]+/.exec(
    invitation!.text ?? "",
  )![0];
  const customerContext = await browser.newContext({
    locale: "it-IT",
    viewport: { width: 375, height: 812 },
  });
  const customer = await customerContext.newPage();
  await customer.goto(link);
  await customer.locator("input[name=newPassword]").fill("Finestre-Nuove-2027");
  await customer.locator("input[name=confirmPassword]").fill("Finestre-Nuove-2027");
  await customer.getByRole("button", { name: "Salva la nuova password" }).click();
  await expect(customer).toHaveURL(/\/auth/);
  await signInThroughApi(customer, email, "Finestre-Nuove-2027");
  await customer.goto(`/offerte/${offerNumber}`);
  await expect(customer.getByRole("heading", { level: 1 })).toContainText(offerNumber);
  await expect(customer.getByText(total).first()).toBeVisible();
  await expectNoSeriousA11yViolations(customer);
  const overflow = await customer.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "the offer page scrolls sideways at 375 px").toBeLessThanOrEqual(0);
  await customer.getByLabel("Numero civico").fill("12");
  await customer.getByLabel("Indirizzo (via o piazza)").fill("Via Saragozza");
  await customer.getByLabel("CAP").fill("40123");
  await customer.getByLabel("Provincia").selectOption({ label: "Bologna (BO)" });
  await customer.getByRole("radio", { name: "Privato" }).check();
  await customer.getByLabel("Codice fiscale").fill("RSSMRA85T10A562S");
  await customer.getByRole("radio", { name: /bonifico/i }).check();
  const residential = customer.getByRole("radio", { name: /^Sì/ });
  if ((await residential.count()) > 0) await residential.first().check();
  const workKind = customer.getByLabel("Tipo di intervento");
  // A renovation keeps 22 % (docs/product/vat.md): the order's totals are the offer's.
  if ((await workKind.count()) > 0) await workKind.selectOption("ristrutturazione");
  await customer
    .getByRole("checkbox", {
      name: "Ho compreso che i prodotti su misura sono esclusi dal diritto di recesso",
    })
    .check();
  await clickOnceHydrated(customer.getByRole("button", { name: "Accetta", exact: true }));
  await confirm(customer, "Accetta e ordina");
  await expect(customer).toHaveURL(/\/orders\/\d+$/);
  await expect(customer.getByText(total).first()).toBeVisible();
  const orderId = customer.url().split("/").pop();

  // The order has the version's total and links to the offer; the office was told.
  await office.goto("/gestione/offerte?stato=accettata");
  await expect(office.getByRole("link", { name: `Offerta ${offerNumber}` })).toBeVisible();
  await expectAccessibleAtStaffWidths(office, [DESKTOP, STAFF_PHONE_VIEWPORT]);
  await office.goto(`/gestione/offerte/${offerNumber}`);
  await expect(office.getByText("Stato: Accettata")).toBeVisible();
  const orderLink = office.getByRole("link", { name: /^A-\d{4}-\d{6}$/ });
  await expect(orderLink).toHaveAttribute("href", `/gestione/ordini/${orderId}`);
  const orderJson = await apiJson<{ totalAmount: number; items: { quantity: number }[] }>(
    customer,
    `/api/orders/${orderId}`,
  );
  expect(orderJson.items.map((item) => item.quantity)).toEqual([2, 1]);
  const office_mails = await mailsAbout(offerNumber, 2);
  expect(office_mails.some((mail) => recipient(mail) === company.email)).toBe(true);
  await office.goto(`/gestione/commesse/${jobNumber}`);
  await expect(office.getByText(`Offerta ${offerNumber}, versione 1 accettata`)).toBeVisible();

  // After the survey, staff change one window's size; the customer accepts the new total.
  await office.goto(`/gestione/ordini/${orderId}`);
  await office.getByLabel("Perché cambia l'ordine").fill("Misure definitive dal sopralluogo");
  await office.getByRole("button", { name: "Modifica l'ordine" }).click();
  await expect(office.getByRole("heading", { level: 1, name: /^Offerta O-/ })).toBeVisible();
  const revisionNumber = (await office.getByRole("heading", { level: 1 }).textContent())!.replace(
    "Offerta ",
    "",
  );
  const measured = lineCard(office, 0);
  await measured.getByLabel("Larghezza misurata (mm)").fill("1300");
  await measured.getByLabel("Altezza misurata (mm)").fill("1450");
  await measured.getByRole("button", { name: "Salva le misure definitive" }).click();
  await expect(
    toastsOf(office).titled("Misure definitive salvate: la riga è stata ricalcolata"),
  ).toBeVisible();
  await expect(lineCard(office, 0)).toContainText("1300 x 1450 mm");
  const newTotal = (await office.getByTestId("totale-offerta").textContent())!.trim();
  expect(newTotal).not.toBe(total);
  await sendFirstVersion(office);

  await customer.goto(`/orders/${orderId}`);
  await expect(customer.getByText("In attesa di conferma della variante")).toBeVisible();
  await customer.getByRole("link", { name: "Leggi la variante e rispondi" }).click();
  await expect(customer).toHaveURL(new RegExp(`/offerte/${revisionNumber}$`));
  await clickOnceHydrated(customer.getByRole("button", { name: "Accetta la variante" }));
  await confirm(customer, "Accetta la variante");
  await expect(customer).toHaveURL(new RegExp(`/orders/${orderId}$`));
  const changed = await apiJson<{
    totalAmount: number;
    items: { quantity: number }[];
    pendingRevision: unknown;
  }>(customer, `/api/orders/${orderId}`);
  expect(changed.pendingRevision).toBeNull();
  expect(changed.items.map((item) => item.quantity)).toEqual([2, 1]);
  expect(changed.totalAmount.toFixed(2).replace(".", ",")).toBe(newTotal.replace(/[^\d,]/g, ""));
  expect(changed.totalAmount).not.toBe(orderJson.totalAmount);
  await customerContext.close();
});

test("a lead becomes an offer; the customer declines it with a reason, shown in the job's timeline", async ({
  browser,
  page,
  customer,
}) => {
  test.setTimeout(180_000);
  const office = await staffPage(browser);
  const offerNumber = await offerForContact(page, office, customer.email);
  await addWindowThroughConfigurator(office, offerNumber);
  await sendFirstVersion(office);

  // The office's pages for an answer given in the showroom and for choosing a product, at 1280 and 375 px.
  await office.goto(`/gestione/offerte/${offerNumber}/risposta`);
  await expect(
    office.getByRole("heading", { level: 1, name: "Registra la risposta del cliente" }),
  ).toBeVisible();
  await expectAccessibleAtStaffWidths(office, [DESKTOP, STAFF_PHONE_VIEWPORT]);
  await office.goto(`/gestione/offerte/${offerNumber}/configura`);
  await expectAccessibleAtStaffWidths(office, [DESKTOP, STAFF_PHONE_VIEWPORT]);

  await page.goto(`/offerte/${offerNumber}`);
  await page.getByLabel("Motivo (facoltativo)").fill("Preferisco aspettare la primavera");
  await clickOnceHydrated(page.getByRole("button", { name: "Rifiuta", exact: true }));
  await confirm(page, "Rifiuta l'offerta");
  await expect(toastsOf(page).titled("Offerta rifiutata")).toBeVisible();

  await office.goto(`/gestione/offerte/${offerNumber}`);
  await office.getByRole("link", { name: /^Torna alla commessa/ }).click();
  await expect(
    office.getByText(`Offerta ${offerNumber}, versione 1 rifiutata: «Preferisco aspettare la primavera»`),
  ).toBeVisible();
});
