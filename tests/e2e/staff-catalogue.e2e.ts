import type { Browser, Page } from "@playwright/test";
import type { Product } from "../../app/domain/catalogue/catalogue.ts";
import { catalogueMessages } from "../../app/domain/catalogue/catalogue-edit-rules.ts";
import { expectAccessibleAtStaffWidths, STAFF_VIEWPORTS } from "../support/axe";
import { apiJson, expect, signInAsAdmin, test, toastsOf } from "../support/e2e-fixtures";
import { collectPageErrors } from "../support/hydration";

// The catalogue in the back office (docs/product/back-office.md#catalogue-and-prices):
// staff change a product's base price, hide another, are told beside the field
// when a price is out of bounds, and every catalogue page passes axe at 1280
// and 768 px. The products are put back as they were at the end, since other
// tests share the server's catalogue.

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "it-IT", viewport: STAFF_VIEWPORTS[0] });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** Two interior doors, which no other test buys or counts. */
async function twoInteriorDoors(page: Page): Promise<[Product, Product]> {
  const products = await apiJson<Product[]>(page, "/api/products");
  const [edited, hidden] = products.filter((product) => product.category.slug === "porte-interne").slice(-2);
  if (!edited || !hidden) throw new Error("the catalogue has fewer than two interior doors");
  return [edited, hidden];
}

async function openProduct(staff: Page, product: Product) {
  await staff.goto("/gestione/catalogo");
  await staff.getByRole("searchbox", { name: "Nome del prodotto" }).fill(product.name);
  await staff.getByRole("button", { name: "Cerca", exact: true }).click();
  await expect(staff).toHaveURL(/cerca=/);
  await staff.getByRole("link", { name: product.name, exact: true }).first().click();
  await expect(staff.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
}

test("staff change a base price, hide a product and are told when a price is out of bounds", async ({
  browser,
}) => {
  // axe on four pages at two widths, and two products put back: longer than one page's test.
  test.slow();
  const staff = await staffPage(browser);
  const errors = collectPageErrors(staff);
  const toasts = toastsOf(staff);
  const [edited, hidden] = await twoInteriorDoors(staff);
  const originalPrice = `${Math.trunc(edited.basePriceCents / 100)},${String(edited.basePriceCents % 100).padStart(2, "0")}`;

  await staff.goto("/gestione");
  await staff.getByRole("navigation", { name: "Gestione" }).getByRole("link", { name: "Catalogo" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Catalogo" })).toBeVisible();
  await expectAccessibleAtStaffWidths(staff);

  // A price above 1.000.000,00 € is refused beside the field, as typed, and nothing is saved.
  await openProduct(staff, edited);
  await expectAccessibleAtStaffWidths(staff);
  const price = staff.getByRole("textbox", { name: "Prezzo base (€)" });
  await price.fill("1.000.000,01");
  await staff.getByRole("button", { name: "Salva il prodotto" }).click();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription(new RegExp(`^${catalogueMessages.priceTooHigh}`));
  await expect(price).toHaveValue("1.000.000,01");
  await toasts.dismiss("Modifica non salvata");
  await expectAccessibleAtStaffWidths(staff);
  const unchanged = await apiJson<{ basePrice: number }>(staff, `/api/products/${edited.id}`);
  expect(unchanged.basePrice * 100).toBeCloseTo(edited.basePriceCents, 5);

  // A valid price, typed the Italian way, is saved and shows at once in the shop's API.
  await staff.getByRole("textbox", { name: "Prezzo base (€)" }).fill("1.234,56");
  await staff.getByRole("button", { name: "Salva il prodotto" }).click();
  await toasts.dismiss("Prodotto salvato");
  await expect(staff.getByRole("textbox", { name: "Prezzo base (€)" })).toHaveValue("1234,56");
  expect((await apiJson<{ basePrice: number }>(staff, `/api/products/${edited.id}`)).basePrice).toBe(1234.56);

  // Hiding the other product takes it out of the shop.
  await openProduct(staff, hidden);
  await staff.getByRole("combobox", { name: "Visibilità" }).selectOption({ label: "Nascosto" });
  await staff.getByRole("button", { name: "Salva il prodotto" }).click();
  await toasts.dismiss("Prodotto salvato");
  const listed = await apiJson<Product[]>(staff, "/api/products");
  expect(listed.map((product) => product.id)).not.toContain(hidden.id);
  expect((await staff.request.get(`/product/${hidden.id}`)).status()).toBe(404);

  // The calculator options and the door prices.
  const sections = staff.getByRole("navigation", { name: "Sezioni del catalogo" });
  await sections.getByRole("link", { name: "Opzioni del calcolatore" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Opzioni del calcolatore" })).toBeVisible();
  await expectAccessibleAtStaffWidths(staff);
  await sections.getByRole("link", { name: "Porte blindate" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Prezzi delle porte blindate" })).toBeVisible();
  await expectAccessibleAtStaffWidths(staff);

  // Put both products back as they were.
  await openProduct(staff, edited);
  await staff.getByRole("textbox", { name: "Prezzo base (€)" }).fill(originalPrice);
  await staff.getByRole("button", { name: "Salva il prodotto" }).click();
  await toasts.dismiss("Prodotto salvato");
  await staff.goto("/gestione/catalogo?stato=nascosto");
  await staff.getByRole("link", { name: hidden.name, exact: true }).first().click();
  await staff.getByRole("combobox", { name: "Visibilità" }).selectOption({ label: "Visibile nel negozio" });
  await staff.getByRole("button", { name: "Salva il prodotto" }).click();
  await toasts.dismiss("Prodotto salvato");
  const again = await apiJson<Product[]>(staff, "/api/products");
  expect(again.map((product) => product.id)).toContain(hidden.id);
  expect(errors).toEqual([]);
  await staff.context().close();
});

test("a product form drawn before another save is refused with the message, and shows the product as saved now", async ({
  browser,
}) => {
  const first = await staffPage(browser);
  const second = await staffPage(browser);
  const errors = collectPageErrors(first);
  const [edited] = await twoInteriorDoors(first);
  await openProduct(first, edited);
  await openProduct(second, edited);

  // The second staff member hides the product first.
  const secondToasts = toastsOf(second);
  await second.getByRole("combobox", { name: "Visibilità" }).selectOption({ label: "Nascosto" });
  await second.getByRole("button", { name: "Salva il prodotto" }).click();
  await secondToasts.dismiss("Prodotto salvato");

  // The first one's form still shows it visible: saving it is refused, and nothing of it is written.
  const toasts = toastsOf(first);
  await first.getByRole("textbox", { name: "Prezzo base (€)" }).fill("99,00");
  await first.getByRole("button", { name: "Salva il prodotto" }).click();
  await expect(first.getByRole("alert").filter({ hasText: "modificato da un altro utente" })).toBeVisible();
  await toasts.dismiss("Modifica non salvata");
  await expect(first.getByRole("combobox", { name: "Visibilità" })).toHaveValue("nascosto");
  const listed = await apiJson<Product[]>(first, "/api/products");
  expect(listed.map((product) => product.id)).not.toContain(edited.id);

  // Drawn again with the new version, the form saves: the product is put back on sale.
  await first.getByRole("combobox", { name: "Visibilità" }).selectOption({ label: "Visibile nel negozio" });
  await first.getByRole("button", { name: "Salva il prodotto" }).click();
  await toasts.dismiss("Prodotto salvato");
  const again = await apiJson<Product[]>(first, "/api/products");
  expect(again.map((product) => product.id)).toContain(edited.id);
  expect(errors).toEqual([]);
  await first.context().close();
  await second.context().close();
});
