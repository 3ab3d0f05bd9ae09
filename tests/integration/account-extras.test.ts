import { beforeAll, describe, expect, it } from "vitest";
import { type Customer, readableText, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { sharedTestApp } from "../support/test-app.ts";
import {
  addFirstWindowToCart,
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
} from "../support/window-fixtures.ts";

// "Le mie configurazioni" puts a saved window in the cart (priced again by the
// server, an unmakeable size refused on its card), "I miei dati" keeps the
// codice fiscale, and the checkout prefills it and the profile's one-line
// address split into street, number, CAP and city (docs/product/buying.md#checkout).

const app = sharedTestApp();
let catalogue: PricingCatalogue;
let twoSashWindowId: number;

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
  const found = catalogue.configurable.find(
    (product) =>
      product.category.slug === "finestre" &&
      (catalogue.optionsOf.get(product.id) ?? []).some(
        (entry) => entry.type === "windowType" && entry.isDefault && entry.value === "due-ante",
      ),
  );
  if (!found) throw new Error("no two-sash window in the demo catalogue");
  twoSashWindowId = found.id;
});

const postAsPage = (client: Customer, pathname: string, fields: Record<string, string>) =>
  client.request(pathname, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });

async function saveWindow(client: Customer, name: string, width: number, height: number): Promise<number> {
  const body = firstValidConfiguration(catalogue, twoSashWindowId);
  const saved = await client.json<{ id: number }>("/api/saved-configurations", {
    method: "POST",
    json: { ...body, dimensions: { width, height }, name },
  });
  expect(saved.status).toBe(201);
  return saved.body.id;
}

describe("Le mie configurazioni", () => {
  it("shows each card's size, «Aggiungi al carrello» and «Copia link»; the button puts it in the cart without JavaScript", async () => {
    const buyer = await registeredCustomer(app);
    const id = await saveWindow(buyer, "Cucina", 1200, 1400);
    const page = readableText(await visibleHtml(await buyer.request("/saved-configurations")));
    expect(page).toContain("1200 × 1400 mm");
    expect(page).toContain("Aggiungi al carrello");
    expect(page).toContain("Copia link");

    const added = await postAsPage(buyer, "/saved-configurations", { intent: "add-to-cart", id: String(id) });
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/cart");
    const cart =
      await buyer.json<{ dimensions: { width: number; height: number }; calculatedPrice: number }[]>(
        "/api/cart",
      );
    expect(cart.body).toHaveLength(1);
    expect(cart.body[0]!.dimensions).toEqual({ width: 1200, height: 1400 });
    // The server's own price of that configuration.
    const price = await buyer.json<{ price: number }>("/api/price", {
      method: "POST",
      json: {
        ...firstValidConfiguration(catalogue, twoSashWindowId),
        dimensions: { width: 1200, height: 1400 },
      },
    });
    expect(cart.body[0]!.calculatedPrice).toBe(price.body.price);
  });

  it("refuses a size the factory cannot make with its message on the card, and adds nothing", async () => {
    const buyer = await registeredCustomer(app);
    const id = await saveWindow(buyer, "Vetrata", 6000, 6000);
    const refused = await postAsPage(buyer, "/saved-configurations", {
      intent: "add-to-cart",
      id: String(id),
    });
    expect(refused.status).toBe(400);
    expect(readableText(await visibleHtml(refused))).toContain("la larghezza va da 800 a 2.400 mm");
    expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);
  });

  it("answers another customer's configuration as not found", async () => {
    const owner = await registeredCustomer(app);
    const id = await saveWindow(owner, "Bagno", 1000, 1000);
    const other = await registeredCustomer(app);
    const answer = await postAsPage(other, "/saved-configurations", {
      intent: "add-to-cart",
      id: String(id),
    });
    expect(answer.status).toBe(404);
    expect((await other.json<unknown[]>("/api/cart")).body).toEqual([]);
  });
});

describe("the codice fiscale in «I miei dati» and the checkout's prefill", () => {
  it("keeps a valid codice fiscale in capitals and the checkout prefills it with the split address", async () => {
    const buyer = await registeredCustomer(app);
    const { body: user } = await buyer.json<{ email: string }>("/api/user");
    const saved = await postAsPage(buyer, "/profilo", {
      intent: "profile",
      firstName: "Mario",
      email: user.email,
      address: "Via dell'Indipendenza, 5 - 40121 Bologna BO",
      fiscalCode: "rssmra85m01h501q",
    });
    expect(saved.status).toBe(302);
    const profile = await visibleHtml(await buyer.request("/profilo"));
    expect(profile).toContain('value="RSSMRA85M01H501Q"');

    await addFirstWindowToCart(buyer, catalogue);
    const checkout = await visibleHtml(await buyer.request("/checkout"));
    for (const value of [
      'value="RSSMRA85M01H501Q"',
      `value="Via dell&#x27;Indipendenza"`,
      'value="5"',
      'value="40121"',
      'value="Bologna"',
    ]) {
      expect(checkout).toContain(value);
    }
    expect(checkout).toMatch(/<option value="BO" selected="">Bologna \(BO\)<\/option>/);
  });

  it("refuses a wrong codice fiscale beside its field with the checkout's message, and saves nothing", async () => {
    const buyer = await registeredCustomer(app);
    const refused = await postAsPage(buyer, "/profilo", {
      intent: "profile",
      firstName: "Nuovo",
      fiscalCode: "RSSMRA85M01H501A",
    });
    expect(refused.status).toBe(400);
    const html = await visibleHtml(refused);
    expect(readableText(html)).toContain("controlla il carattere di controllo");
    expect(html).toContain('value="RSSMRA85M01H501A"');
    const { body } = await buyer.json<{ firstName: string }>("/api/user");
    expect(body.firstName).toBe("Mario");
  });
});
