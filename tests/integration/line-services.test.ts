import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderStoredMail } from "../../app/server/mail/templates.server.ts";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  postForm,
  readableText,
  registeredCustomer,
  validCheckoutForm,
  validShipping,
  visibleHtml,
} from "../support/api-client.ts";
import { pdfText } from "../support/pdf-reader.ts";
import { SETUP_TIMEOUT_MS, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
} from "../support/window-fixtures.ts";

// Services on a configured line (docs/product/buying.md#services): chosen by
// code, priced by the server from the catalogue and the line's own sizes, and
// shown as their own rows from the cart to the order, its PDF and its e-mail.
//
// The starting prices: installation 60,00 €/m² with 120,00 € at least per
// piece, removal 50,00 € a piece, subframe 18,00 € per metre of perimeter. The
// test window is 1200 × 1400 mm: 1,68 m² (installation at its minimum,
// 120,00 €) and 5,20 m of perimeter (subframe 93,60 €).

const INSTALLATION_CENTS = 12_000;
const REMOVAL_CENTS = 5_000;
const SUBFRAME_CENTS = 9_360;

let app: TestApp;
let catalogue: PricingCatalogue;

beforeAll(async () => {
  ({ app } = await startStaffWorld());
  catalogue = await loadPricingCatalogue(app);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const windowBody = () => firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
const cents = (euros: number) => Math.round(euros * 100);

interface CartLineJson {
  id: number;
  calculatedPrice: number;
  lineTotal: number;
  quantity: number;
  services: { code: string; label: string; detail: string; unitPrice: number; total: number }[];
}

async function addWindow(buyer: Customer, extra: Record<string, unknown>) {
  return buyer.json<CartLineJson & { message?: string }>("/api/cart", {
    method: "POST",
    json: { ...windowBody(), ...extra },
  });
}

describe("adding a line with services through the API", () => {
  it("prices each chosen service on the server and ignores any amount the client sends", async () => {
    const buyer = await registeredCustomer(app);
    const added = await addWindow(buyer, {
      quantity: 2,
      services: ["removal", "installation"],
      // Tampering: amounts a client might send are never read.
      price: 1,
      lineTotal: 1,
      servicePrices: { installation: 0.01, removal: 0.01 },
    });
    expect(added.status).toBe(201);
    const line = added.body;
    expect(line.services.map(({ code, unitPrice, total }) => ({ code, unitPrice, total }))).toEqual([
      { code: "installation", unitPrice: INSTALLATION_CENTS / 100, total: (2 * INSTALLATION_CENTS) / 100 },
      { code: "removal", unitPrice: REMOVAL_CENTS / 100, total: (2 * REMOVAL_CENTS) / 100 },
    ]);
    expect(line.services[0]?.label).toBe("Posa in opera");
    expect(line.services[0]?.detail.replace(/\s/g, " ")).toBe("1,68 m² × 60,00 €/m², minimo 120,00 €");
    expect(cents(line.lineTotal)).toBe(
      2 * cents(line.calculatedPrice) + 2 * (INSTALLATION_CENTS + REMOVAL_CENTS),
    );

    // GET /api/cart says the same.
    const cart = await buyer.json<CartLineJson[]>("/api/cart");
    expect(cart.body[0]?.services.map((service) => service.code)).toEqual(["installation", "removal"]);
  });

  it.each([
    [{ services: ["montaggio"] }, "Servizio sconosciuto"],
    [{ services: "installation" }, "Servizi non validi"],
    [{ services: [{ code: "installation", total: 1 }] }, "Servizio sconosciuto"],
  ])("refuses %j with 400 and an Italian message, adding nothing", async (extra, message) => {
    const buyer = await registeredCustomer(app);
    const refused = await addWindow(buyer, extra);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);
  });
});

/** A page as a reader takes it in: the text, spaces collapsed, without tags. */
/** The cart form's post: the ticked boxes share the name `services`. */
function postServices(client: Customer, lineId: number, services: string[], extra: [string, string][] = []) {
  const body = new URLSearchParams([
    ["intent", "services"],
    ["lineId", String(lineId)],
    ...services.map((code): [string, string] => ["services", code]),
    ...extra,
  ]);
  return app.request("/cart", {
    method: "POST",
    body,
    headers: { cookie: client.cookie! },
    redirect: "manual",
  });
}

function setServicePrice(priceCents: number) {
  return app.db
    .update(schema.servicePrices)
    .set({ priceCents })
    .where(eq(schema.servicePrices.code, "removal"));
}

describe("choosing services on the cart page", () => {
  it("a plain form post sets them, the page shows each row, and another customer's line answers 404", async () => {
    const buyer = await registeredCustomer(app);
    const line = (await addWindow(buyer, {})).body;
    const chosen = await postServices(buyer, line.id, ["installation", "subframe"]);
    expect(chosen.status).toBe(302);

    const html = await visibleHtml(await buyer.request("/cart"));
    const page = readableText(html);
    expect(page).toContain("Servizi per Finestra");
    expect(page).toContain("Posa in opera (1,68 m² × 60,00 €/m², minimo 120,00 €) 120,00 €");
    expect(page).toContain("Falso telaio (5,20 m × 18,00 €/m) 93,60 €");
    // The ticked boxes are the saved choice.
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="installation"/);
    expect(html).not.toMatch(/<input[^>]*checked=""[^>]*value="removal"/);

    const stranger = await registeredCustomer(app);
    const refused = await postServices(stranger, line.id, ["removal"]);
    expect(refused.status).toBe(404);
    const [stored] = await app.db
      .select({ services: schema.cartItems.services })
      .from(schema.cartItems)
      .where(eq(schema.cartItems.id, line.id));
    expect(stored?.services).toEqual(["installation", "subframe"]);
  });
});

describe("ordering a line with services", () => {
  it("the order, its page, its PDF and its e-mail carry each service as its own row, in the total", async () => {
    const buyer = await registeredCustomer(app);
    const line = (await addWindow(buyer, { services: ["installation", "removal", "subframe"] })).body;
    const servicesCents = INSTALLATION_CENTS + REMOVAL_CENTS + SUBFRAME_CENTS;
    expect(cents(line.lineTotal)).toBe(cents(line.calculatedPrice) + servicesCents);

    const placed = await postForm(
      app,
      "/checkout",
      {
        ...validCheckoutForm,
        paymentMethod: "bonifico",
        expectedTotalCents: String(cents(line.lineTotal)),
        // With installation the checkout asks the building's use; a renovation stays at 22 % (docs/product/vat.md).
        residential: "si",
        workKind: "ristrutturazione",
      },
      { cookie: buyer.cookie! },
    );
    expect(placed.status).toBe(302);
    const me = (await buyer.json<{ id: number }>("/api/user")).body;
    const [order] = await app.db.select().from(schema.orders).where(eq(schema.orders.userId, me.id));
    expect(order?.totalCents).toBe(cents(line.lineTotal));
    const [item] = await app.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order!.id));
    expect(item?.services.map((service) => [service.code, service.totalCents])).toEqual([
      ["installation", INSTALLATION_CENTS],
      ["removal", REMOVAL_CENTS],
      ["subframe", SUBFRAME_CENTS],
    ]);
    expect(item?.lineTotalCents).toBe(cents(line.lineTotal));

    const page = readableText(await visibleHtml(await buyer.request(`/orders/${order!.id}`)));
    expect(page).toContain("Rimozione e smaltimento del vecchio serramento (a pezzo) 50,00 €");
    expect(page).toContain("Falso telaio (5,20 m × 18,00 €/m) 93,60 €");

    const pdf = pdfText(
      new Uint8Array(await (await buyer.request(`/orders/${order!.id}/pdf`)).arrayBuffer()),
    );
    const pdfLine = pdf.replace(/\s+/g, " ");
    expect(pdfLine).toContain("Posa in opera (1,68 m² × 60,00 €/m², minimo 120,00 €): 120,00 €");
    expect(pdfLine).toContain("Rimozione e smaltimento del vecchio serramento (a pezzo): 50,00 €");
    expect(pdfLine).toContain("Falso telaio (5,20 m × 18,00 €/m): 93,60 €");
    // The window family's lead time, counted from today while the transfer is awaited.
    expect(pdfLine).toMatch(
      /Consegna stimata: 5–6 settimane, tra il \d\d\/\d\d\/\d{4} e il \d\d\/\d\d\/\d{4} \(contate da oggi/,
    );

    const [mail] = await app.db
      .select()
      .from(schema.mailOutbox)
      .where(
        and(
          eq(schema.mailOutbox.kind, "order-received"),
          eq(schema.mailOutbox.recipient, order!.shippingEmail),
        ),
      )
      .orderBy(schema.mailOutbox.id);
    const rows = renderStoredMail(mail!.kind, mail!.params, (path) => path).body.rows ?? [];
    const text = rows.map(([label, value]) => `${label}: ${value}`.replace(/\s/g, " "));
    expect(text).toContain("di cui Posa in opera: 120,00 €");
    expect(text).toContain("di cui Falso telaio: 93,60 €");
  });

  it("the checkout prices services with the catalogue as it is then: a total shown before a change is refused", async () => {
    const buyer = await registeredCustomer(app);
    const line = (await addWindow(buyer, { services: ["removal"] })).body;
    // Straight in the table: the test's process does not share the server's caches, the checkout reads the table.
    await setServicePrice(7_000);
    try {
      const order = (expectedTotalAmount: number) =>
        buyer.json<{ message: string; totalAmount: number; items: CartLineJson[] }>("/api/orders", {
          method: "POST",
          json: {
            shipping: validShipping,
            paymentMethod: "carta",
            withdrawalExclusionAccepted: true,
            expectedTotalAmount,
          },
        });
      const stale = await order(line.lineTotal);
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe("Il prezzo di alcuni prodotti è cambiato: controlla il carrello");
      const placed = await order((cents(line.lineTotal) + 2_000) / 100);
      expect(placed.status).toBe(201);
      expect(placed.body.items[0]?.services.map((service) => service.total)).toEqual([70]);
    } finally {
      await setServicePrice(REMOVAL_CENTS);
    }
  });
});
