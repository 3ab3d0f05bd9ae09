// The largest order the shop takes (docs/product/buying.md#cart-size): 50
// windows, each with installation and removal, 150 lines in all, placed through
// the API by a new customer, as the bench and the system tests need it.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { randomBytes } from "node:crypto";
import { productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import { MAX_ORDER_LINES, MAX_ORDER_POSITIONS } from "#app/domain/orders/order-totals.ts";
import { validShipping } from "../../tests/support/api-client.ts";
import {
  defaultOptionValuesOf,
  referenceSize,
  windowConfiguration,
} from "../../tests/support/window-configuration.ts";

/** Every configured position takes these two, which windows and shutters alike offer. */
const SERVICES = ["installation", "removal"];

export interface PlacedOrder {
  /** The buyer's session cookie (`name=value`). */
  cookie: string;
  orderId: number;
}

async function call(base: string, cookie: string, method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { cookie, origin: base, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A valid POST /api/cart body for each window-configurator product, with its defaults (ADR 015). */
export async function windowBodies(base: string): Promise<Record<string, unknown>[]> {
  const products = (await fetch(`${base}/api/products`).then((r) => r.json())) as ({
    id: number;
    category: { slug: string };
  } & Parameters<typeof productConfigurator>[0])[];
  const windows = products.filter((product) => productConfigurator(product) === "window");
  return Promise.all(
    windows.map(async (product) => {
      const entries = (await fetch(`${base}/api/calculator-options?productId=${product.id}`).then((r) =>
        r.json(),
      )) as Parameters<typeof defaultOptionValuesOf>[0];
      return windowConfiguration(product.id, defaultOptionValuesOf(entries), referenceSize(product));
    }),
  );
}

/** A new customer, signed in: their session cookie (`name=value`). */
export async function registerCustomer(base: string): Promise<string> {
  const username = `ordine_${randomBytes(5).toString("hex")}`;
  const registered = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username, password: "Ordine-Grande-2026!", email: `${username}@example.it` }),
  });
  const cookie = registered.headers.get("set-cookie")?.split(";")[0];
  if (!registered.ok || !cookie) throw new Error(`POST /api/register answered ${registered.status}`);
  return cookie;
}

/**
 * The customer orders `positions` windows (the products in turn), each with
 * `services`, by bank transfer: each order's content differs from any other's
 * (its number at least), so its PDF is rendered afresh.
 */
export async function placeWindowOrder(
  base: string,
  cookie: string,
  bodies: Record<string, unknown>[],
  positions: number,
  services: readonly string[] = [],
): Promise<PlacedOrder> {
  for (let position = 0; position < positions; position++) {
    const body = bodies[position % bodies.length];
    await call(base, cookie, "POST", "/api/cart", { ...body, services });
  }
  const order = (await (
    await call(base, cookie, "POST", "/api/orders", {
      shipping: validShipping,
      paymentMethod: "bonifico",
      withdrawalExclusionAccepted: true,
    })
  ).json()) as { id: number };
  return { cookie, orderId: order.id };
}

/** The largest order the shop takes: 50 windows with two services each, 150 lines; by a new customer unless given. */
export async function placeLargestOrder(
  base: string,
  bodies: Record<string, unknown>[],
  cookie?: string,
): Promise<PlacedOrder> {
  if (MAX_ORDER_POSITIONS * (1 + SERVICES.length) !== MAX_ORDER_LINES)
    throw new Error("the largest order no longer fills every line");
  return placeWindowOrder(
    base,
    cookie ?? (await registerCustomer(base)),
    bodies,
    MAX_ORDER_POSITIONS,
    SERVICES,
  );
}
