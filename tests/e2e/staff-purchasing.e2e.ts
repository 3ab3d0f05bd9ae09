import { validShipping } from "../support/api-client";
import { expectAccessibleAtStaffWidths, STAFF_PHONE_VIEWPORT, STAFF_VIEWPORTS } from "../support/axe";
import { doorSelection } from "../support/door-selection";
import { customerDetails, expect, signInAsAdmin, signUp, test, toastsOf } from "../support/e2e-fixtures";

// Purchasing in the back office (docs/product/production.md#purchase-orders,
// docs/product/production.md#delivery-notes): the supplier page, then an
// order's «Prepara gli ordini fornitore» and its delivery note, as staff click
// them; every page passes axe at the desktop, the tablet and the phone width.

const withPhone = [...STAFF_VIEWPORTS, STAFF_PHONE_VIEWPORT];

test("staff prepare an order's purchase orders and issue its delivery note", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = `acquisti.${Date.now().toString(36)}@example.it`;
  await signUp(page, { ...customerDetails, email });
  const doors = (await (await page.request.get("/api/subcategories/torterolo/products")).json()) as {
    id: number;
    name: string;
  }[];
  const door = doors[0]!;
  const added = await page.request.post("/api/cart", {
    data: { kind: "door", ...doorSelection(door.id), roomLabel: "Ingresso" },
  });
  expect(added.status()).toBe(201);
  const placed = await page.request.post("/api/orders", {
    data: {
      shipping: { ...validShipping, email },
      paymentMethod: "bonifico",
      withdrawalExclusionAccepted: true,
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;

  const context = await browser.newContext({
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    viewport: STAFF_VIEWPORTS[0],
  });
  const admin = await context.newPage();
  await signInAsAdmin(admin);

  await admin.goto("/gestione/catalogo");
  await admin
    .getByRole("navigation", { name: "Sezioni del catalogo" })
    .getByRole("link", { name: "Fornitori" })
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: "Fornitori" })).toBeVisible();
  await expect(admin.getByText("Torterolo & Re").first()).toBeVisible();
  await expectAccessibleAtStaffWidths(admin, withPhone);

  await admin.goto(`/gestione/ordini/${orderId}`);
  const purchasing = admin.getByRole("region", { name: "Ordini fornitore" });
  await expect(purchasing.getByText("Da ordinare")).toBeVisible();
  await purchasing.getByRole("button", { name: "Prepara gli ordini fornitore" }).click();
  await expect(toastsOf(admin).titled("Ordine fornitore preparato")).toBeVisible();
  const number = purchasing.getByRole("rowheader", { name: /^OF-\d{4}-\d{6}$/ });
  await expect(number).toBeVisible();
  await expect(purchasing.getByText(/Già ordinato: OF-/)).toBeVisible();
  await expect(purchasing.getByRole("button", { name: "Prepara gli ordini fornitore" })).toHaveCount(0);

  const notes = admin.getByRole("region", { name: "Documenti di trasporto" });
  await notes.getByLabel("Numero di colli").fill("0");
  await notes.getByRole("button", { name: "Emetti il documento di trasporto" }).click();
  await expect(
    admin.getByRole("heading", { level: 1, name: /^Documento di trasporto, ordine/ }),
  ).toBeVisible();
  await expect(admin.getByText("Indica il numero di colli, da 1 a 999")).toBeVisible();
  await expect(admin.getByText("Indica la data di inizio del trasporto (gg/mm/aaaa)")).toBeVisible();
  await expectAccessibleAtStaffWidths(admin, withPhone);
  await admin.getByLabel("Numero di colli").fill("2");
  await admin.getByLabel("Data di inizio del trasporto").fill("2026-12-15");
  await admin.getByLabel("Ora di inizio del trasporto").fill("09:15");
  await admin.getByRole("button", { name: "Emetti il documento di trasporto" }).click();
  await expect(admin).toHaveURL(new RegExp(`/gestione/ordini/${orderId}$`));
  await expect(toastsOf(admin).titled("Documento di trasporto DDT-")).toBeVisible();
  await expect(admin.getByText(/DDT-\d{4}-\d{6}/).first()).toBeVisible();
  await expectAccessibleAtStaffWidths(admin, STAFF_VIEWPORTS);

  await admin.getByRole("link", { name: /^Commessa C-\d{4}-\d{6}$/ }).click();
  await expect(admin.getByRole("heading", { level: 1, name: /^Commessa C-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(
    admin.getByRole("region", { name: "Ordini fornitore" }).getByText("Torterolo & Re"),
  ).toBeVisible();
  await expectAccessibleAtStaffWidths(admin, withPhone);
  await context.close();
});
