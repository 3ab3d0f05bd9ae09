import { beforeAll, describe, expect, it } from "vitest";
import { postForm, registeredCustomer, validCheckoutForm, visibleHtml } from "../support/api-client.ts";
import { contactFormFields } from "../support/lead-fixtures.ts";
import { GENEROUS_PUBLIC_FORM_LIMIT, sharedTestApp } from "../support/test-app.ts";
import {
  addFirstWindowToCart,
  loadPricingCatalogue,
  type PricingCatalogue,
} from "../support/window-fixtures.ts";

// Redirect-with-toast: a plain form post (no JavaScript) is redirected, and the
// page it lands on shows the notice once, from a signed cookie the server clears.

const app = sharedTestApp({ publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT });
let catalogue: PricingCatalogue;

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
});

/** The name=value pair of the flash cookie an answer sets, or null. */
function flashCookieFrom(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((value) => /^(__Host-)?flash=/.test(value));
  return cookie ? (cookie.split(";")[0] ?? null) : null;
}

/** The server-rendered notices region, where the toaster shows its toasts. */
function noticesIn(html: string): string {
  return /<section aria-label="Notifiche"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
}

describe("a plain form post redirects with a toast", () => {
  it("the contact form lands on /contatti, which shows the notice once and clears it", async () => {
    const sent = await postForm(app, "/contatti", contactFormFields);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/contatti");
    const flash = flashCookieFrom(sent);
    expect(flash).not.toBeNull();

    const landing = await app.request("/contatti", { headers: { cookie: flash! } });
    const notices = noticesIn(await visibleHtml(landing));
    expect(notices).toContain("Messaggio inviato");
    expect(notices).toContain("Ti contatteremo al più presto!");
    // Read once: the same answer clears the cookie, and no cache keeps the notice for someone else.
    expect(landing.headers.getSetCookie().some((value) => /^(__Host-)?flash=;.*Max-Age=0/.test(value))).toBe(
      true,
    );
    expect(landing.headers.get("cache-control")).toBe("private, no-store");

    const again = await app.request("/contatti");
    expect(noticesIn(await visibleHtml(again))).toBe("");
  });

  it("ignores, and clears, a flash cookie the server did not sign", async () => {
    const forged = Buffer.from(JSON.stringify({ title: "Hai vinto un premio" })).toString("base64url");
    const response = await app.request("/contatti", {
      headers: { cookie: `__Host-flash=${forged}.bad-signature; flash=${forged}.bad-signature` },
    });
    const html = await visibleHtml(response);
    expect(html).not.toContain("Hai vinto un premio");
    expect(response.headers.getSetCookie().some((value) => /^(__Host-)?flash=;.*Max-Age=0/.test(value))).toBe(
      true,
    );
  });

  it("the cart's removal lands on /cart with 'Prodotto rimosso'", async () => {
    const buyer = await registeredCustomer(app);
    const lineId = await addFirstWindowToCart(buyer, catalogue);
    const removed = await postForm(
      app,
      "/cart",
      { intent: "remove", lineId: String(lineId) },
      { cookie: buyer.cookie! },
    );
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/cart");
    const landing = await app.request("/cart", {
      headers: { cookie: `${buyer.cookie}; ${flashCookieFrom(removed)}` },
    });
    expect(noticesIn(await visibleHtml(landing))).toContain("Prodotto rimosso");
  });

  it("the checkout lands on the new order with the thank-you notice", async () => {
    const buyer = await registeredCustomer(app);
    await addFirstWindowToCart(buyer, catalogue);
    const placed = await postForm(
      app,
      "/checkout",
      { ...validCheckoutForm, paymentMethod: "bonifico", idempotencyKey: "flash-toast-checkout-1" },
      { cookie: buyer.cookie! },
    );
    expect(placed.status).toBe(302);
    const location = placed.headers.get("location") ?? "";
    expect(location).toMatch(/^\/orders\/\d+$/);
    const landing = await app.request(location, {
      headers: { cookie: `${buyer.cookie}; ${flashCookieFrom(placed)}` },
    });
    expect(noticesIn(await visibleHtml(landing))).toContain("Grazie! Il tuo ordine è stato ricevuto.");
  });

  it("an enhanced submission gets data, not a redirect or a flash cookie", async () => {
    const buyer = await registeredCustomer(app);
    const lineId = await addFirstWindowToCart(buyer, catalogue);
    const removed = await postForm(
      app,
      "/cart",
      { intent: "remove", lineId: String(lineId), js: "1" },
      { cookie: buyer.cookie! },
    );
    expect(removed.status).toBe(200);
    expect(flashCookieFrom(removed)).toBeNull();
  });
});
