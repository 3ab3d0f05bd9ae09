import { expectNoSeriousA11yViolations } from "../support/axe";
import { apiJson, expect, firstConfigurableProduct, test } from "../support/e2e-fixtures";

// The customer's whole job as one request (docs/product/buying.md#a-quote-for-the-whole-cart),
// on a phone: two windows of one configuration for the kitchen, «Aggiungi un'altra
// finestra» for the bedroom on the same choices, then the whole cart sent as a
// quote request with the site's address, landing on «I miei preventivi».

interface CartLineJson {
  quantity: number;
  roomLabel: string;
  productId: number;
  options: unknown;
  dimensions: unknown;
}

test("on a phone: quantity 2 for «Cucina», another window for «Camera 2», and the whole cart as one request", async ({
  page,
  customer: _signedIn,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const product = await firstConfigurableProduct(page);
  await page.goto(`/product/${product.id}#configuratore`);
  const form = page.getByRole("form", { name: `Configurazione di ${product.name}` });
  await expect(form).toBeVisible();
  // A width of its own, so that the reopened configurator shows it was kept.
  await expect(form.getByLabel("Larghezza (mm)")).toBeEnabled();
  await form.getByLabel("Larghezza (mm)").fill("1100");
  await form.getByLabel("Quantità").fill("2");
  await form.getByLabel("Ambiente").fill("Cucina");
  const [first] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/cart")),
    form.getByRole("button", { name: "Aggiungi al Carrello" }).click(),
  ]);
  expect(first.status()).toBe(201);

  // The configurator closes; its place says what went in and offers another window.
  await expect(form).toBeHidden();
  const notice = page.getByRole("status").filter({ hasText: "Aggiunto al carrello" });
  await expect(notice).toContainText("2 pezzi per «Cucina»");
  await notice.getByRole("button", { name: "Aggiungi un'altra finestra" }).click();
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Quantità")).toHaveValue("1");
  await expect(form.getByLabel("Larghezza (mm)")).toHaveValue("1100");
  await form.getByLabel("Ambiente").fill("Camera 2");
  const [second] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith("/api/cart")),
    form.getByRole("button", { name: "Aggiungi al Carrello" }).click(),
  ]);
  expect(second.status()).toBe(201);
  const lines = await apiJson<CartLineJson[]>(page, "/api/cart");
  expect(lines.map(({ quantity, roomLabel }) => ({ quantity, roomLabel }))).toEqual([
    { quantity: 2, roomLabel: "Cucina" },
    { quantity: 1, roomLabel: "Camera 2" },
  ]);
  // The same choices, reopened.
  expect(lines[1]?.options).toEqual(lines[0]?.options);
  expect(lines[1]?.dimensions).toEqual(lines[0]?.dimensions);

  // The cart shows each room; its form sends the whole cart.
  await page.goto("/cart");
  await expect(page.getByText("Cucina", { exact: true })).toBeVisible();
  await expect(page.getByText("Camera 2", { exact: true })).toBeVisible();
  const request = page.getByRole("region", { name: "Richiedi un preventivo per tutto il carrello" });
  await expect(request).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A wrong CAP comes back beside its field, with what was typed.
  await request.getByLabel("Indirizzo del cantiere").fill("Via Saragozza 12");
  await request.getByLabel("CAP").fill("401");
  await request.getByLabel("Città").fill("Bologna");
  await request.getByLabel("Provincia").selectOption("BO");
  await request.getByLabel("Piano").fill("2° piano");
  await request.getByLabel("Ascensore").selectOption("no");
  await request.getByLabel("Desidero un sopralluogo per le misure").check();
  await request.getByLabel("Giorni preferiti").fill("Martedì mattina");
  await request.getByLabel("Nota").fill("Citofono Verdi");
  await request.getByRole("button", { name: "Richiedi un preventivo per tutto il carrello" }).click();
  await expect(request.getByText("Inserisci un CAP di 5 cifre")).toBeVisible();
  await expect(request.getByLabel("Indirizzo del cantiere")).toHaveValue("Via Saragozza 12");
  await expectNoSeriousA11yViolations(page, `#preventivo-carrello-modulo`);

  await request.getByLabel("CAP").fill("40123");
  await request.getByRole("button", { name: "Richiedi un preventivo per tutto il carrello" }).click();
  await expect(page).toHaveURL(/\/preventivi$/);
  await expect(page.getByText("Richiesta per tutto il carrello")).toBeVisible();
  // The cart stays as it was.
  expect((await apiJson<CartLineJson[]>(page, "/api/cart")).length).toBe(2);
});
