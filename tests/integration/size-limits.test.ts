import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { registeredCustomer, validShipping } from "../support/api-client.ts";
import { announcedCatalogueChange } from "../support/catalogue-admin.ts";
import { sharedTestApp } from "../support/test-app.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
  postJson,
} from "../support/window-fixtures.ts";

// The sizes the factory can make (docs/product/window-price.md#sizes-the-factory-can-make,
// ADR 030): POST /api/price prices any size and says whether it can be made; a
// cart line and a quote request refuse a size outside the limits at its field;
// a cart line stored before a limit narrowed stays, flagged, and the checkout
// refuses the cart until it is changed.

const app = sharedTestApp();
let catalogue: PricingCatalogue;
let twoSashWindow: PricingCatalogue["configurable"][number];

const TWO_SASH_WIDTH = "Per una finestra a due ante la larghezza va da 800 a 2.400 mm";
const TWO_SASH_HEIGHT = "Per una finestra a due ante l'altezza va da 500 a 2.200 mm";

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
  // A window whose defaults are two sashes opening anta-ribalta (no vasistas: its opening has its own row).
  const found = catalogue.configurable.find(
    (product) =>
      product.category.slug === "finestre" &&
      (catalogue.optionsOf.get(product.id) ?? []).some(
        (entry) => entry.type === "openingType" && entry.isDefault && entry.value === "anta-ribalta",
      ),
  );
  if (!found) throw new Error("no two-sash window in the demo catalogue");
  twoSashWindow = found;
});

const sized = (width: number, height: number) => {
  const body = firstValidConfiguration(catalogue, twoSashWindow.id);
  expect(body.options.windowType).toBe("due-ante");
  return { ...body, dimensions: { width, height } };
};

interface PriceAnswer {
  price: number;
  makeable: boolean;
  sizeLimit: { minWidthMm: number; maxWidthMm: number; widthText: string; heightText: string } | null;
  sizeErrors: Record<string, string> | null;
}

describe("POST /api/price", () => {
  it("prices a size the factory cannot make, and says so by field", async () => {
    const response = await postJson(app, "/api/price", sized(6000, 6000));
    expect(response.status).toBe(200);
    const body = (await response.json()) as PriceAnswer;
    expect(body.price).toBeGreaterThan(0);
    expect(body.makeable).toBe(false);
    expect(body.sizeErrors).toEqual({
      "dimensions.width": TWO_SASH_WIDTH,
      "dimensions.height": TWO_SASH_HEIGHT,
    });
    expect(body.sizeLimit).toMatchObject({ minWidthMm: 800, maxWidthMm: 2400, widthText: TWO_SASH_WIDTH });
  });

  it("says a size within the limits can be made, with the limit that applies", async () => {
    const body = (await (await postJson(app, "/api/price", sized(1200, 1400))).json()) as PriceAnswer;
    expect(body).toMatchObject({
      makeable: true,
      sizeErrors: null,
      sizeLimit: { heightText: TWO_SASH_HEIGHT },
    });
  });

  it("takes the opening's own row over the sashes' one (a vasistas)", async () => {
    const body = (await (
      await postJson(app, "/api/price", {
        ...sized(1200, 1400),
        // A vasistas has no hand (docs/product/window-options.md#hand).
        options: { ...sized(1200, 1400).options, openingType: "vasistas", openingSide: "" },
      })
    ).json()) as PriceAnswer;
    expect(body.sizeLimit?.widthText).toBe("Per una finestra a vasistas la larghezza va da 400 a 1.800 mm");
    expect(body.makeable).toBe(true);
  });
});

describe("selling a size", () => {
  it("refuses a cart line outside the limits with the field's sentence, saving nothing", async () => {
    const buyer = await registeredCustomer(app);
    const added = await buyer.json<{ message: string; errors?: Record<string, string> }>("/api/cart", {
      method: "POST",
      json: sized(300, 5000),
    });
    expect(added.status).toBe(400);
    expect(added.body.message).toBe(TWO_SASH_WIDTH);
    expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);
  });

  it("refuses a quote request outside the limits, saving nothing", async () => {
    const [before] = await app.db.select({ n: count() }).from(schema.quoteRequests);
    const response = await postJson(app, "/api/quote-requests", {
      ...sized(2000, 2300),
      customerName: "Giulia Bianchi",
      customerEmail: "giulia.bianchi@example.it",
      customerPhone: "3331234567",
      privacyConsent: true,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: TWO_SASH_HEIGHT });
    const [after] = await app.db.select({ n: count() }).from(schema.quoteRequests);
    expect(after!.n).toBe(before!.n);
  });

  it("keeps a saved configuration of any size: saving is not buying", async () => {
    const buyer = await registeredCustomer(app);
    const saved = await buyer.json("/api/saved-configurations", {
      method: "POST",
      json: { ...sized(6000, 6000), name: "Vetrata del soggiorno" },
    });
    expect(saved.status).toBe(201);
  });
});

describe("a cart line from before a limit narrowed", () => {
  const narrowTwoSashWidth = (maxWidthMm: number) =>
    announcedCatalogueChange(app.db, async (tx) => {
      await tx
        .update(schema.sizeLimits)
        .set({ maxWidthMm })
        .where(eq(schema.sizeLimits.key, "window:due-ante:*"));
    });
  afterAll(() => narrowTwoSashWidth(2400));

  it("stays in the cart, flagged with the limit, and the checkout refuses the cart until it changes", async () => {
    const buyer = await registeredCustomer(app);
    const added = await buyer.json<{ id: number }>("/api/cart", { method: "POST", json: sized(1800, 1400) });
    expect(added.status).toBe(201);
    await narrowTwoSashWidth(1600);
    const narrowed = "Per una finestra a due ante la larghezza va da 800 a 1.600 mm";

    const cart =
      await buyer.json<{ id: number; available: boolean; unavailableReason: string | null }[]>("/api/cart");
    expect(cart.body).toEqual([
      expect.objectContaining({
        id: added.body.id,
        available: false,
        unavailableReason: `Il prodotto «${twoSashWindow.name}»: ${narrowed}. Cambia la misura per completare l'ordine.`,
      }),
    ]);

    const order = await buyer.json<{ message: string }>("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "bonifico", withdrawalExclusionAccepted: true },
    });
    expect(order.status).toBe(409);
    expect(order.body.message).toContain(narrowed);
    expect((await buyer.json<unknown[]>("/api/cart")).body).toHaveLength(1);

    // Changed to a size the factory makes, the line is ordered as any other.
    const changed = await buyer.json(`/api/cart/${added.body.id}`, {
      method: "PATCH",
      json: sized(1500, 1400),
    });
    expect(changed.status).toBe(200);
    const [line] = await buyer.json<{ available: boolean }[]>("/api/cart").then((r) => r.body);
    expect(line).toMatchObject({ available: true });
  });
});
