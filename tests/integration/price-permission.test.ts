import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { type Customer, readableText } from "../support/api-client.ts";
import { postCatalogueForm } from "../support/catalogue-admin.ts";
import {
  auditRowsFor,
  grantPricePermission,
  postPageForm,
  SETUP_TIMEOUT_MS,
  signedInStaff,
  signInAsFirstAdmin,
  startStaffTestApp,
} from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import { loadPricingCatalogue } from "../support/window-fixtures.ts";

// Changing a catalogue price is a permission an admin grants
// (docs/product/back-office.md#roles): a staff member without it may edit a
// product's words but not its price, nor a service's; once granted, they may.

let app: TestApp;
let admin: Customer;
let clerk: Customer;
let productId: number;

beforeAll(async () => {
  app = await startStaffTestApp();
  admin = await signInAsFirstAdmin(app);
  clerk = await signedInStaff(app, admin);
  productId = (await loadPricingCatalogue(app)).configurable[0]!.id;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const text = (html: string) => readableText(html).replaceAll("&#x27;", "'");
const PRICE_REFUSAL =
  "Non hai il permesso di modificare i prezzi del catalogo: chiedilo a un amministratore.";

async function product() {
  const [row] = await app.db.select().from(schema.products).where(eq(schema.products.id, productId));
  return row!;
}

async function productForm(changes: Record<string, string>) {
  const row = await product();
  return {
    intent: "product",
    name: row.name,
    description: row.description,
    basePrice: (row.basePriceCents / 100).toFixed(2).replace(".", ","),
    visibility: row.hidden ? "nascosto" : "visibile",
    ...(row.isBestseller ? { isBestseller: "on" } : {}),
    ...(row.isEcoFriendly ? { isEcoFriendly: "on" } : {}),
    ...(row.significantGood ? { significantGood: "on" } : {}),
    ...changes,
  };
}

const productPage = () => `/gestione/catalogo/prodotti/${productId}`;

describe("the price permission", () => {
  it("lets staff without it edit a product's name, refuses its price and a service's, saving nothing", async () => {
    const before = await product();
    const renamed = await postCatalogueForm(
      app,
      clerk,
      productPage(),
      await productForm({ name: "Finestra Aula" }),
    );
    expect(renamed.status).toBe(302);
    expect((await product()).name).toBe("Finestra Aula");

    const repriced = await postCatalogueForm(
      app,
      clerk,
      productPage(),
      await productForm({ basePrice: "999,00" }),
    );
    expect(repriced.status).toBe(403);
    expect(text(await repriced.text())).toContain(PRICE_REFUSAL);
    expect((await product()).basePriceCents).toBe(before.basePriceCents);

    const service = await postCatalogueForm(app, clerk, "/gestione/catalogo/servizi", {
      intent: "service-price",
      code: "installation",
      price: "99,00",
      minimum: "120,00",
    });
    expect(service.status).toBe(403);
  });

  it("once an admin grants it (audited), the same staff member changes the price", async () => {
    await grantPricePermission(app, admin, clerk);
    const [account] = await app.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.username, clerk.username));
    expect(account!.canEditPrices).toBe(true);
    expect((await auditRowsFor(app, "user", account!.id)).map((row) => row.action)).toContain(
      "staff.grant-prices",
    );
    const repriced = await postCatalogueForm(
      app,
      clerk,
      productPage(),
      await productForm({ basePrice: "999,00" }),
    );
    expect(repriced.status).toBe(302);
    expect((await product()).basePriceCents).toBe(99_900);
    const staffPage = text(await (await admin.request("/gestione/staff")).text());
    expect(staffPage).toContain("Togli il permesso sui prezzi");
  });

  it("only an admin grants it: staff get 404 on the staff page's form", async () => {
    const other = await signedInStaff(app, admin);
    const [row] = await app.db.select().from(schema.users).where(eq(schema.users.username, other.username));
    const posted = await postPageForm(clerk, "/gestione/staff", {
      intent: "grant-prices",
      userId: String(row!.id),
    });
    expect(posted.status).toBe(404);
    const [after] = await app.db.select().from(schema.users).where(eq(schema.users.id, row!.id));
    expect(after!.canEditPrices).toBe(false);
  });
});
