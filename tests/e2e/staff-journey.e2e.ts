import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { formatDateShort } from "../../app/domain/italian-formats/dates.ts";
import { validShipping } from "../support/api-client";
import { expectNoSeriousA11yViolations } from "../support/axe";
import {
  addWindowToCart,
  expect,
  FIRST_ADMIN,
  signInAsAdmin,
  signInThroughApi,
  signUp,
  test,
  toastsOf,
} from "../support/e2e-fixtures";
import { collectPageErrors } from "../support/hydration";

// The staff journey, through the pages: the first admin from
// ADMIN_USERNAME/ADMIN_PASSWORD (playwright.config.ts) creates a staff member;
// that person signs in at /auth, finds a new order, moves it to "In
// lavorazione" with a note for the customer, and the customer reads it in the
// order's timeline. axe checks every /gestione page at 1280 and 768 px.

const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };
const STAFF_PASSWORD = "Banco-Lavoro-2026!";
const NOTE = "Il materiale è in produzione: posa prevista tra due settimane.";

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "it-IT", viewport: DESKTOP });
  return context.newPage();
}

/** axe at the desktop and the tablet width, with no horizontal scrolling of the page itself. */
async function checkAtBothWidths(page: Page) {
  for (const viewport of [DESKTOP, TABLET]) {
    await page.setViewportSize(viewport);
    await expectNoSeriousA11yViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal scroll at ${viewport.width} px on ${page.url()}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

test("an admin creates a staff member, who moves a new order to processing; the customer sees it", async ({
  browser,
}) => {
  // Three people and axe on five pages at two widths: longer than the suite's default.
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const staffUsername = `banco_${suffix}`;

  // The customer orders a window.
  const customerPage = await newPage(browser);
  await signUp(customerPage);
  await addWindowToCart(customerPage);
  const placed = await customerPage.request.post("/api/orders", {
    data: {
      shipping: { ...validShipping, name: `Cliente ${suffix}` },
      paymentMethod: "bonifico",
      withdrawalExclusionAccepted: true,
    },
  });
  expect(placed.status()).toBe(201);
  const { id: orderId, number: orderNumber } = (await placed.json()) as { id: number; number: string };

  // The admin creates the staff account.
  const adminPage = await newPage(browser);
  const adminErrors = collectPageErrors(adminPage);
  await signInThroughApi(adminPage, FIRST_ADMIN.username, FIRST_ADMIN.password);
  await adminPage.goto("/gestione/staff");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Personale" })).toBeVisible();
  await checkAtBothWidths(adminPage);
  const form = adminPage.getByRole("region", { name: "Nuovo account" });
  await form.getByLabel("Nome utente").fill(staffUsername);
  await form.getByLabel("E-mail").fill(`${staffUsername}@aurora.example`);
  // A required field's label ends with an asterisk hidden from screen readers: ask by accessible name.
  await form.getByRole("textbox", { name: "Nome", exact: true }).fill("Giulia");
  await form.getByRole("textbox", { name: "Cognome", exact: true }).fill("Verdi");
  await form.getByLabel("Password iniziale").fill(STAFF_PASSWORD);
  await form.getByLabel("Ruolo").selectOption("staff");
  await form.getByRole("button", { name: "Crea account" }).click();
  await expect(toastsOf(adminPage).titled("Account creato")).toBeVisible();
  const accounts = adminPage.getByRole("table", { name: "Account del personale" });
  await expect(accounts.getByRole("rowheader", { name: staffUsername })).toBeVisible();

  // The audit log shows it.
  await adminPage.goto("/gestione/registro");
  await expect(adminPage.getByRole("cell", { name: "Account del personale creato" }).first()).toBeVisible();
  await checkAtBothWidths(adminPage);
  expect(adminErrors).toEqual([]);

  // The staff member signs in at /auth like everyone else and finds the back office in the account menu.
  const staffPage = await newPage(browser);
  const staffErrors = collectPageErrors(staffPage);
  await staffPage.goto("/auth");
  const login = staffPage.getByRole("tabpanel", { name: "Accedi" });
  await login.getByLabel("Nome utente").fill(staffUsername);
  await login.getByLabel("Password").fill(STAFF_PASSWORD);
  await login.getByRole("button", { name: "Accedi" }).click();
  await expect(staffPage).toHaveURL(/\/$/);
  await staffPage.getByRole("banner").getByRole("button", { name: "Giulia", exact: true }).click();
  await staffPage.getByRole("menu").getByRole("menuitem", { name: "Gestione" }).click();

  await expect(staffPage.getByRole("heading", { level: 1, name: "Panoramica" })).toBeVisible();
  await checkAtBothWidths(staffPage);
  await staffPage.getByRole("navigation", { name: "Gestione" }).getByRole("link", { name: "Ordini" }).click();
  await expect(staffPage.getByRole("heading", { level: 1, name: "Ordini" })).toBeVisible();
  await checkAtBothWidths(staffPage);

  // Finds the new order by its number.
  await staffPage.getByRole("searchbox", { name: "Cerca" }).fill(orderNumber);
  await staffPage.getByRole("button", { name: "Filtra" }).click();
  await expect(staffPage).toHaveURL(new RegExp(`q=${orderNumber}`));
  const orders = staffPage.getByRole("table", { name: "Ordini" });
  await expect(orders.getByRole("row")).toHaveCount(2);
  await orders.getByRole("link", { name: orderNumber }).click();

  await expect(staffPage.getByRole("heading", { level: 1, name: `Ordine ${orderNumber}` })).toBeVisible();
  await expect(staffPage.getByRole("img", { name: /^Finestra/ }).first()).toBeVisible();
  await expect(staffPage.getByText("di cui IVA (22%)")).toBeVisible();
  await checkAtBothWidths(staffPage);

  // Confirms it with a note the customer may read.
  const change = staffPage.getByRole("region", { name: "Cambia stato" });
  await expect(change.getByRole("radio")).toHaveCount(2);
  await change.getByRole("radio", { name: "Confermato" }).check();
  await change.getByLabel("Nota (facoltativa)").fill(NOTE);
  await change.getByLabel("Nota visibile al cliente").check();
  await change.getByRole("button", { name: "Aggiorna lo stato" }).click();
  await expect(toastsOf(staffPage).titled("Stato aggiornato")).toBeVisible();
  const history = staffPage.getByRole("region", { name: "Storico dello stato" });
  await expect(history.getByText(NOTE)).toBeVisible();
  await expect(change.getByRole("radio", { name: "Misure definitive" })).toBeVisible();
  // A final status is never preselected, and it is asked again by name; going back changes nothing.
  await expect(change.getByRole("radio", { name: "Annullato" })).not.toBeChecked();
  await change.getByRole("radio", { name: "Annullato" }).check();
  await change.getByRole("button", { name: "Aggiorna lo stato" }).click();
  const confirm = staffPage.getByRole("alertdialog", { name: `Annullare l'ordine ${orderNumber}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Torna all'ordine" }).click();
  await expect(confirm).toBeHidden();
  await expect(history.getByText("Annullato")).toHaveCount(0);
  expect(staffErrors).toEqual([]);

  // The customer sees it in the order's timeline.
  await customerPage.goto(`/orders/${orderId}`);
  const timeline = customerPage.getByRole("region", { name: "Stato dell'ordine" });
  await expect(timeline.getByText("Confermato")).toBeVisible();
  await expect(timeline.getByText(NOTE)).toBeVisible();
  await expect(timeline.getByText(formatDateShort(new Date())).first()).toBeVisible();
  await expectNoSeriousA11yViolations(customerPage);

  for (const page of [customerPage, adminPage, staffPage]) await page.context().close();
});

test("a customer gets the unknown-address page at /gestione", async ({ page }) => {
  await signUp(page);
  const response = await page.goto("/gestione/ordini");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test(`«Esporta dati» is a button that downloads the customer's data (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    page,
    browser,
  }) => {
    const { username } = await signUp(page);
    const context = await browser.newContext({ locale: "it-IT", javaScriptEnabled });
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/gestione/clienti?cerca=${encodeURIComponent(username)}`);
    await admin.getByRole("link", { name: username }).click();
    await expect(admin.getByRole("heading", { level: 1, name: `Cliente ${username}` })).toBeVisible();
    // A button that posts, not a link: a link someone sends staff cannot export anything.
    await expect(admin.getByRole("link", { name: "Esporta dati" })).toHaveCount(0);
    const downloading = admin.waitForEvent("download");
    await admin.getByRole("button", { name: "Esporta dati" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^cliente-\d+-dati\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as {
      account: { username: string };
    };
    expect(exported.account.username).toBe(username);
    await expect(admin.getByRole("heading", { level: 1, name: `Cliente ${username}` })).toBeVisible();
    await context.close();
  });
}
