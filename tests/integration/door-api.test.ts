import { beforeAll, describe, expect, it } from "vitest";
import { withIncludedPrices } from "#app/domain/configurator/door-included-items.ts";
import {
  computeDoorPrice,
  type DoorPricedItem,
  type DoorPricedPanel,
} from "#app/domain/configurator/door-price.ts";
import {
  MISSING_PANEL_MESSAGE,
  STANDARD_PANEL_LINE,
  standardPanelsOf,
  withStandardPanels,
} from "#app/domain/configurator/door-standard-panels.ts";
import { eurosToCents } from "#app/domain/italian-formats/money.ts";
import type { DoorCatalogueJson, ProductJson } from "#app/server/web/api-serializers.server.ts";
import { registeredCustomer } from "../support/api-client.ts";
import { doorSelection } from "../support/door-selection.ts";
import { seededRandom } from "../support/random.ts";
import { sharedTestApp } from "../support/test-app.ts";
import { postJson } from "../support/window-fixtures.ts";

const app = sharedTestApp();
let catalogue: DoorCatalogueJson;
let torterolo: ProductJson[];
let otherProduct: ProductJson;

beforeAll(async () => {
  catalogue = (await (await app.request("/api/door-catalogue")).json()) as DoorCatalogueJson;
  torterolo = (await (await app.request("/api/subcategories/torterolo/products")).json()) as ProductJson[];
  otherProduct = (
    (await (await app.request("/api/categories/finestre/products")).json()) as ProductJson[]
  )[0]!;
});

describe("GET /api/door-catalogue", () => {
  it("lists every tab's items with codes and prices", () => {
    expect(catalogue.cylinders.length).toBeGreaterThan(0);
    expect(catalogue.handleKits.length).toBeGreaterThan(0);
    expect(new Set(catalogue.knobs.map((knob) => knob.category))).toEqual(
      new Set(["Pomolo fisso/girevole esterno tondo", "Pomolo Pigna uovo"]),
    );
    expect(new Set(catalogue.accessories.map((item) => item.category))).toEqual(
      new Set([
        "Telaio",
        "Sensori",
        "Soglie",
        "Imbotti",
        "Coprifili",
        "Vetrocamera",
        "Guarnizioni",
        "Modifiche",
      ]),
    );
    expect(catalogue.extras.map((extra) => extra.key)).toContain("controtelaio1");
    expect(new Set(catalogue.finishes.map((finish) => finish.line)).size).toBe(17);
  });
});

describe("POST /api/door-price", () => {
  it("matches the domain rules fed from the public catalogue on 60 random selections", async () => {
    const random = seededRandom(651);
    for (let run = 0; run < 60; run++) {
      const product = random.pick(torterolo);
      const custom = random.boolean();
      const size = custom
        ? { mode: "custom" as const, width: random.integer(60, 130), height: random.integer(180, 260) }
        : {
            mode: "standard" as const,
            width: random.pick([80, 85, 90]),
            height: random.pick([210, 215, 220]),
          };
      const cylinder = random.boolean() ? random.pick(catalogue.cylinders) : null;
      const handleKit = random.boolean() ? random.pick(catalogue.handleKits) : null;
      const knob = random.boolean() ? random.pick(catalogue.knobs) : null;
      const accessories = [
        ...new Set([random.pick(catalogue.accessories), random.pick(catalogue.accessories)]),
      ];
      const extras = random.boolean() ? [random.pick(catalogue.extras)] : [];
      const internal = random.pick(catalogue.finishes);
      const external = random.boolean() ? random.pick(catalogue.finishes) : null;

      const items: DoorPricedItem[] = [
        ...(cylinder ? [{ group: "Cilindro", ...cylinder }] : []),
        ...(handleKit ? [{ group: "Kit maniglie", ...handleKit }] : []),
        ...(knob ? [{ group: "Pomolo", ...knob }] : []),
        ...accessories.map((item) => ({ group: "Accessorio", ...item })),
        ...extras.map((extra) => ({
          group: "Aggiuntivo",
          name: extra.label,
          code: extra.key,
          price: extra.price,
        })),
      ].map((item) => ({
        group: item.group,
        name: item.name,
        code: item.code,
        priceCents: eurosToCents(item.price),
      }));
      const panels: DoorPricedPanel[] = [
        { side: "interno" as const, finish: internal },
        ...(external ? [{ side: "esterno" as const, finish: external }] : []),
      ].map(({ side, finish }) => ({
        side,
        name: finish.name,
        line: finish.line,
        priceCents: eurosToCents(finish.price),
        lacquer: finish.lacquer,
      }));
      const expected = computeDoorPrice({
        basePriceCents: eurosToCents(product.basePrice),
        size,
        // The model's own articles are at 0 € (docs/product/door-configurator.md#included-items).
        items: withIncludedPrices(product.slug, items),
        // A side left empty shows the model's own panel, when it has one.
        panels: withStandardPanels(product.slug, panels),
      });

      const response = await postJson(
        app,
        "/api/door-price",
        doorSelection(product.id, {
          size,
          cylinder: cylinder?.code ?? null,
          handleKit: handleKit?.code ?? null,
          knob: knob?.code ?? null,
          accessories: accessories.map((item) => item.code),
          extras: extras.map((extra) => extra.key),
          internalPanel: internal.key,
          externalPanel: external?.key ?? null,
        }),
      );
      const body = (await response.json()) as {
        total: number;
        breakdown: { label: string; value: string }[];
        message?: string;
      };
      expect(response.status, `run ${run}: ${body.message}`).toBe(200);
      expect(eurosToCents(body.total), `run ${run}`).toBe(expected.totalCents);
      expect(body.breakdown).toEqual(expected.breakdown.map(({ label, value }) => ({ label, value })));
    }
  });

  it.each([
    [
      "an unknown cylinder",
      (id: number) => ({ ...doorSelection(id), cylinder: "CIL-999" }),
      400,
      /sconosciuto/,
    ],
    [
      "a kit code in the cylinder tab",
      (id: number) => ({ ...doorSelection(id), cylinder: "KIT-001" }),
      400,
      /non appartiene/,
    ],
    [
      "a cylinder among the accessories",
      (id: number) => ({ ...doorSelection(id), accessories: ["CIL-001"] }),
      400,
      /non appartiene/,
    ],
    [
      "an unknown panel",
      (id: number) => ({ ...doorSelection(id), internalPanel: "oro-zecchino" }),
      400,
      /Pannello sconosciuto/,
    ],
    [
      "an unknown extra",
      (id: number) => ({ ...doorSelection(id), extras: ["controtelaio9"] }),
      400,
      /sconosciuto/,
    ],
    [
      "a duplicated accessory",
      (id: number) => ({ ...doorSelection(id), accessories: ["ACC-TEL-01", "ACC-TEL-01"] }),
      400,
      /due volte/,
    ],
    [
      "a non-standard width in standard mode",
      (id: number) => ({ ...doorSelection(id), size: { mode: "standard", width: 95, height: 210 } }),
      400,
      /larghezza standard/,
    ],
    [
      "a custom width of 20 cm",
      (id: number) => ({ ...doorSelection(id), size: { mode: "custom", width: 20, height: 210 } }),
      400,
      /tra 60 e 130 cm/,
    ],
    [
      "a custom height of 10^9 cm",
      (id: number) => ({ ...doorSelection(id), size: { mode: "custom", width: 90, height: 1e9 } }),
      400,
      /tra 180 e 260 cm/,
    ],
    ["no size", (id: number) => ({ productId: id }), 400, /misura/],
    ["an unknown product", () => doorSelection(999_999), 404, /Prodotto non trovato/],
  ])("answers %s with an Italian message", async (_name, build, status, message) => {
    const response = await postJson(app, "/api/door-price", build(torterolo[0]!.id));
    expect(response.status).toBe(status);
    expect((await response.json()).message).toMatch(message);
  });

  it("refuses a product that is not a Torterolo door", async () => {
    const response = await postJson(app, "/api/door-price", doorSelection(otherProduct.id));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/Torterolo/);
  });
});

describe("custom sizes out of range", () => {
  it.each([[-5], [0], [99999], [""], ["abc"], ["-5"]])(
    "a custom width of %j is refused by both endpoints with the bounds",
    async (width) => {
      const buyer = await registeredCustomer(app);
      const selection = { ...doorSelection(torterolo[0]!.id), size: { mode: "custom", width, height: 230 } };
      for (const response of [
        await postJson(app, "/api/door-price", selection),
        await buyer.request("/api/cart", { method: "POST", json: { kind: "door", ...selection } }),
      ]) {
        expect(response.status).toBe(400);
        expect((await response.json()).message).toBe("La larghezza deve essere tra 60 e 130 cm");
      }
      expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);
    },
  );
});

describe("panels", () => {
  const withoutStandard = () => torterolo.find((product) => !standardPanelsOf(product.slug))!;
  const withStandard = () => torterolo.find((product) => standardPanelsOf(product.slug))!;

  it("a door with neither an internal nor an external panel is refused unless its model has its own", async () => {
    const buyer = await registeredCustomer(app);
    const bare = doorSelection(withoutStandard().id, { internalPanel: null, externalPanel: null });
    const priced = await postJson(app, "/api/door-price", bare);
    expect(priced.status).toBe(400);
    expect((await priced.json()).message).toBe(MISSING_PANEL_MESSAGE);
    const added = await buyer.request("/api/cart", { method: "POST", json: { kind: "door", ...bare } });
    expect(added.status).toBe(400);
    expect((await added.json()).message).toBe(MISSING_PANEL_MESSAGE);
    expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);

    // One panel, on either side, is enough.
    const external = doorSelection(withoutStandard().id, {
      internalPanel: null,
      externalPanel: catalogue.finishes[0]!.key,
    });
    expect((await postJson(app, "/api/door-price", external)).status).toBe(200);
  });

  it("a model with standard panels goes into the cart without a chosen one, and the breakdown says so", async () => {
    const product = withStandard();
    const standard = standardPanelsOf(product.slug)!;
    const buyer = await registeredCustomer(app);
    const bare = doorSelection(product.id, { internalPanel: null, externalPanel: null });
    const added = await buyer.json<{ calculatedPrice: number; summary: { label: string; value: string }[] }>(
      "/api/cart",
      { method: "POST", json: { kind: "door", ...bare } },
    );
    expect(added.status).toBe(201);
    expect(added.body.calculatedPrice).toBe(product.basePrice);
    const labels = added.body.summary.map((line) => line.label);
    expect(labels).toContain(`Pannello interno: ${standard.interno} (${STANDARD_PANEL_LINE})`);
    expect(labels).toContain(`Pannello esterno: ${standard.esterno} (${STANDARD_PANEL_LINE})`);
  });
});

describe("door lines in the cart", () => {
  it("stores the server's total and ignores a tampered price", async () => {
    const buyer = await registeredCustomer(app);
    const selection = doorSelection(torterolo[0]!.id, {
      cylinder: catalogue.cylinders[0]!.code,
      internalPanel: catalogue.finishes[0]!.key,
    });
    const priced = (await (await postJson(app, "/api/door-price", selection)).json()) as { total: number };
    const { status, body } = await buyer.json<{
      calculatedPrice: number;
      kind: string;
      summary: { label: string }[];
    }>("/api/cart", {
      method: "POST",
      json: { kind: "door", ...selection, total: 1, calculatedPrice: 1, price: 1 },
    });
    expect(status).toBe(201);
    expect(body.kind).toBe("door");
    expect(body.calculatedPrice).toBe(priced.total);
    expect(body.summary.map((line) => line.label)).toContain("Misura standard");
  });
});
