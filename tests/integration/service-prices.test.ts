import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Product, productConfigurator } from "../../app/domain/catalogue/catalogue.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, readableText, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { postCatalogueForm } from "../support/catalogue-admin.ts";
import { doorSelection } from "../support/door-selection.ts";
import { SETUP_TIMEOUT_MS, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import { addFirstWindowToCart, loadPricingCatalogue } from "../support/window-fixtures.ts";

// The services' catalogue prices in the back office (docs/product/back-office.md#services):
// staff change them at /gestione/catalogo/servizi, every change is audited and
// applies at once to the carts; customers get 404.

let app: TestApp;
let staff: Customer;
let buyer: Customer;

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const PAGE = "/gestione/catalogo/servizi";

const setServicePrice = (who: Customer, fields: Record<string, string>) =>
  postCatalogueForm(app, who, PAGE, { intent: "service-price", ...fields });

/** A page as a reader takes it in: the text, spaces collapsed, without tags. */
async function pageText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return readableText(await visibleHtml(response));
}

async function storedPrice(code: "installation" | "door-installation" | "removal" | "subframe") {
  const [row] = await app.db.select().from(schema.servicePrices).where(eq(schema.servicePrices.code, code));
  return row;
}

describe("the service prices page", () => {
  it("lists each service with its price as the customer reads it", async () => {
    const page = await pageText(await staff.request(PAGE));
    expect(page).toContain("Servizi e posa");
    expect(page).toContain(
      "Posa in opera di finestre, portefinestre, scorrevoli e tapparelle 60,00 €/m², minimo 120,00 €",
    );
    expect(page).toContain("Posa in opera delle porte 180,00 € a porta");
    expect(page).toContain("Rimozione e smaltimento del vecchio serramento 50,00 € a pezzo");
    expect(page).toContain("Falso telaio 18,00 €/m");
  });

  it("a change is audited and the cart prices the service with it at once", async () => {
    const shopper = await registeredCustomer(app);
    const lineId = await addFirstWindowToCart(shopper, await loadPricingCatalogue(app));
    await app.db
      .update(schema.cartItems)
      .set({ services: ["installation"] })
      .where(eq(schema.cartItems.id, lineId));
    // 1200 × 1400 mm: 1,68 m², under the minimum at 60 €/m².
    expect(await pageText(await shopper.request("/cart"))).toContain("minimo 120,00 €) 120,00 €");

    const saved = await setServicePrice(staff, { code: "installation", price: "80,00", minimum: "" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(PAGE);
    expect(await storedPrice("installation")).toMatchObject({ priceCents: 8_000, minimumCents: 0 });
    // 1,68 m² × 80 € = 134,40 €, no minimum any more.
    expect(await pageText(await shopper.request("/cart"))).toContain(
      "Posa in opera (1,68 m² × 80,00 €/m²) 134,40 €",
    );
    const [audit] = await app.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.objectType, "service_price"))
      .orderBy(schema.auditLog.id);
    expect(audit).toMatchObject({
      action: "service_price.update",
      objectId: "installation",
      before: { priceCents: 6_000, minimumCents: 12_000 },
      after: { priceCents: 8_000, minimumCents: 0 },
    });

    const restored = await setServicePrice(staff, { code: "installation", price: "60", minimum: "120,00" });
    expect(restored.status).toBe(302);
    expect(await storedPrice("installation")).toMatchObject({ priceCents: 6_000, minimumCents: 12_000 });
  });

  it("a door is fitted per door, at its own price row, whatever its size (120 x 240 cm)", async () => {
    const products = (await (await app.request("/api/products")).json()) as Product[];
    const door = products.find((product) => productConfigurator(product) === "door")!;
    const shopper = await registeredCustomer(app);
    const added = await shopper.json<{
      services: { code: string; detail: string; unitPrice: number; total: number }[];
    }>("/api/cart", {
      method: "POST",
      json: {
        kind: "door",
        ...doorSelection(door.id, { size: { mode: "custom", width: 120, height: 240 } }),
        quantity: 2,
        services: ["installation"],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // Two doors (a door's quantity travels beside its selection): 180,00 € each.
    expect(added.body.services).toEqual([
      expect.objectContaining({ code: "installation", detail: "a porta", unitPrice: 180, total: 360 }),
    ]);

    expect((await setServicePrice(staff, { code: "door-installation", price: "210,00" })).status).toBe(302);
    expect(await storedPrice("door-installation")).toMatchObject({ priceCents: 21_000, minimumCents: 0 });
    const cart = await pageText(await shopper.request("/cart"));
    expect(cart).toContain("Posa in opera (a porta, × 2) 420,00 €");
    expect(cart).toContain("210,00 € a porta");
    // The windows' fitting is a separate row and did not move.
    expect(await storedPrice("installation")).toMatchObject({ priceCents: 6_000, minimumCents: 12_000 });
    expect((await setServicePrice(staff, { code: "door-installation", price: "180" })).status).toBe(302);
  });

  it.each([
    [{ code: "removal", price: "" }, "Indica il prezzo"],
    [{ code: "removal", price: "cinquanta" }, "Scrivi il prezzo in euro, per esempio 60,00"],
    [{ code: "removal", price: "-5" }, "Scrivi il prezzo in euro, per esempio 60,00"],
    [{ code: "removal", price: "20.000,00" }, "Al massimo 10.000,00 €"],
    [{ code: "installation", price: "60", minimum: "molto" }, "Scrivi il minimo in euro"],
    [{ code: "montaggio", price: "10" }, "Servizio sconosciuto"],
  ])("refuses %j with 400 and the message on the page, saving nothing", async (fields, message) => {
    const response = await setServicePrice(staff, fields);
    expect(response.status).toBe(400);
    expect(readableText(await visibleHtml(response))).toContain(message);
    expect(await storedPrice("removal")).toMatchObject({ priceCents: 5_000, minimumCents: 0 });
    expect(await storedPrice("installation")).toMatchObject({ priceCents: 6_000, minimumCents: 12_000 });
  });

  it("the page and its action answer 404 to a customer", async () => {
    expect((await buyer.request(PAGE)).status).toBe(404);
    expect((await setServicePrice(buyer, { code: "removal", price: "1" })).status).toBe(404);
    expect(await storedPrice("removal")).toMatchObject({ priceCents: 5_000 });
  });
});
