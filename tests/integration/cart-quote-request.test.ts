import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEuroCents } from "../../app/domain/italian-formats/money.ts";
import { renderStoredMail } from "../../app/server/mail/templates.server.ts";
import type { ProductJson } from "../../app/server/web/api-serializers.server.ts";
import * as schema from "../../db/schema.ts";
import {
  type Customer,
  readableText,
  registeredCustomer,
  validCheckoutForm,
  visibleHtml,
} from "../support/api-client.ts";
import { doorSelection } from "../support/door-selection.ts";
import { SETUP_TIMEOUT_MS, signedInStaff, signInAsFirstAdmin, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
} from "../support/window-fixtures.ts";

// The room label and quantity from the configurator to the order
// (docs/product/buying.md#cart), and the whole cart sent as one quote request
// (docs/product/buying.md#a-quote-for-the-whole-cart): one job, one lead and
// one draft offer whose lines are the cart's, in one transaction.

let app: TestApp;
let catalogue: PricingCatalogue;
let staff: Customer;
let doorId: number;

beforeAll(async () => {
  ({ app } = await startStaffWorld());
  catalogue = await loadPricingCatalogue(app);
  staff = await signedInStaff(app, await signInAsFirstAdmin(app));
  const doors = (await (await app.request("/api/subcategories/torterolo/products")).json()) as ProductJson[];
  doorId = doors[0]!.id;
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

const windowBody = () => firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
const cents = (euros: number) => Math.round(euros * 100);

interface CartLineJson {
  id: number;
  quantity: number;
  roomLabel: string;
  lineTotal: number;
  message?: string;
}

function addLine(buyer: Customer, body: Record<string, unknown>) {
  return buyer.json<CartLineJson>("/api/cart", { method: "POST", json: body });
}

async function cartOf(buyer: Customer) {
  return (await buyer.json<CartLineJson[]>("/api/cart")).body;
}

async function userIdOf(buyer: Customer) {
  return (await buyer.json<{ id: number }>("/api/user")).body.id;
}

describe("the room label and the quantity of a cart line", () => {
  it("the spec's body without roomLabel answers as before, with an empty room", async () => {
    const buyer = await registeredCustomer(app);
    const added = await addLine(buyer, { ...windowBody(), quantity: 1 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ quantity: 1, roomLabel: "" });
  });

  it("travels with quantity 2 from the cart to the order's items and its page", async () => {
    const buyer = await registeredCustomer(app);
    const added = await addLine(buyer, { ...windowBody(), quantity: 2, roomLabel: "  Cucina " });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ quantity: 2, roomLabel: "Cucina" });
    expect((await cartOf(buyer))[0]).toMatchObject({ quantity: 2, roomLabel: "Cucina" });
    expect(readableText(await visibleHtml(await buyer.request("/cart")))).toContain("Ambiente Cucina");

    const placed = await buyer.request("/checkout", {
      method: "POST",
      body: new URLSearchParams({
        ...validCheckoutForm,
        paymentMethod: "bonifico",
        expectedTotalCents: String(cents(added.body.lineTotal)),
      }),
      redirect: "manual",
    });
    expect(placed.status).toBe(302);
    const [order] = await app.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, await userIdOf(buyer)));
    const items = await app.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order!.id));
    expect(items.map(({ quantity, roomLabel }) => ({ quantity, roomLabel }))).toEqual([
      { quantity: 2, roomLabel: "Cucina" },
    ]);
    expect(readableText(await visibleHtml(await buyer.request(`/orders/${order!.id}`)))).toContain(
      "Ambiente Cucina",
    );
  });

  it("a door takes its quantity and room beside its selection", async () => {
    const buyer = await registeredCustomer(app);
    const added = await addLine(buyer, {
      kind: "door",
      ...doorSelection(doorId),
      quantity: 3,
      roomLabel: "Ingresso",
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ quantity: 3, roomLabel: "Ingresso" });
  });

  it("refuses a room label of 41 characters with 400 and an Italian message, adding nothing", async () => {
    const buyer = await registeredCustomer(app);
    const refused = await addLine(buyer, { ...windowBody(), roomLabel: "x".repeat(41) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("L'ambiente può avere al massimo 40 caratteri.");
    expect(await cartOf(buyer)).toEqual([]);
  });
});

const siteForm = {
  intent: "quote",
  siteStreet: "Via Saragozza 12",
  sitePostalCode: "40123",
  siteCity: "Bologna",
  siteProvince: "BO",
  siteFloor: "2° piano",
  siteLift: "no",
  surveyWanted: "on",
  preferredDays: "Martedì mattina",
  note: "Citofono «Verdi», secondo cortile.",
};

function postQuote(buyer: Customer, fields: Record<string, string>) {
  return buyer.request("/cart", { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
}

async function rowCounts() {
  const counted = async (table: typeof schema.jobs | typeof schema.contactMessages | typeof schema.offers) =>
    (await app.db.select({ value: count() }).from(table))[0]?.value ?? 0;
  return {
    jobs: await counted(schema.jobs),
    leads: await counted(schema.contactMessages),
    offers: await counted(schema.offers),
  };
}

async function mailsOf(leadId: number) {
  const rows = await app.db.select().from(schema.mailOutbox);
  return rows.filter((row) => (row.params as { leadId?: number }).leadId === leadId);
}

describe("a quote request for the whole cart", () => {
  it("makes one job, one lead and one draft offer whose lines are the cart's", async () => {
    const buyer = await registeredCustomer(app, { lastName: "Verdi" });
    const window = await addLine(buyer, {
      ...windowBody(),
      quantity: 2,
      roomLabel: "Cucina",
      services: ["installation", "removal"],
    });
    const door = await addLine(buyer, { kind: "door", ...doorSelection(doorId), roomLabel: "Ingresso" });
    expect([window.status, door.status]).toEqual([201, 201]);
    const cartTotalCents = cents(window.body.lineTotal) + cents(door.body.lineTotal);
    const before = await rowCounts();

    const sent = await postQuote(buyer, siteForm);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/preventivi");
    expect(await rowCounts()).toEqual({
      jobs: before.jobs + 1,
      leads: before.leads + 1,
      offers: before.offers + 1,
    });

    const userId = await userIdOf(buyer);
    const [lead] = await app.db
      .select()
      .from(schema.contactMessages)
      .where(eq(schema.contactMessages.userId, userId));
    expect(lead).toMatchObject({
      source: "carrello",
      firstName: "Mario",
      lastName: "Verdi",
      status: "nuova",
    });
    expect(lead!.message).toContain("Sopralluogo richiesto: sì");
    expect(lead!.message).toContain("Giorni preferiti: Martedì mattina");
    expect(lead!.message).toContain("Citofono «Verdi», secondo cortile.");
    const [job] = await app.db.select().from(schema.jobs).where(eq(schema.jobs.id, lead!.jobId));
    expect(job).toMatchObject({
      userId,
      customerName: "Mario Verdi",
      customerEmail: `${buyer.username}@example.it`,
      siteStreet: "Via Saragozza 12",
      sitePostalCode: "40123",
      siteCity: "Bologna",
      siteProvince: "BO",
      siteFloor: "2° piano",
      siteLift: false,
      surveyPreferredDays: "Martedì mattina",
    });
    // Staff read the days where they book the survey (docs/product/production.md#appointments).
    const jobPage = readableText(await visibleHtml(await staff.request(`/gestione/commesse/${job!.number}`)));
    expect(jobPage).toContain("Giorni preferiti dal cliente: Martedì mattina");
    const [offer] = await app.db.select().from(schema.offers).where(eq(schema.offers.jobId, job!.id));
    expect(offer).toMatchObject({ status: "bozza", contactMessageId: lead!.id, userId });
    const lines = await app.db
      .select()
      .from(schema.offerLines)
      .where(eq(schema.offerLines.offerId, offer!.id))
      .orderBy(schema.offerLines.position);
    expect(
      lines.map(({ type, quantity, roomLabel, lineServices, kind }) => ({
        type,
        quantity,
        roomLabel,
        lineServices,
        kind,
      })),
    ).toEqual([
      {
        type: "product",
        quantity: 2,
        roomLabel: "Cucina",
        lineServices: ["installation", "removal"],
        kind: "window",
      },
      { type: "product", quantity: 1, roomLabel: "Ingresso", lineServices: [], kind: "door" },
    ]);
    // The cart stays as it was.
    expect((await cartOf(buyer)).length).toBe(2);

    // The office's editor prices the draft at the cart's total; the inbox lists the lead.
    const editor = readableText(await visibleHtml(await staff.request(`/gestione/offerte/${offer!.number}`)));
    expect(editor.replace(/\s/g, " ")).toContain(
      `Totale (IVA inclusa) ${formatEuroCents(cartTotalCents).replace(/\s/g, " ")}`,
    );
    // The configurator opened from the editor sends its quantity and room there too.
    const fromConfigurator = await staff.request(`/gestione/offerte/${offer!.number}/righe`, {
      method: "POST",
      json: { ...windowBody(), quantity: 3, roomLabel: "Bagno" },
    });
    expect(fromConfigurator.status).toBe(201);
    const [third] = await app.db
      .select()
      .from(schema.offerLines)
      .where(and(eq(schema.offerLines.offerId, offer!.id), eq(schema.offerLines.position, 3)));
    expect(third).toMatchObject({ quantity: 3, roomLabel: "Bagno" });
    const inbox = readableText(await visibleHtml(await staff.request("/gestione/richieste")));
    expect(inbox).toContain("Preventivo per tutto il carrello");
    const detail = readableText(
      await visibleHtml(await staff.request(`/gestione/richieste/contatto/${lead!.id}`)),
    );
    expect(detail).toContain("Sopralluogo richiesto: sì");

    // Mail: the customer's in fixed words, the shop's naming the job and the lines.
    const mails = await mailsOf(lead!.id);
    const customerMail = mails.find((mail) => mail.kind === "cart-quote-received");
    const shopMail = mails.find((mail) => mail.kind === "cart-quote-shop");
    expect(customerMail?.recipient).toBe(`${buyer.username}@example.it`);
    const customerText = JSON.stringify(
      renderStoredMail(customerMail!.kind, customerMail!.params, (path) => path),
    );
    for (const typed of ["Verdi", "Mario", "Saragozza", "Martedì", "Cucina"])
      expect(customerText).not.toContain(typed);
    expect(customerText).toContain("Abbiamo ricevuto la tua richiesta di preventivo per tutto il carrello");
    expect(shopMail?.recipient).toBeNull();
    const shopText = JSON.stringify(renderStoredMail(shopMail!.kind, shopMail!.params, (path) => path));
    expect(shopText).toContain(job!.number);
    expect(shopText).toContain("2 × ");
    expect(shopText).toContain("(Cucina), con Posa in opera, Rimozione e smaltimento del vecchio serramento");
    expect(shopText).toContain("(Ingresso)");

    // The customer's quote page lists it; another customer's does not.
    const quotes = readableText(await visibleHtml(await buyer.request("/preventivi")));
    expect(quotes).toContain("Richiesta per tutto il carrello");
    expect(quotes).toContain("Nuova");
    const stranger = await registeredCustomer(app);
    const theirs = readableText(await visibleHtml(await stranger.request("/preventivi")));
    expect(theirs).not.toContain("Richiesta per tutto il carrello");
  });

  it("refuses an empty cart and saves nothing", async () => {
    const buyer = await registeredCustomer(app);
    const before = await rowCounts();
    const refused = await postQuote(buyer, siteForm);
    expect(refused.status).toBe(400);
    expect(readableText(await visibleHtml(refused))).toContain("Il carrello è vuoto");
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses an invalid CAP beside its field, keeps what was typed and saves nothing", async () => {
    const buyer = await registeredCustomer(app);
    await addLine(buyer, windowBody());
    const before = await rowCounts();
    const refused = await postQuote(buyer, { ...siteForm, sitePostalCode: "4012", siteCity: "" });
    expect(refused.status).toBe(400);
    const html = await visibleHtml(refused);
    expect(readableText(html)).toContain("Inserisci un CAP di 5 cifre");
    expect(readableText(html)).toContain("Scrivi la città");
    expect(html).toContain('value="Via Saragozza 12"');
    expect(await rowCounts()).toEqual(before);
  });

  it("the contact page offers the whole cart to a signed-in customer with a full cart only", async () => {
    const buyer = await registeredCustomer(app);
    const panel = "Richiedi un preventivo per tutto il carrello";
    expect(readableText(await visibleHtml(await buyer.request("/contatti")))).not.toContain(panel);
    await addLine(buyer, windowBody());
    const page = await visibleHtml(await buyer.request("/contatti"));
    expect(readableText(page)).toContain(panel);
    expect(page).toContain('href="/cart#preventivo-carrello"');
    expect(readableText(await visibleHtml(await app.request("/contatti")))).not.toContain(panel);
  });
});
