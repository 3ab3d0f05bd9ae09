import { expectNoSeriousA11yViolations } from "../support/axe.ts";
import { expect, test } from "../support/e2e-fixtures.ts";

// The customer's own account pages in Chromium (docs/product/accounts.md):
// "I miei dati" saves and shows a refusal beside its field, "Password
// dimenticata?" answers, and all of them pass axe.

test("I miei dati: saves the address, shows a wrong CAP beside its field, and passes axe", async ({
  page,
  customer,
}) => {
  await page.goto("/profilo");
  await expect(page.getByRole("heading", { level: 1, name: "I miei dati" })).toBeVisible();
  await expect(page.getByText(`Account: ${customer.username}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Indirizzo (via e numero civico)").fill("Via Saragozza 12");
  await page.getByLabel("Città").fill("Bologna");
  await page.getByLabel("CAP").fill("401");
  await page.getByRole("button", { name: "Salva i dati" }).click();
  await expect(page.getByText("Il CAP è di 5 cifre")).toBeVisible();
  await expect(page.getByLabel("Città")).toHaveValue("Bologna");
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("CAP").fill("40123");
  await page.getByLabel("Provincia (sigla)").fill("bo");
  await page.getByRole("button", { name: "Salva i dati" }).click();
  await expect(page.getByText("Dati salvati").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("CAP")).toHaveValue("40123");
  await expect(page.getByLabel("Provincia (sigla)")).toHaveValue("BO");
});

test("Password dimenticata? is linked from the login form and answers without telling whether the account exists", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Password dimenticata?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Password dimenticata" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Nome utente o e-mail").fill("nessuno-si-chiama-cosi");
  await page.getByRole("button", { name: "Inviami il link" }).click();
  await expect(page.getByRole("status")).toContainText("ti abbiamo inviato un link");
  await expectNoSeriousA11yViolations(page);

  await page.goto("/reimposta-password?token=non-valido");
  await expect(page.getByText("Il link non è valido o è scaduto")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
