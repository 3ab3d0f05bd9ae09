import { validShipping } from "../support/api-client";
import { expectAccessibleAtStaffWidths, STAFF_PHONE_VIEWPORT, STAFF_VIEWPORTS } from "../support/axe";
import {
  addWindowToCart,
  customerDetails,
  expect,
  firstConfigurableProduct,
  signInAsAdmin,
  signUp,
  test,
} from "../support/e2e-fixtures";
import { askForQuote } from "../support/e2e-quotes";

// Every /gestione page, one after the other, passes axe (no serious or
// critical WCAG 2.1 AA violation) at 1280 and 768 px without scrolling
// sideways (docs/product/back-office.md). An admin sees them all; the pages
// that show one object get a real one: a customer's order, quote request and
// contact message.

test("every back-office page passes axe at the desktop and the tablet width", async ({ page, browser }) => {
  // Twenty pages at two or three widths each: axe takes a while on the longer ones.
  test.setTimeout(600_000);
  const email = `accessibile.${Date.now().toString(36)}@example.it`;
  const { username } = await signUp(page, { ...customerDetails, email });
  await addWindowToCart(page);
  const placed = await page.request.post("/api/orders", {
    data: {
      shipping: { ...validShipping, email },
      paymentMethod: "bonifico",
      withdrawalExclusionAccepted: true,
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;
  const product = await firstConfigurableProduct(page);
  const { id: quoteId, number: quoteNumber } = await askForQuote(page, { customerEmail: email });
  const sent = await page.request.post("/contatti", {
    form: { nome: "Mario", cognome: "Rossi", email, messaggio: "Vorrei un sopralluogo.", privacy: "on" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);

  const context = await browser.newContext({ locale: "it-IT", viewport: STAFF_VIEWPORTS[0] });
  const admin = await context.newPage();
  await signInAsAdmin(admin);

  const pages: [path: string, heading: string | RegExp][] = [
    ["/gestione", "Panoramica"],
    ["/gestione/ordini", "Ordini"],
    [`/gestione/ordini/${orderId}`, new RegExp(`${orderId}`)],
    ["/gestione/richieste", "Richieste"],
    [`/gestione/richieste/preventivo/${quoteId}`, `Preventivo ${quoteNumber}`],
    ["/gestione/clienti", "Clienti"],
    ["/gestione/staff", "Personale"],
    ["/gestione/registro", "Registro attività"],
    ["/gestione/squadre", "Squadre"],
    ["/gestione/calendario", "Calendario"],
    ["/gestione/posta", "Posta"],
    ["/gestione/catalogo", "Catalogo"],
    [`/gestione/catalogo/prodotti/${product.id}`, product.name],
    ["/gestione/catalogo/opzioni", "Opzioni del calcolatore"],
    ["/gestione/catalogo/porte", "Prezzi delle porte blindate"],
    ["/gestione/catalogo/consegne", "Tempi di consegna"],
    ["/gestione/catalogo/misure", "Misure realizzabili"],
    ["/gestione/catalogo/servizi", "Servizi e posa"],
  ];
  for (const [path, heading] of pages) {
    const response = await admin.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(admin.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    await expectAccessibleAtStaffWidths(admin);
  }

  // The contact message and the customer are reached through their lists, as staff find them.
  await admin.goto(`/gestione/richieste?tipo=contatto&cerca=${encodeURIComponent(email)}`);
  await admin.getByRole("link", { name: /^Contatto n\. \d+$/ }).click();
  await expect(admin.getByRole("heading", { level: 1, name: /^Contatto n\. \d+$/ })).toBeVisible();
  await expectAccessibleAtStaffWidths(admin);
  await admin.goto(`/gestione/clienti?cerca=${encodeURIComponent(username)}`);
  await admin.getByRole("link", { name: username }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Cliente ${username}` })).toBeVisible();
  await expectAccessibleAtStaffWidths(admin);
  // The jobs: the list, and the quote's job found by the quote's number, also on a phone at the site.
  const withPhone = [...STAFF_VIEWPORTS, STAFF_PHONE_VIEWPORT];
  await admin.goto(`/gestione/commesse?cerca=${encodeURIComponent(quoteNumber)}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Commesse" })).toBeVisible();
  await expectAccessibleAtStaffWidths(admin, withPhone);
  await admin.getByRole("link", { name: /^C-\d{4}-\d{6}$/ }).click();
  await expect(admin.getByRole("heading", { level: 1, name: /^Commessa C-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(admin.getByRole("link", { name: `Preventivo ${quoteNumber}` }).first()).toBeVisible();
  await expectAccessibleAtStaffWidths(admin, withPhone);
  await context.close();
});
