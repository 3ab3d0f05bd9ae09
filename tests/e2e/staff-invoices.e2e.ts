import { validShipping } from "../support/api-client";
import {
  expectAccessibleAtStaffWidths,
  expectNoSeriousA11yViolations,
  STAFF_PHONE_VIEWPORT,
  STAFF_VIEWPORTS,
} from "../support/axe";
import {
  addWindowToCart,
  customerDetails,
  expect,
  signInAsAdmin,
  signUp,
  test,
  toastsOf,
} from "../support/e2e-fixtures";

// Invoices in the browser (docs/product/invoices.md#back-office): staff record
// a payment, see the acconto due on the order page, preview it, issue it with
// «Emetti», find it on the month's list, and the customer downloads it from
// their order page. Each page passes axe at the desktop, tablet and phone widths.

test("a payment's acconto is issued from the order page and reaches the customer's page", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const email = `fattura.${Date.now().toString(36)}@example.it`;
  await signUp(page, { ...customerDetails, email });
  await addWindowToCart(page);
  const placed = await page.request.post("/api/orders", {
    data: {
      shipping: { ...validShipping, email },
      paymentMethod: "bonifico",
      withdrawalExclusionAccepted: true,
      invoice: { type: "privato", fiscalCode: "RSSMRA85T10A562S" },
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;

  const context = await browser.newContext({ locale: "it-IT", viewport: STAFF_VIEWPORTS[0] });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/gestione/ordini/${orderId}`);
  const payments = admin.getByRole("region", { name: "Pagamenti" });
  await payments.getByLabel("Importo (€)").fill("100,00");
  await payments.getByLabel("Metodo").selectOption({ label: "Bonifico bancario" });
  await payments.getByRole("button", { name: "Registra il pagamento" }).click();
  await expect(toastsOf(admin).titled("Pagamento registrato")).toBeVisible();

  const invoices = admin.getByRole("region", { name: "Fatture" });
  await expect(
    invoices.getByText(/^Fattura di acconto da emettere entro il \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();
  await invoices.getByText("Anteprima").click();
  await expect(invoices.getByRole("rowheader", { name: "Totale documento" })).toBeVisible();
  await expectAccessibleAtStaffWidths(admin);

  await invoices.getByRole("button", { name: "Emetti fattura di acconto" }).click();
  await expect(toastsOf(admin).titled("Fattura emessa")).toBeVisible();
  await expect(admin.getByRole("heading", { level: 1, name: "Fatture dell'ordine" })).toBeVisible();
  const pdfLink = admin.getByRole("link", { name: /^PDF \d{4}\/\d{6}$/ });
  const number = (await pdfLink.textContent())?.replace("PDF ", "") ?? "";
  await expect(admin.getByRole("link", { name: /^XML IT04518230372_[0-9A-Z]{5}\.xml$/ })).toBeVisible();
  await expect(
    admin.getByRole("heading", { name: `Nota di credito su fattura di acconto n. ${number}` }),
  ).toBeVisible();
  await expectAccessibleAtStaffWidths(admin, [...STAFF_VIEWPORTS, STAFF_PHONE_VIEWPORT]);

  await admin.goto("/gestione/fatture");
  await expect(admin.getByRole("cell", { name: number, exact: true })).toBeVisible();
  await expect(admin.getByRole("link", { name: "Scarica il mese (ZIP)" })).toBeVisible();
  await expectAccessibleAtStaffWidths(admin, [...STAFF_VIEWPORTS, STAFF_PHONE_VIEWPORT]);
  await context.close();

  await page.goto(`/orders/${orderId}`);
  const download = page.getByRole("link", { name: `Scarica il PDF della fattura di acconto ${number}` });
  await expect(download).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const pdf = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});
