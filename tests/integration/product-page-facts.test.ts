import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productConfigurator } from "../../app/domain/catalogue/catalogue.ts";
import { type DeliveryTime, deliveryTimeOf } from "../../app/domain/catalogue/delivery-estimate.ts";
import {
  type ClimateZone,
  climateZones,
  ecobonusLimits,
} from "../../app/domain/configurator/climate-zones.ts";
import { servicesForFamily } from "../../app/domain/configurator/line-services.ts";
import { productFamily } from "../../app/domain/configurator/product-family.ts";
import { company } from "../../app/domain/documents/company.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, readableText, registeredCustomer, visibleHtml } from "../support/api-client.ts";
import { doorSelection } from "../support/door-selection.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import {
  firstValidConfiguration,
  loadPricingCatalogue,
  type PricingCatalogue,
  postJson,
} from "../support/window-fixtures.ts";

// Every figure and promise a product page states comes from the data the
// configurator and the cart use (docs/product/catalogue.md#product-page-facts):
// for every product of the demo catalogue, the page's Uw/Ud is what POST
// /api/price computes (or the declared figure where nothing computes one), the
// disposal and subframe prices are what the cart charges for the reference
// size, every lead time is the family's, every place is the shop's own
// showroom, no door promises an article its configurator sells apart, and a
// product that misses a zone's Ecobonus limit points to one of its category that meets it.

interface ProductDetailJson {
  id: number;
  name: string;
  description: string;
  category: { slug: string };
  subcategory: { slug: string } | null;
  technicalData: { thermalU: number } | null;
}

interface CartLineJson {
  id: number;
  services: { code: string; unitPrice: number }[];
}

let app: TestApp;
let catalogue: PricingCatalogue;
let buyer: Customer;
let products: ProductDetailJson[];
let deliveryTimes: Record<string, DeliveryTime>;

/**
 * Descriptions as the demo seed wrote them before it stopped stating figures: a
 * database seeded then keeps them (the seed runs once, ADR 005), and staff may type the like.
 */
const olderDescriptions: Record<string, string> = {
  "finestra-pvc-classica-70":
    "Finestra in PVC a 5 camere con profilo da 70 mm, doppia guarnizione e vetrocamera basso emissivo 4/16/4 con gas argon. Uw 1,3 W/m²K e ferramenta anta-ribalta di serie: la scelta più equilibrata per la ristrutturazione.",
  "finestra-pvc-energy-82":
    "Profilo in PVC da 82 mm a 6 camere con tripla guarnizione e triplo vetro basso emissivo con canalina a bordo caldo. Raggiunge Uw 0,95 W/m²K e un abbattimento acustico di 41 dB, ideale per le zone climatiche più fredde.",
  tr651s:
    "Porta blindata Torterolo TR651S con scocca in doppia lamiera d'acciaio e serratura a cilindro europeo con defender antistrappo. Classe 3 antieffrazione, soglia mobile e kit maniglie incluso.",
};

beforeAll(async () => {
  app = await startTestApp();
  for (const [slug, description] of Object.entries(olderDescriptions))
    await app.db.update(schema.products).set({ description }).where(eq(schema.products.slug, slug));
  catalogue = await loadPricingCatalogue(app);
  buyer = await registeredCustomer(app);
  const list = (await (await app.request("/api/products")).json()) as { id: number }[];
  products = await Promise.all(
    list.map(
      async ({ id }) => (await (await app.request(`/api/products/${id}`)).json()) as ProductDetailJson,
    ),
  );
  const rows = await app.db.select().from(schema.deliveryTimes);
  deliveryTimes = Object.fromEntries(rows.map((row) => [row.family, row]));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const parseEuros = (text: string) => Number(text.replaceAll(".", "").replace(",", "."));
const parseDecimal = (text: string) => Number(text.replace(",", "."));

/** The page's main content as a reader sees it, all three tabs, with no-break spaces as spaces. */
async function pageText(id: number): Promise<{ text: string; html: string }> {
  const pages = await Promise.all(
    ["descrizione", "caratteristiche", "installazione"].map(async (tab) => {
      const response = await app.request(`/product/${id}?scheda=${tab}`);
      expect(response.status).toBe(200);
      // The page's own content: the site's header and footer are the same on every page.
      const html = await visibleHtml(response);
      return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    }),
  );
  const html = pages.join("\n").replaceAll("\u00a0", " ");
  return { html, text: readableText(html).replaceAll("&#x27;", "'") };
}

/** The Uw/Ud the calculator gives the product's defaults at the reference size, or the declared one. */
async function expectedFigure(product: ProductDetailJson): Promise<{ kind: string; value: number } | null> {
  const family = productFamily(product);
  if (family === "shutter") return null;
  if (productConfigurator(product) === "window") {
    const response = await postJson(app, "/api/price", firstValidConfiguration(catalogue, product.id));
    const body = (await response.json()) as { thermalTransmittance: { kind: string; value: number } | null };
    if (body.thermalTransmittance) return body.thermalTransmittance;
  }
  const declared = product.technicalData?.thermalU;
  return declared === undefined || declared === null
    ? null
    : { kind: family === "door" ? "Ud" : "Uw", value: Number(declared) };
}

/** What the cart charges for one piece of the product at its reference size, by service code. */
async function cartServicePrices(product: ProductDetailJson): Promise<Map<string, number>> {
  const configurator = productConfigurator(product);
  if (configurator === "none") return new Map();
  const services = servicesForFamily(productFamily(product));
  const body =
    configurator === "door"
      ? { kind: "door", ...doorSelection(product.id), services }
      : { ...firstValidConfiguration(catalogue, product.id), services };
  const added = await buyer.json<CartLineJson>("/api/cart", { method: "POST", json: body });
  expect(added.status, `${product.name}: ${JSON.stringify(added.body)}`).toBe(201);
  await buyer.request(`/api/cart/${added.body.id}`, { method: "DELETE" });
  return new Map(added.body.services.map((service) => [service.code, service.unitPrice]));
}

const allMatches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)];

describe("every product page states only what the data gives", () => {
  it("Uw/Ud, fitting, disposal, subframe, delivery and places, for every product", async () => {
    expect(products.length).toBeGreaterThan(40);
    const figures = new Map<number, { kind: string; value: number } | null>();
    for (const product of products) figures.set(product.id, await expectedFigure(product));

    for (const product of products) {
      const { text, html } = await pageText(product.id);
      const label = `${product.name} (/product/${product.id})`;
      const figure = figures.get(product.id) ?? null;

      // Uw/Ud: every W/m²K figure on the page (no climate zone is chosen) is the product's own.
      const stated = allMatches(text, /(\d+,\d+)\s*W\/m²K/g).map((match) => parseDecimal(match[1]!));
      for (const value of stated) expect(value, `${label}: W/m²K`).toBe(figure?.value);
      if (figure && product.technicalData) {
        expect(text, label).toContain(`Trasmittanza termica (${figure.kind})`);
        expect(stated.length, label).toBeGreaterThan(0);
      }
      expect(text, label).not.toMatch(/\b(?:Uw|Ud)\s+(?:di\s+|fino a\s+)?\d/);

      // Disposal and subframe: the cart's amounts for the reference size, and nothing else.
      const charged = await cartServicePrices(product);
      const removal = allMatches(text, /smaltimento del vecchio serramento\s*:\s*([\d.]+,\d{2}) €/g);
      expect(allMatches(text, /smalt/gi).length, `${label}: disposal`).toBe(removal.length);
      for (const match of removal) expect(parseEuros(match[1]!), label).toBe(charged.get("removal"));
      if (charged.has("removal")) expect(removal.length, label).toBeGreaterThan(0);
      const subframe = allMatches(text, /falso telaio\s*:?\s*([\d.]+,\d{2}) €/gi);
      expect(allMatches(text, /falso telaio/gi).length, `${label}: subframe`).toBe(subframe.length);
      for (const match of subframe) expect(parseEuros(match[1]!), label).toBe(charged.get("subframe"));
      if (charged.has("subframe")) expect(subframe.length, label).toBeGreaterThan(0);
      // Fitting: a window's at the reference size, a door's per door, as the cart charges it.
      const fitting = allMatches(text, /Posa in opera\s*:\s*([\d.]+,\d{2}) €/g);
      for (const match of fitting)
        expect(parseEuros(match[1]!), `${label}: fitting`).toBe(charged.get("installation"));
      if (charged.has("installation")) expect(fitting.length, label).toBeGreaterThan(0);

      // Delivery: every lead time is the family's; nothing is "in pronta consegna".
      const lead = deliveryTimeOf(deliveryTimes, product);
      const weeks = allMatches(text, /(\d+)(?:–(\d+))? settiman/g);
      expect(weeks.length, label).toBeGreaterThan(0);
      for (const match of weeks) {
        expect(Number(match[1]), label).toBe(lead.minWeeks);
        expect(Number(match[2] ?? match[1]), label).toBe(lead.maxWeeks);
      }
      expect(text, label).not.toMatch(/pronta consegna/i);

      // Places: the shop's one showroom, from the company's details.
      const places = allMatches(
        text,
        /\b(?:showroom|magazzino|deposito|sede)\s+(?:di|a)\s+(\p{Lu}\p{L}+)/giu,
      );
      for (const match of places) expect(match[1], `${label}: ${match[0]}`).toBe("Bologna");
      expect(text, label).not.toMatch(/Milano/);
      if (product.technicalData) expect(text, label).toContain(company.showroomAddress);

      // A door of the door configurator promises no article it sells apart.
      if (productConfigurator(product) === "door")
        expect(text, label).not.toMatch(/(?:kit maniglie|soglia|cilindro|pomolo)[^.]*\b(?:inclus|di serie)/i);

      checkEcobonus(product, figure, figures, html, label);
    }
  }, 600_000);
});

/** Where the reference figure misses a zone's limit and a product of the category meets it, the page links one that does. */
function checkEcobonus(
  product: ProductDetailJson,
  figure: { value: number } | null,
  figures: Map<number, { value: number } | null>,
  html: string,
  label: string,
) {
  if (!figure || !product.technicalData) return;
  const links = allMatches(html, /data-ecobonus-zones="([A-F ]+)"[\s\S]*?href="\/product\/(\d+)"/g);
  const linkedZones = new Map<ClimateZone, number>();
  for (const match of links)
    for (const zone of match[1]!.split(" ") as ClimateZone[]) linkedZones.set(zone, Number(match[2]));
  const sameCategory = products.filter(
    (other) => other.id !== product.id && other.category.slug === product.category.slug,
  );
  for (const zone of climateZones) {
    const limit = Math.round(ecobonusLimits[zone] * 100);
    const misses = Math.round(figure.value * 100) > limit;
    const linked = linkedZones.get(zone);
    if (!misses) {
      expect(linked, `${label}: zone ${zone} is met`).toBeUndefined();
      continue;
    }
    const meeting = sameCategory.filter((other) => {
      const value = figures.get(other.id)?.value;
      return value !== undefined && Math.round(value * 100) <= limit;
    });
    if (meeting.length === 0) {
      expect(linked, `${label}: zone ${zone}`).toBeUndefined();
      continue;
    }
    expect(linked, `${label}: zone ${zone} points to a product that meets it`).toBeDefined();
    expect(
      meeting.map((other) => other.id),
      `${label}: zone ${zone}`,
    ).toContain(linked);
  }
}
