import { beforeAll, describe, expect, it } from "vitest";
import { type Customer, registeredCustomer } from "../support/api-client.ts";
import { GENEROUS_PUBLIC_FORM_LIMIT, sharedTestApp } from "../support/test-app.ts";
import { loadPricingCatalogue, type PricingCatalogue, postJson } from "../support/window-fixtures.ts";

// Glazing, outside colour, hand, mosquito net and box on windows
// (docs/product/window-options.md): optional for API clients, priced per m² like
// the colour, checked against the product's set, refused with the field's
// message at every entry point with nothing saved.

const app = sharedTestApp({ publicFormLimit: GENEROUS_PUBLIC_FORM_LIMIT });
let catalogue: PricingCatalogue;
let buyer: Customer;

beforeAll(async () => {
  catalogue = await loadPricingCatalogue(app);
  buyer = await registeredCustomer(app);
});

const classica = () => catalogue.configurable.find((p) => p.slug === "finestra-pvc-classica-70")!;

/** The spec's six options of a two-sash Classica 70 window, 1200 × 1400 mm. */
const sixOptions = () => ({
  productId: classica().id,
  options: {
    material: "pvc",
    system: "standard-70",
    profile: "squadrato",
    color: "bianco",
    windowType: "due-ante",
    openingType: "anta-ribalta",
  },
  dimensions: { width: 1200, height: 1400 },
});

interface PriceAnswer {
  price: number;
  thermalTransmittance: { kind: string; value: number } | null;
  breakdown: { label: string; value: string }[];
}

async function price(body: unknown): Promise<PriceAnswer> {
  const response = await postJson(app, "/api/price", body);
  expect(response.status).toBe(200);
  return (await response.json()) as PriceAnswer;
}

describe("POST /api/price with the configurator's extras", () => {
  it("prices a body with only the spec's six options by the spec's formula", async () => {
    const { byType } = catalogue;
    const value = (type: Parameters<typeof byType>[0], code: string) =>
      byType(type).find((option) => option.value === code)!;
    const pvc = value("material", "pvc");
    const twoSashes = value("windowType", "due-ante");
    const tilt = value("openingType", "anta-ribalta");
    // (base × material + material's and profile's additions) × sashes × opening + colour, × area.
    const base = classica().basePriceCents;
    const perSquareMetre =
      (base * Number(pvc.priceMultiplier ?? 1) + (pvc.priceAdditionCents ?? 0)) *
      Number(twoSashes.priceMultiplier) *
      Number(tilt.priceMultiplier);
    const answer = await price(sixOptions());
    expect(Math.round(answer.price * 100)).toBe(Math.round(perSquareMetre * 1.68));
    expect(answer.thermalTransmittance).toEqual({ kind: "Uw", value: 1.48 });
  });

  it("adds a triple glazing and an anthracite outside per m², and the Uw follows the glazing", async () => {
    const plain = await price(sixOptions());
    const body = sixOptions();
    const chosen = await price({
      ...body,
      options: {
        ...body.options,
        glazing: "s70-triplo-be",
        outsideColor: "antracite",
        openingSide: "principale-sinistra",
      },
    });
    // 45,00 € and 55,00 € per m², × 1,68 m²: + 168,00 €.
    expect(Math.round((chosen.price - plain.price) * 100)).toBe(16800);
    expect(chosen.thermalTransmittance).toEqual({ kind: "Uw", value: 1.26 });
    expect(chosen.breakdown).toEqual(
      expect.arrayContaining([
        { label: "Vetro", value: "Triplo vetro basso emissivo 4/10/4/10/4 argon" },
        { label: "Colore esterno", value: "Grigio antracite RAL 7016" },
        { label: "Mano di apertura", value: "Anta principale a sinistra" },
      ]),
    );
  });

  it("prices the neutral choices like their absence", async () => {
    const body = sixOptions();
    const neutral = await price({
      ...body,
      options: {
        ...body.options,
        glazing: "s70-doppio-be",
        outsideColor: "come-interno",
        mosquitoNet: "nessuna",
        box: "nessuno",
        openingSide: "principale-destra",
      },
    });
    expect(neutral.price).toBe((await price(body)).price);
  });

  it("offers a window's extras in its set, the glazings of its own system only", async () => {
    const entries = catalogue.optionsOf.get(classica().id)!;
    const values = (type: string) =>
      entries.filter((entry) => entry.type === type).map((entry) => entry.value);
    expect(values("glazing")).toEqual([
      "s70-doppio-be",
      "s70-doppio-stratificato",
      "s70-doppio-acustico",
      "s70-triplo-be",
    ]);
    expect(entries.find((entry) => entry.type === "openingSide" && entry.isDefault)?.value).toBe(
      "principale-destra",
    );
    const shutter = catalogue.configurable.find((p) => p.slug.startsWith("tapparella"))!;
    expect(catalogue.optionsOf.get(shutter.id)!.some((entry) => entry.type === "glazing")).toBe(false);
  });
});

describe("bad extras are refused with the field's message and nothing is saved", () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      "a glazing of another system",
      { glazing: "p92-triplo-be" },
      "Valore non valido per il vetro di questo prodotto",
    ],
    [
      "an outside colour the product does not offer",
      { outsideColor: "rosa-shocking" },
      "Valore non valido per il colore esterno di questo prodotto",
    ],
    [
      "a one-sash hand on a two-sash window",
      { openingSide: "destra" },
      "Questa mano di apertura non esiste per il numero di ante scelto",
    ],
    [
      "an outside colour equal to the inside",
      { outsideColor: "bianco" },
      "Il colore esterno è uguale a quello interno: scegli «Come l'interno»",
    ],
  ];

  for (const [name, extra, message] of cases) {
    it(`${name}: 400 on price, cart and saved configurations`, async () => {
      const body = sixOptions();
      const bad = { ...body, options: { ...body.options, ...extra } };
      const answers = [
        await postJson(app, "/api/price", bad),
        await buyer.request("/api/cart", { method: "POST", json: bad }),
        await buyer.request("/api/saved-configurations", { method: "POST", json: { name: "Prova", ...bad } }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(((await answer.json()) as { message: string }).message).toBe(message);
      }
      expect((await buyer.json<unknown[]>("/api/cart")).body).toEqual([]);
      expect((await buyer.json<unknown[]>("/api/saved-configurations")).body).toEqual([]);
    });
  }

  it("a cart line keeps the extras it was priced with", async () => {
    const body = sixOptions();
    const line = { ...body, options: { ...body.options, glazing: "s70-triplo-be", mosquitoNet: "laterale" } };
    const other = await registeredCustomer(app);
    const added = await other.request("/api/cart", { method: "POST", json: line });
    expect(added.status).toBe(201);
    type Line = { options: Record<string, string>; summary: { label: string; value: string }[] };
    const cart = (await other.json<Line[]>("/api/cart")).body;
    expect(cart[0]?.options).toMatchObject({ glazing: "s70-triplo-be", mosquitoNet: "laterale" });
    expect(cart[0]?.summary).toEqual(
      expect.arrayContaining([{ label: "Zanzariera", value: "Zanzariera a scorrimento laterale" }]),
    );
  });
});
