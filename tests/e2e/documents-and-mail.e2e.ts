import { company } from "../../app/domain/documents/company.ts";
import { validShipping } from "../support/api-client";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { downloadPdf, mailsAbout, recipient } from "../support/e2e-documents";
import { expect, firstConfigurableProduct, test } from "../support/e2e-fixtures";
import { openWith } from "../support/hydration";

// What a customer takes away from the shop: the quote and the order
// confirmation as PDF documents from their pages, and the e-mails the shop
// sends them (docs/product/documents.md, docs/product/mail.md). The e2e server
// has no SMTP_URL, so its mail lands as .eml files under DATA_DIR/mail.

test.use({ pageContext: { viewport: { width: 375, height: 812 } } });

test("a signed-in customer's quote: its number, its page, its PDF, the address's confirmation and both e-mails", async ({
  page,
  customer,
  strangerPage,
}) => {
  const product = await firstConfigurableProduct(page);
  await page.goto(`/product/${product.id}`);
  const section = page.getByRole("region", { name: "Configura e calcola il prezzo" });
  const form = section.getByRole("form", { name: `Configurazione di ${product.name}` });
  await openWith(section.getByRole("button", { name: "Apri il configuratore" }), form);
  await form.getByRole("button", { name: "Richiedi Preventivo Dettagliato" }).click();
  const dialog = page.getByRole("dialog", { name: "Richiedi il preventivo dettagliato" });
  await dialog.getByRole("textbox", { name: "Telefono" }).fill("+39 051 765 4321");
  await dialog.getByRole("checkbox", { name: /Acconsento al trattamento dei dati personali/ }).check();
  await dialog.getByRole("button", { name: "Invia richiesta" }).click();

  const recap = page.getByRole("dialog", { name: "Richiesta inviata" });
  const number = (await recap.getByTestId("quote-number").textContent()) ?? "";
  expect(number).toMatch(/^P-\d{4}-\d{6}$/);
  await recap.getByRole("link", { name: "Vedi il preventivo" }).click();

  await expect(page).toHaveURL(/\/preventivi\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
  await expectNoSeriousA11yViolations(page);
  const pdfLink = page.getByRole("link", { name: "Scarica il preventivo (PDF)" });
  const href = (await pdfLink.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/preventivi\/\d+\/pdf$/);
  const text = await downloadPdf(page, href);
  expect(text).toContain(number);
  expect(text).toContain(product.name);
  expect(text).toContain("di cui IVA (22%)");
  // Another customer's request for the same document is answered as if it did not exist.
  expect((await strangerPage.request.get(href)).status()).toBe(404);

  // The account's address is not confirmed yet: a fixed-text acknowledgement with a link comes first,
  // and the confirmation with the PDF once its page's button is pressed (docs/product/leads.md).
  const [acknowledgement] = await mailsAbout(`Conferma la tua richiesta di preventivo ${number}`, 1);
  expect(recipient(acknowledgement!)).toBe(customer.email);
  expect(acknowledgement!.attachments).toEqual([]);
  const link = /https?:\/\/\S+\/conferma-richiesta\?token=[A-Za-z0-9_-]{43}/.exec(
    acknowledgement!.text ?? "",
  );
  expect(link, "the acknowledgement's link").not.toBeNull();
  const url = new URL(link![0]);
  await page.goto(`${url.pathname}${url.search}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Conferma la richiesta" }).click();
  await expect(page.getByText("Richiesta confermata").first()).toBeVisible();

  // The customer's confirmation carries the PDF; the shop's own copy goes to its address.
  const mails = await mailsAbout(number, 3);
  const toCustomer = mails.find(
    (mail) => recipient(mail) === customer.email && mail.subject?.startsWith("Abbiamo ricevuto"),
  );
  expect(toCustomer?.subject).toBe(`Abbiamo ricevuto la tua richiesta di preventivo ${number}`);
  expect(toCustomer?.text).toContain(product.name);
  expect(toCustomer?.attachments.map((file) => file.filename)).toEqual([`preventivo-${number}.pdf`]);
  const toShop = mails.find((mail) => recipient(mail) === company.email);
  expect(toShop?.subject).toContain(`Nuova richiesta di preventivo ${number}`);
});

test("an order's confirmation PDF and its e-mail", async ({ page, filledCart: line, strangerPage }) => {
  // The order is placed through the JSON API (README, API) (the checkout's form has its own tests in buying.e2e.ts).
  const placed = await page.request.post("/api/orders", {
    data: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;
  await page.goto(`/orders/${orderId}`);
  await expectNoSeriousA11yViolations(page);
  const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const number = /A-\d{4}-\d{6}/.exec(heading)?.[0] ?? "";
  expect(number, "the order's number in its heading").not.toBe("");

  const href = (await page.getByRole("link", { name: "Conferma d'ordine (PDF)" }).getAttribute("href")) ?? "";
  expect(href).toBe(`/orders/${orderId}/pdf`);
  const text = await downloadPdf(page, href);
  expect(text).toContain(number);
  expect(text).toContain(line.product.name);
  expect(text).toContain("Conferma d'ordine");
  expect((await strangerPage.request.get(href)).status()).toBe(404);

  const [received] = await mailsAbout(`Abbiamo ricevuto il tuo ordine ${number}`, 1);
  expect(received?.text).toContain(number);
  expect(received?.html).toContain(`/orders/${orderId}`);
});
