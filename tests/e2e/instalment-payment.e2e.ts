import { validShipping } from "../support/api-client";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/e2e-fixtures";

// A customer pays an instalment on its own page from a phone
// (docs/product/payments.md#customer): the order's «Pagamenti» shows what is
// due now with its bank details and a button to its page; the card payment
// (simulated) records it, and the order then reads paid.

test("on a phone: the instalment due now is paid by card on its page", async ({
  page,
  filledCart: _line,
  strangerPage,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const placed = await page.request.post("/api/orders", {
    data: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;

  await page.goto(`/orders/${orderId}`);
  const payments = page.getByRole("region", { name: "Pagamenti" });
  await expect(payments).toContainText("Condizioni: 100 % all'ordine");
  await expect(payments.getByRole("heading", { name: "Da pagare ora" })).toBeVisible();
  await expect(payments.getByRole("region", { name: "Dati per il bonifico" })).toContainText("Causale");
  await expectNoSeriousA11yViolations(page);

  await payments.getByRole("link", { name: "Paga ora" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/pagamenti/1$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pagamento dell'ordine");
  expect((await strangerPage.request.get(`/orders/${orderId}/pagamenti/1`)).status()).toBe(404);
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow, "no sideways scrolling at 375 px").toBe(false);

  await page.getByLabel("Intestatario della carta").fill("Mario Rossi");
  await page.getByLabel("Numero della carta").fill("4242424242424242");
  await page.getByLabel("Scadenza (MM/AA)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: "Paga ora" }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText("Pagamento ricevuto").first()).toBeVisible();
  await expect(page.getByTestId("ricevute")).toContainText("Carta di credito");
  await expectNoSeriousA11yViolations(page);
});
