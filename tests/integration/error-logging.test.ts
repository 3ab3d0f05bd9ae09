import { sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type Customer,
  registeredCustomer,
  validCheckoutForm,
  validShipping,
} from "../support/api-client.ts";
import { sharedTestApp } from "../support/test-app.ts";
import { addFirstWindowToCart, loadPricingCatalogue } from "../support/window-fixtures.ts";

// What an operator reads when something breaks: one JSON line per failure
// with an error code and a message, never the customer's data from the SQL
// parameters, never a multi-line stack. Client mistakes are not errors.

const logLines: Record<string, unknown>[] = [];
const consoleOutput: string[] = [];
const app = sharedTestApp({ log: (line) => logLines.push(line) });
let buyer: Customer;

beforeAll(async () => {
  const catalogue = await loadPricingCatalogue(app);
  buyer = await registeredCustomer(app);
  await addFirstWindowToCart(buyer, catalogue);
  // Every new order now fails inside the database, with the shipping details among its parameters.
  await app.db.execute(sql`alter table orders add constraint refuse_every_order check (false) not valid`);
});
beforeEach(() => {
  logLines.length = 0;
  consoleOutput.length = 0;
  for (const method of ["log", "error", "warn", "info"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleOutput.push(args.map((arg) => (arg instanceof Error ? `${arg.stack}` : String(arg))).join(" "));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

const personalData = [validShipping.name, validShipping.email, validShipping.phone, validShipping.address];

/** Everything the process wrote, as text. */
const everything = () => [...logLines.map((line) => JSON.stringify(line)), ...consoleOutput].join("\n");

function expectOneCleanErrorLine() {
  expect(consoleOutput).toEqual([]);
  const errors = logLines.filter((line) => line.level === "error" && line.msg !== "request");
  expect(errors).toHaveLength(1);
  const [error] = errors;
  expect(error).toMatchObject({ code: "23514", requestId: expect.any(String) });
  expect(typeof error!.message).toBe("string");
  const text = everything();
  for (const value of personalData) expect(text).not.toContain(value);
  expect(text).not.toMatch(/params:|insert into|\n\s+at /i);
  for (const line of logLines)
    for (const value of Object.values(line)) expect(String(value)).not.toContain("\n");
}

describe("a database error", () => {
  it("in the JSON API is answered in Italian and logged as one line without personal data", async () => {
    const { status, body } = await buyer.json("/api/orders", {
      method: "POST",
      json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
    });
    expect(status).toBe(500);
    expect(body).toEqual({ message: "Si è verificato un errore interno. Riprova più tardi." });
    expectOneCleanErrorLine();
  });

  it("in a page's action is logged the same way", async () => {
    const response = await buyer.request("/checkout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...validCheckoutForm, paymentMethod: "carta" }).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).not.toMatch(/failed query|params:/i);
    expectOneCleanErrorLine();
  });
});

describe("a method a route does not support", () => {
  it.each(["/", "/chi-siamo", "/product/1"])(
    "POST %s answers a 405 page in Italian and logs no error",
    async (path) => {
      const response = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      // What the visitor reads; React Router's hydration data (scripts) keeps its own wording.
      const visible = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
      expect(visible).toContain("<title>Metodo non consentito | Aurora Serramenti</title>");
      expect(visible).toMatch(/<h1[^>]*>Metodo non consentito<\/h1>/);
      expect(visible).not.toMatch(/You made a POST request|did not provide an `action`/);
      expect(consoleOutput).toEqual([]);
      expect(logLines.filter((line) => line.level === "error")).toEqual([]);
    },
  );

  it.each([
    ["POST", "/api/products"],
    ["DELETE", "/api/categories"],
    ["PUT", "/api/user"],
  ])("%s %s answers 405 with an Italian JSON message and logs no error", async (method, path) => {
    const response = await app.request(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({ message: "Metodo non consentito" });
    expect(consoleOutput).toEqual([]);
    expect(logLines.filter((line) => line.level === "error")).toEqual([]);
  });

  it.each([
    ["PUT", "/api/price", "POST"],
    ["GET", "/api/login", "POST"],
    ["POST", "/api/cart/1", "PATCH, DELETE"],
    ["PUT", "/api/wishlist", "GET, HEAD, POST, DELETE"],
  ])("%s %s, an API route with other methods, answers 405 with Allow: %s", async (method, path, allow) => {
    const response = await app.request(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect((await response.json()).message).toMatch(/^Metodo non consentito: usa /);
    expect(logLines.filter((line) => line.level === "error")).toEqual([]);
  });

  it.each([
    ["POST", "/healthz"],
    ["DELETE", "/healthz"],
    ["PUT", "/readyz"],
    ["POST", "/readyz"],
  ])(
    "%s %s, a health check, answers 405 with the Italian JSON message and Allow: GET, HEAD",
    async (method, path) => {
      const response = await app.request(path, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: "Metodo non consentito" });
      expect(consoleOutput).toEqual([]);
      expect(logLines.filter((line) => line.level === "error")).toEqual([]);
    },
  );

  it("a .data request for a page without an action logs no error either", async () => {
    const response = await app.request("/chi-siamo.data", { method: "POST" });
    expect(response.status).toBe(405);
    expect(consoleOutput).toEqual([]);
    expect(logLines.filter((line) => line.level === "error")).toEqual([]);
  });
});
