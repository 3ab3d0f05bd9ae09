import type { Browser, Page } from "@playwright/test";
import { validShipping } from "../support/api-client";
import { expectAccessibleAtStaffWidths, STAFF_PHONE_VIEWPORT, STAFF_VIEWPORTS } from "../support/axe";
import {
  addWindowToCart,
  customerDetails,
  expect,
  signInAsAdmin,
  signUp,
  test,
} from "../support/e2e-fixtures";

// The workshop in the back office (docs/product/production.md#cut-settings,
// docs/product/production.md#downloads): staff reach the profile systems from
// the catalogue's navigation, are told beside the field when a setting is
// wrong, save one and put it back; the page passes axe at 1280, 768 and 375
// px; the order page links the work order and the cut list, which open as PDF.

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "it-IT", viewport: STAFF_VIEWPORTS[0] });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

test("staff edit a profile system's cut settings and open an order's workshop documents", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `officina.${Date.now().toString(36)}@example.it`;
  await signUp(page, { ...customerDetails, email });
  await addWindowToCart(page);
  const placed = await page.request.post("/api/orders", {
    data: {
      shipping: { ...validShipping, email },
      paymentMethod: "carta",
      withdrawalExclusionAccepted: true,
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { id: number }).id;

  const staff = await staffPage(browser);
  await staff.goto("/gestione/catalogo");
  await staff
    .getByRole("navigation", { name: "Sezioni del catalogo" })
    .getByRole("link", { name: "Sistemi di profilo" })
    .click();
  await expect(staff.getByRole("heading", { level: 1, name: "Sistemi di profilo" })).toBeVisible();
  await expectAccessibleAtStaffWidths(staff, [...STAFF_VIEWPORTS, STAFF_PHONE_VIEWPORT]);

  const form = staff.getByRole("form", { name: "Passivhaus 92 mm" });
  const kerf = form.getByRole("textbox", { name: "Spessore della lama (mm)" });
  const original = await kerf.inputValue();
  await kerf.fill("4,5");
  await form.getByRole("button", { name: "Salva" }).click();
  await expect(kerf).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Scrivi spessore della lama come numero intero di millimetri")).toBeVisible();
  await expectAccessibleAtStaffWidths(staff);

  await kerf.fill("5");
  await form.getByRole("button", { name: "Salva" }).click();
  await expect(kerf).not.toHaveAttribute("aria-invalid", "true");
  await expect(staff.getByText("Impostazioni di taglio salvate").first()).toBeVisible();
  await staff.reload();
  await expect(
    staff
      .getByRole("form", { name: "Passivhaus 92 mm" })
      .getByRole("textbox", { name: "Spessore della lama (mm)" }),
  ).toHaveValue("5");
  const again = staff.getByRole("form", { name: "Passivhaus 92 mm" });
  await again.getByRole("textbox", { name: "Spessore della lama (mm)" }).fill(original);
  await again.getByRole("button", { name: "Salva" }).click();
  await expect(staff.getByText("Impostazioni di taglio salvate").first()).toBeVisible();

  const response = await staff.goto(`/gestione/ordini/${orderId}`);
  expect(response?.status()).toBe(200);
  const documents = staff.getByRole("region", { name: "Documenti per l'officina" });
  for (const [name, file] of [
    ["Scheda di lavorazione", "scheda-lavorazione.pdf"],
    ["Distinta di taglio e vetri", "distinta-taglio.pdf"],
  ] as const) {
    const link = documents.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", `/gestione/ordini/${orderId}/${file}`);
    const pdf = await staff.request.get(`/gestione/ordini/${orderId}/${file}`);
    expect(pdf.status(), file).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  }
  await expectAccessibleAtStaffWidths(staff);
});
