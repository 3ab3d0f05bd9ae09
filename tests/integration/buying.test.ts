import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eurosToCents } from "#app/domain/italian-formats/money.ts";
import * as schema from "#db/schema.ts";
import { type Customer, registeredCustomer, validShipping } from "../support/api-client.ts";
import { sharedTestApp } from "../support/test-app.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
} from "../support/window-fixtures.ts";

const app = sharedTestApp();
let catalogue: PricingCatalogue;

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
});

const configuration = () => firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);

async function serverPrice(): Promise<number> {
  const response = await app.request("/api/price", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(configuration()),
  });
  return eurosToCents(((await response.json()) as { price: number }).price);
}

async function addLine(client: Customer, extra: Record<string, unknown> = {}) {
  const { status, body } = await client.json<{ id: number; calculatedPrice: number; quantity: number }>(
    "/api/cart",
    {
      method: "POST",
      json: { ...configuration(), ...extra },
    },
  );
  expect(status).toBe(201);
  return body;
}

describe("cart", () => {
  it("prices a line on the server and ignores a client-sent price and userId", async () => {
    const buyer = await registeredCustomer(app);
    const other = await registeredCustomer(app);
    const line = await addLine(buyer, { calculatedPrice: 0.01, userId: 1, quantity: 1 });
    expect(eurosToCents(line.calculatedPrice)).toBe(await serverPrice());

    const [row] = await app.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, line.id));
    expect(row!.unitPriceCents).toBe(await serverPrice());
    const me = (await buyer.json<{ id: number }>("/api/user")).body;
    expect(row!.userId).toBe(me.id);
    expect((await other.json<unknown[]>("/api/cart")).body).toEqual([]);
  });

  it("changes quantities between 1 and 99 and removes lines", async () => {
    const buyer = await registeredCustomer(app);
    const line = await addLine(buyer);
    expect(
      (await buyer.json(`/api/cart/${line.id}`, { method: "PATCH", json: { quantity: 3 } })).status,
    ).toBe(200);
    for (const quantity of [0, 100, -1, 1.5, "tre", null]) {
      const { status, body } = await buyer.json<{ message: string }>(`/api/cart/${line.id}`, {
        method: "PATCH",
        json: { quantity },
      });
      expect(status, String(quantity)).toBe(400);
      expect(body.message).toMatch(/quantità/i);
    }
    const [{ quantity }] = (await buyer.json<{ quantity: number }[]>("/api/cart")).body as [
      { quantity: number },
    ];
    expect(quantity).toBe(3);
    expect((await buyer.json(`/api/cart/${line.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);
  });

  it("asks a guest to sign in", async () => {
    const guest = await app.request("/api/cart");
    expect(guest.status).toBe(401);
    expect((await guest.json()).message).toMatch(/accedere/);
  });
});

describe("checkout", () => {
  it("creates a pending order from the cart with the server's total and empties the cart", async () => {
    const buyer = await registeredCustomer(app);
    const first = await addLine(buyer);
    await buyer.json(`/api/cart/${first.id}`, { method: "PATCH", json: { quantity: 2 } });
    await addLine(buyer);
    const unit = await serverPrice();

    const { status, body } = await buyer.json<{
      id: number;
      status: string;
      totalAmount: number;
      notes: string;
      userId: number;
      items: { quantity: number; price: number }[];
    }>("/api/orders", {
      method: "POST",
      json: {
        shipping: validShipping,
        paymentMethod: "bonifico",
        withdrawalExclusionAccepted: true,
        userId: 1,
        totalAmount: 1,
        status: "completed",
      },
    });
    expect(status).toBe(201);
    expect(body.status).toBe("pending");
    expect(eurosToCents(body.totalAmount)).toBe(unit * 3);
    expect(body.notes).toBe("Pagamento con bonifico bancario");
    expect(body.items.map((item) => item.quantity)).toEqual([2, 1]);
    expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);

    const [row] = await app.db.select().from(schema.orders).where(eq(schema.orders.id, body.id));
    expect(row).toMatchObject({
      status: "pending",
      totalCents: unit * 3,
      shippingCity: "Bologna",
      shippingPostalCode: "40121",
      paymentMethod: "bonifico",
    });
    expect(row!.userId).not.toBe(1);

    const detail = await buyer.json<{ id: number }>(`/api/orders/${body.id}`);
    expect(detail.status).toBe(200);
    const list = await buyer.json<{ id: number }[]>("/api/orders");
    expect(list.body.map((order) => order.id)).toEqual([body.id]);
  });

  it("refuses an empty cart with 400", async () => {
    const buyer = await registeredCustomer(app);
    const { status, body } = await buyer.json("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Il carrello è vuoto" });
  });

  it.each([
    [{ ...validShipping, postalCode: "4012" }, "carta", /CAP di 5 cifre/],
    [{ ...validShipping, name: "" }, "carta", /nome e cognome/],
    [{ ...validShipping, email: "x" }, "carta", /email valido/],
    [{ ...validShipping, city: "  " }, "carta", /città/],
    [validShipping, "bitcoin", /metodo di pagamento/],
    [undefined, "carta", /./],
  ])("validates shipping and payment: %j %s", async (shipping, paymentMethod, message) => {
    const buyer = await registeredCustomer(app);
    await addLine(buyer);
    const { status, body } = await buyer.json<{ message: string }>("/api/orders", {
      method: "POST",
      json: { shipping, paymentMethod },
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
    expect((await buyer.json<unknown[]>("/api/cart")).body).toHaveLength(1);
  });

  it("creates exactly one order for 20 parallel submissions of one cart", async () => {
    const buyer = await registeredCustomer(app);
    await addLine(buyer);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.request("/api/orders", {
          method: "POST",
          json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    const me = (await buyer.json<{ id: number }>("/api/user")).body;
    const [orders] = await app.db
      .select({ value: count() })
      .from(schema.orders)
      .where(eq(schema.orders.userId, me.id));
    expect(orders!.value).toBe(1);
  });

  it("answers a retry with the same idempotency key with the same order", async () => {
    const buyer = await registeredCustomer(app);
    await addLine(buyer);
    const payload = {
      shipping: validShipping,
      paymentMethod: "portafoglio",
      withdrawalExclusionAccepted: true,
      idempotencyKey: "checkout-abc-12345",
    };
    const first = await buyer.json<{ id: number }>("/api/orders", { method: "POST", json: payload });
    await addLine(buyer);
    const retry = await buyer.json<{ id: number }>("/api/orders", { method: "POST", json: payload });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    // The retry did not order the newly added line.
    expect((await buyer.json<unknown[]>("/api/cart")).body).toHaveLength(1);
  });

  it("gives 50 customers checking out at once their own correct totals", async () => {
    const unit = await serverPrice();
    const buyers = await Promise.all(Array.from({ length: 50 }, () => registeredCustomer(app)));
    await Promise.all(
      buyers.map(async (buyer, index) => {
        const line = await addLine(buyer);
        const quantity = (index % 5) + 1;
        await buyer.json(`/api/cart/${line.id}`, { method: "PATCH", json: { quantity } });
      }),
    );
    const results = await Promise.all(
      buyers.map((buyer) =>
        buyer.json<{ totalAmount: number; items: { quantity: number }[] }>("/api/orders", {
          method: "POST",
          json: { shipping: validShipping, paymentMethod: "contrassegno", withdrawalExclusionAccepted: true },
        }),
      ),
    );
    results.forEach((result, index) => {
      expect(result.status).toBe(201);
      expect(eurosToCents(result.body.totalAmount)).toBe(unit * ((index % 5) + 1));
    });
  });
});

describe("wishlist and saved configurations", () => {
  it("adds to the wishlist idempotently, removes and clears", async () => {
    const buyer = await registeredCustomer(app);
    const productId = catalogue.configurable[0]!.id;
    const first = await buyer.json<{ id: number }>("/api/wishlist", { method: "POST", json: { productId } });
    const again = await buyer.json<{ id: number }>("/api/wishlist", { method: "POST", json: { productId } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await buyer.json<unknown[]>("/api/wishlist")).body).toHaveLength(1);
    expect((await buyer.json(`/api/wishlist/${first.body.id}`, { method: "DELETE" })).status).toBe(200);
    await buyer.json("/api/wishlist", { method: "POST", json: { productId } });
    expect((await buyer.json("/api/wishlist", { method: "DELETE" })).status).toBe(200);
    expect((await buyer.json<unknown[]>("/api/wishlist")).body).toEqual([]);
    expect((await buyer.json("/api/wishlist", { method: "POST", json: { productId: 999999 } })).status).toBe(
      404,
    );
  });

  it("saves configurations with the server's price, reprices on edit, keeps one default", async () => {
    const buyer = await registeredCustomer(app);
    const config = configuration();
    const create = (name: string) =>
      buyer.json<{ id: number; calculatedPrice: number; isDefault: boolean }>("/api/saved-configurations", {
        method: "POST",
        json: {
          name,
          productId: config.productId,
          options: config.options,
          dimensions: config.dimensions,
          calculatedPrice: 1,
        },
      });
    const a = await create("Soggiorno");
    const b = await create("Camera");
    expect(a.status).toBe(201);
    expect(eurosToCents(a.body.calculatedPrice)).toBe(await serverPrice());

    const edited = await buyer.json<{ calculatedPrice: number; name: string }>(
      `/api/saved-configurations/${a.body.id}`,
      {
        method: "PATCH",
        json: { name: "Soggiorno grande", dimensions: { width: 2400, height: 1400 } },
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe("Soggiorno grande");
    expect(edited.body.calculatedPrice).toBeGreaterThan(a.body.calculatedPrice);

    await buyer.json(`/api/saved-configurations/${a.body.id}/set-default`, { method: "POST" });
    await buyer.json(`/api/saved-configurations/${b.body.id}/set-default`, { method: "POST" });
    const list = (await buyer.json<{ id: number; isDefault: boolean }[]>("/api/saved-configurations")).body;
    expect(list.filter((item) => item.isDefault).map((item) => item.id)).toEqual([b.body.id]);

    expect((await buyer.json(`/api/saved-configurations/${a.body.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect((await buyer.json<unknown[]>("/api/saved-configurations")).body).toHaveLength(1);
  });
});

describe("access control: another user's ids answer 404 and change nothing", () => {
  it("covers every user-owned resource and verb", async () => {
    const owner = await registeredCustomer(app);
    const intruder = await registeredCustomer(app);
    const config = configuration();

    const cartLine = await addLine(owner);
    const wish = (
      await owner.json<{ id: number }>("/api/wishlist", {
        method: "POST",
        json: { productId: config.productId },
      })
    ).body;
    const saved = (
      await owner.json<{ id: number }>("/api/saved-configurations", {
        method: "POST",
        json: {
          name: "Mia",
          productId: config.productId,
          options: config.options,
          dimensions: config.dimensions,
        },
      })
    ).body;
    await addLine(owner);
    const order = (
      await owner.json<{ id: number }>("/api/orders", {
        method: "POST",
        json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
      })
    ).body;
    const cartLineAfterOrder = await addLine(owner);

    const snapshot = async () => ({
      cart: (await owner.json("/api/cart")).body,
      wishlist: (await owner.json("/api/wishlist")).body,
      saved: (await owner.json("/api/saved-configurations")).body,
      orders: (await owner.json("/api/orders")).body,
    });
    const before = await snapshot();

    const attempts: [string, string, unknown?][] = [
      ["PATCH", `/api/cart/${cartLineAfterOrder.id}`, { quantity: 5 }],
      ["DELETE", `/api/cart/${cartLineAfterOrder.id}`],
      ["PATCH", `/api/cart/${cartLine.id}`, { quantity: 5 }],
      ["GET", `/api/orders/${order.id}`],
      ["DELETE", `/api/wishlist/${wish.id}`],
      ["PATCH", `/api/saved-configurations/${saved.id}`, { name: "Rubata" }],
      ["DELETE", `/api/saved-configurations/${saved.id}`],
      ["POST", `/api/saved-configurations/${saved.id}/set-default`],
    ];
    for (const [method, path, json] of attempts) {
      const { status, body } = await intruder.json<{ message: string }>(path, { method, json });
      expect(status, `${method} ${path}`).toBe(404);
      expect(body.message, `${method} ${path}`).toMatch(/non trovat/);
    }
    expect(await snapshot()).toEqual(before);
    expect((await intruder.json<unknown[]>("/api/orders")).body).toEqual([]);
  });
});
