import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatItalianInteger } from "#app/domain/italian-formats/italian-decimal.ts";
import {
  type CutPosition,
  type PositionCuts,
  positionCuts,
  sizeText,
} from "#app/domain/workshop/cut-list.ts";
import type { NamedProfileSystem } from "#app/domain/workshop/profile-system-settings.ts";
import { orderStockPlans } from "#app/domain/workshop/stock-plan.ts";
import * as schema from "#db/schema.ts";
import { type Customer, validShipping } from "../support/api-client.ts";
import { doorSelection } from "../support/door-selection.ts";
import { pdfText } from "../support/pdf-reader.ts";
import { orderNumberOf, SETUP_TIMEOUT_MS, startStaffWorld } from "../support/staff.ts";
import type { TestApp } from "../support/test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "../support/window-fixtures.ts";

// The workshop's documents of an order (docs/product/production.md#work-order,
// docs/product/production.md#cut-list): staff download the work order and the
// cut list of an order with a one-sash and a two-sash window and a Torterolo
// door; the printed bar lengths and panes are the domain's for the system's
// settings as stored, the work order prints no price, a position too small is
// refused with 409 naming it, and customers get 404.

let app: TestApp;
let staff: Customer;
let buyer: Customer;
let orderId: number;

const squeezed = (text: string) => text.replace(/[ \u00a0]+/g, " ");

async function addToCart(client: Customer, body: Record<string, unknown>) {
  const added = await client.json<{ id: number; message?: string }>("/api/cart", {
    method: "POST",
    json: body,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
}

async function placeWorkshopOrder(
  client: Customer,
  windows: { sashes: 1 | 2; width: number; height: number; room: string }[],
) {
  const catalogue = await loadPricingCatalogue(app);
  const product = catalogue.configurable.find((candidate) => candidate.category.slug === "finestre");
  if (!product) throw new Error("no window product");
  for (const { sashes, width, height, room } of windows) {
    const base = firstValidConfiguration(catalogue, product.id);
    const options = {
      ...base.options,
      windowType: sashes === 1 ? "una-anta" : "due-ante",
      openingType: "battente",
      openingSide: sashes === 1 ? "destra" : "principale-destra",
    };
    await addToCart(client, { ...base, options, dimensions: { width, height }, roomLabel: room });
  }
  const torterolo = (await (await app.request("/api/subcategories/torterolo/products")).json()) as {
    id: number;
  }[];
  await addToCart(client, { kind: "door", ...doorSelection(torterolo[0]!.id), roomLabel: "Ingresso" });
  const placed = await client.json<{ id: number }>("/api/orders", {
    method: "POST",
    json: { shipping: validShipping, paymentMethod: "carta", withdrawalExclusionAccepted: true },
  });
  expect(placed.status).toBe(201);
  return placed.body.id;
}

async function download(client: Customer, path: string) {
  const response = await client.request(path);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function storedSystem(value: string): Promise<NamedProfileSystem> {
  const [row] = await app.db
    .select()
    .from(schema.profileSystemSettings)
    .where(eq(schema.profileSystemSettings.systemValue, value));
  const [option] = await app.db
    .select({ name: schema.calculatorOptions.name })
    .from(schema.calculatorOptions)
    .where(eq(schema.calculatorOptions.value, value));
  if (!row || !option) throw new Error(`no system ${value}`);
  return { ...row, name: option.name };
}

async function itemsOf(id: number) {
  return app.db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, id))
    .orderBy(schema.orderItems.id);
}

beforeAll(async () => {
  ({ app, staff, buyer } = await startStaffWorld());
  orderId = await placeWorkshopOrder(buyer, [
    { sashes: 1, width: 1000, height: 1200, room: "Cucina" },
    { sashes: 2, width: 1400, height: 1500, room: "Soggiorno" },
  ]);
  // The first window's size comes from the survey: final; the second is still the customer's.
  const [first] = await itemsOf(orderId);
  await app.db.update(schema.orderItems).set({ sizesFinal: true }).where(eq(schema.orderItems.id, first!.id));
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await app?.close();
});

describe("the work order", () => {
  it("prints every position with its size, final or indicative, and its choices, without a price", async () => {
    const { response, bytes } = await download(staff, `/gestione/ordini/${orderId}/scheda-lavorazione.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const number = await orderNumberOf(app, orderId);
    expect(response.headers.get("content-disposition")).toContain(`scheda-lavorazione-${number}.pdf`);
    const text = squeezed(pdfText(bytes));
    expect(text).toContain(`Scheda di lavorazione ${number}`);
    expect(text).toMatch(/Commessa C-\d{4}-\d{6}/);
    expect(text).toContain("Cliente: Mario Rossi");
    expect(text).toContain("Cantiere: Via Indipendenza 10, 40121 Bologna");
    expect(text).toContain("Posizione 1 · Finestra");
    expect(text).toContain("Misura: 1.000 × 1.200 mm (definitiva)");
    expect(text).toContain("Locale: Cucina");
    expect(text).toContain("Posizione 2 · Finestra");
    expect(text).toContain("Misura: 1.400 × 1.500 mm (indicativa)");
    expect(text).toContain("Locale: Soggiorno");
    expect(text).toContain("Posizione 3 · ");
    expect(text).toContain("Locale: Ingresso");
    expect(text).toContain("Sistema:");
    expect(text).toContain("Sopraluce: No");
    expect(text).toContain("Sottoluce: No");
    expect(text).toContain("Posizione 3 · Porta blindata");
    expect(text).toMatch(/Pannello interno: .+\(/);
    expect(text).not.toContain("€");
    expect(text).not.toMatch(/Prezzo|Totale/);
  });
});

describe("the cut list", () => {
  it("prints each window's bars and pane as the domain computes them from the stored settings", async () => {
    const { response, bytes } = await download(staff, `/gestione/ordini/${orderId}/distinta-taglio.pdf`);
    expect(response.status).toBe(200);
    const text = squeezed(pdfText(bytes));
    const items = await itemsOf(orderId);
    const windows = [
      { item: items[0]!, sashes: 1, room: "Cucina", width: 1000, height: 1200 },
      { item: items[1]!, sashes: 2, room: "Soggiorno", width: 1400, height: 1500 },
    ];
    const allCuts: PositionCuts[] = [];
    const systems = new Map<string, NamedProfileSystem>();
    for (const [index, window] of windows.entries()) {
      const options = (window.item.configuration as unknown as { options: Record<string, string> }).options;
      const system = await storedSystem(options.system!);
      const position: CutPosition = {
        number: index + 1,
        roomLabel: window.room,
        widthMm: window.width,
        heightMm: window.height,
        sashes: window.sashes,
        quantity: 1,
        colourName: "",
        glazingName: "",
      };
      const cuts = positionCuts(position, system);
      allCuts.push(cuts);
      systems.set(system.systemValue, system);
      expect(text).toContain(`Posizione ${index + 1} (${window.room}) · ${system.name}`);
      const names = { frame: "Telaio", sash: "Anta", bead: "Fermavetro" } as const;
      for (const bar of cuts.bars) {
        const side = bar.side === "width" ? "orizzontale" : "verticale";
        const length = formatItalianInteger(bar.cutLengthMm);
        expect(text).toContain(`${names[bar.kind]} ${side} ${bar.angle}° ${length} mm ${bar.quantity}`);
      }
      expect(text).toContain(
        `Posizione ${index + 1} (${window.room}) ${sizeText(cuts.pane.widthMm, cuts.pane.heightMm)} ${cuts.pane.quantity}`,
      );
    }
    expect(text).toContain("Piano di taglio delle barre");
    // Both windows are the same product's white profiles: one plan per system and kind of bar.
    for (const plan of orderStockPlans(allCuts, (value) => systems.get(value)!)) {
      const offcuts = plan.offcutsMm.length
        ? `${plan.offcutsMm.length} (${plan.offcutsMm.map((length) => `${formatItalianInteger(length)} mm`).join(", ")})`
        : "nessuno";
      const waste = plan.wastePercent.toFixed(1).replace(".", ",");
      expect(text).toContain(
        `Barre da ${formatItalianInteger(plan.stockLengthMm)} mm: ${plan.bars.length} · sfridi riutilizzabili: ${offcuts} · scarto ${waste} %`,
      );
    }
    expect(text).toContain("Distinta vetri");
    expect(text).toContain("Non tagliati in officina");
    expect(text).toMatch(/Posizione 3 \(Ingresso\): /);
  });

  it("refuses a position too small for its system with 409, naming it", async () => {
    const tooSmall = await placeWorkshopOrder(buyer, [
      { sashes: 1, width: 1000, height: 1200, room: "Bagno" },
    ]);
    const [item] = await itemsOf(tooSmall);
    const configuration = item!.configuration as { dimensions: { width: number; height: number } };
    // The survey measured the opening smaller than any pane the system glazes.
    await app.db
      .update(schema.orderItems)
      .set({
        configuration: {
          ...configuration,
          dimensions: { width: 300, height: 400 },
        } as typeof schema.orderItems.$inferInsert.configuration,
      })
      .where(eq(schema.orderItems.id, item!.id));
    const options = (item!.configuration as unknown as { options: Record<string, string> }).options;
    const system = await storedSystem(options.system!);
    const response = await staff.request(`/gestione/ordini/${tooSmall}/distinta-taglio.pdf`);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(
      `Posizione 1 (Bagno): 300 × 400 mm è troppo piccola per il sistema ${system.name}`,
    );
  });
});

describe("who may download", () => {
  it("a customer, even the order's own, and a guest get 404; an unknown order too", async () => {
    for (const path of ["scheda-lavorazione.pdf", "distinta-taglio.pdf"]) {
      expect((await buyer.request(`/gestione/ordini/${orderId}/${path}`)).status).toBe(404);
      expect((await app.request(`/gestione/ordini/${orderId}/${path}`)).status).toBe(404);
      expect((await staff.request(`/gestione/ordini/999999/${path}`)).status).toBe(404);
      expect((await staff.request(`/gestione/ordini/abc/${path}`)).status).toBe(404);
    }
  });

  it("the staff order page links both documents", async () => {
    const html = await (await staff.request(`/gestione/ordini/${orderId}`)).text();
    expect(html).toContain(`href="/gestione/ordini/${orderId}/scheda-lavorazione.pdf"`);
    expect(html).toContain(`href="/gestione/ordini/${orderId}/distinta-taglio.pdf"`);
  });
});
