import { beforeAll, describe, expect, it } from "vitest";
import { type Customer, customer, registeredCustomer, validShipping } from "../support/api-client.ts";
import { sharedTestApp } from "../support/test-app.ts";
import { addFirstWindowToCart, loadPricingCatalogue } from "../support/window-fixtures.ts";

// Personal data must never be kept by the browser's or a shared cache: Back
// after logout, or the next user of a shared computer, would see it again.

const app = sharedTestApp();
let buyer: Customer;
let orderId: number;

beforeAll(async () => {
  const catalogue = await loadPricingCatalogue(app);
  buyer = await registeredCustomer(app);
  await addFirstWindowToCart(buyer, catalogue);
  const order = await buyer.json<{ id: number }>("/api/orders", {
    method: "POST",
    json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
  });
  expect(order.status).toBe(201);
  orderId = order.body.id;
});

function expectPrivateNoStore(response: Response, label: string) {
  const directives = (response.headers.get("cache-control") ?? "")
    .split(",")
    .map((directive) => directive.trim().toLowerCase());
  expect(directives, label).toContain("private");
  expect(directives, label).toContain("no-store");
  expect(
    directives.some((directive) => directive.startsWith("public")),
    label,
  ).toBe(false);
}

describe("responses to a signed-in customer are private, no-store", () => {
  const personalPages = () => [
    "/cart",
    "/checkout",
    "/orders",
    `/orders/${orderId}`,
    "/wishlist",
    "/saved-configurations",
    "/auth",
  ];

  it("on the personal pages and their .data answers", async () => {
    for (const path of personalPages()) {
      const page = await buyer.request(path, { redirect: "manual" });
      expect(page.status, path).toBeLessThan(400);
      expectPrivateNoStore(page, path);
      const data = await buyer.request(`${path}.data`, { redirect: "manual" });
      expect(data.status, `${path}.data`).toBeLessThan(400);
      expectPrivateNoStore(data, `${path}.data`);
    }
  });

  it("on public pages too, whose root loader carries the customer's name and cart", async () => {
    for (const path of ["/", "/chi-siamo", "/_root.data", "/chi-siamo.data", "/category/finestre", "/nope"]) {
      const response = await buyer.request(path, { redirect: "manual" });
      expectPrivateNoStore(response, path);
    }
  });

  it("on the personal JSON API and any other API answer", async () => {
    for (const path of [
      "/api/user",
      "/api/cart",
      "/api/orders",
      `/api/orders/${orderId}`,
      "/api/wishlist",
      "/api/saved-configurations",
      "/api/products",
      "/robots.txt",
    ]) {
      const response = await buyer.request(path);
      expect(response.status, path).toBe(200);
      expectPrivateNoStore(response, path);
    }
  });
});

describe("personal routes are private, no-store for guests as well", () => {
  it("answers the sign-in page, the redirects of guarded pages and sign-in answers with no-store", async () => {
    const guest = customer(app);
    for (const path of ["/auth", "/auth.data", "/cart", "/orders", `/orders/${orderId}.data`, "/api/cart"]) {
      const response = await guest.request(path, { redirect: "manual" });
      expectPrivateNoStore(response, path);
    }
    const login = await guest.request("/api/login", {
      method: "POST",
      json: { username: buyer.username, password: buyer.password },
    });
    expect(login.status).toBe(200);
    expectPrivateNoStore(login, "POST /api/login");
  });

  it("leaves a guest's public, cacheable files public", async () => {
    const robots = await app.request("/robots.txt");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
