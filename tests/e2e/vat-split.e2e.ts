import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import {
  apiJson,
  completeCheckoutDetails,
  confirmPayment,
  expect,
  firstConfigurableProduct,
  firstWindowConfiguration,
  test,
} from "../support/e2e-fixtures";

// A window with installation in a home, as maintenance work (docs/product/vat.md):
// the checkout asks the building's use and the kind of work, and once they take
// the reduced rate shows the VAT per rate and the saving; the order owes that
// total, and its page says the same.

interface OrderJson {
  totalAmount: number;
  instalments: { label: string; amount: number }[];
  vatSplit: {
    rates: { ratePercent: number; taxableAmount: number; vatAmount: number }[];
    savingAmount: number;
  };
}

const euros = (amount: number) => singleSpaced(formatEuroCents(Math.round(amount * 100)));
const singleSpaced = (text: string | null) => (text ?? "").replace(/\s+/g, " ");

test("a checkout with installation in a home shows the VAT split and the saving", async ({
  page,
  customer: _signedIn,
}) => {
  const product = await firstConfigurableProduct(page);
  const configuration = await firstWindowConfiguration(page, product.id);
  const added = await page.request.post("/api/cart", {
    data: { ...configuration, services: ["installation"] },
  });
  expect(added.status()).toBe(201);
  const line = (await added.json()) as { lineTotal: number };

  await page.goto("/checkout");
  await expect(page.getByLabel("Numero della carta")).toHaveAttribute("required", "");
  const summary = page.getByRole("region", { name: "Riepilogo dell'ordine" });
  // Before the declaration: today's single rate, and what the declaration would save.
  await expect(summary).toContainText("di cui IVA (22%)");
  await expect(summary).toContainText("il totale diventa");

  await page.getByLabel("Città").fill("Bologna");
  await page.getByLabel("CAP").fill("40121");
  await completeCheckoutDetails(page);
  await page.getByRole("radio", { name: "Sì, è un'abitazione" }).check();
  await page.getByLabel("Tipo di intervento").selectOption("manutenzione-straordinaria");
  await expect(summary).toContainText(/IVA 10 % su\s[\d.]+,\d\d\s€/);
  await expect(summary).toContainText(/IVA 22 % su\s[\d.]+,\d\d\s€/);
  await expect(summary).toContainText(/IVA agevolata: risparmi\s[\d.]+,\d\d\s€/);
  await expect(summary).not.toContainText("di cui IVA (22%)");
  const shownTotal = singleSpaced(await page.locator("#checkout-totale").textContent());
  await expectNoSeriousA11yViolations(page);

  // A renovation keeps 22 %: the summary goes back to the list total.
  await page.getByLabel("Tipo di intervento").selectOption("ristrutturazione");
  await expect(summary).toContainText("di cui IVA (22%)");
  await expect(page.locator("#checkout-totale")).toContainText(euros(line.lineTotal));
  await page.getByLabel("Tipo di intervento").selectOption("manutenzione-straordinaria");

  await page.getByRole("radio", { name: "Bonifico bancario" }).check();
  const orderId = await confirmPayment(page, "awaiting payment");
  const order = await apiJson<OrderJson>(page, `/api/orders/${orderId}`);
  expect(order.vatSplit.rates.map((rate) => rate.ratePercent)).toEqual([10, 22]);
  expect(order.vatSplit.savingAmount).toBeGreaterThan(0);
  expect(Math.round((line.lineTotal - order.vatSplit.savingAmount) * 100)).toBe(
    Math.round(order.totalAmount * 100),
  );
  expect(shownTotal).toContain(euros(order.totalAmount));
  // With installation the survey comes first: the deposit is 30 % of what is owed, asked later.
  await expect(page.getByText("Per ora non devi pagare nulla.").first()).toBeVisible();
  const owedCents = Math.round(order.totalAmount * 100);
  const depositCents = Math.floor((owedCents * 30) / 100);
  expect(order.instalments.map((step) => [step.label, Math.round(step.amount * 100)])).toEqual([
    ["Acconto", depositCents],
    ["Saldo", owedCents - depositCents],
  ]);

  await page.getByRole("link", { name: "Vedi il dettaglio dell'ordine" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  const articles = page.getByRole("region", { name: "Articoli" });
  await expect(articles).toContainText(`IVA agevolata: risparmi ${euros(order.vatSplit.savingAmount)}`);
  const reduced = order.vatSplit.rates[0]!;
  await expect(articles).toContainText(`IVA 10 % su ${euros(reduced.taxableAmount)}`);
  await expect(page.getByRole("region", { name: "Dati di fatturazione" })).toContainText(
    "Manutenzione straordinaria",
  );
  await expectNoSeriousA11yViolations(page);
});
