import { describe, expect, it } from "vitest";
import type { ServicePrices } from "../configurator/line-services.ts";
import { ecobonusZones, referenceSizeMm, serviceFacts } from "./product-page-facts.ts";

const prices: ServicePrices = {
  installation: { code: "installation", priceCents: 6000, minimumCents: 12000 },
  "door-installation": { code: "door-installation", priceCents: 18000, minimumCents: 0 },
  removal: { code: "removal", priceCents: 5000, minimumCents: 0 },
  subframe: { code: "subframe", priceCents: 1800, minimumCents: 0 },
};
const nbsp = (text: string) => text.replaceAll("\u00a0", " ");

describe("serviceFacts", () => {
  it("prices each service as the cart does for the reference size", () => {
    const facts = serviceFacts("window", "window", prices).map((fact) =>
      nbsp(`${fact.label}: ${fact.detail}`),
    );
    expect(facts).toEqual([
      "Posa in opera: 120,00 € per la misura di riferimento 1200 x 1400 mm (60,00 €/m², minimo 120,00 €)",
      "Rimozione e smaltimento del vecchio serramento: 50,00 € a pezzo",
      "Falso telaio: 93,60 € per la misura di riferimento 1200 x 1400 mm (18,00 €/m di perimetro)",
    ]);
  });

  it("offers a shutter no subframe, a Torterolo door its 90 x 210 cm and a survey-only door nothing", () => {
    expect(serviceFacts("window", "shutter", prices).map((fact) => fact.code)).toEqual([
      "installation",
      "removal",
    ]);
    expect(referenceSizeMm("door", "door")).toEqual({ width: 900, height: 2100 });
    expect(serviceFacts("none", "door", prices)).toEqual([]);
    const [doorFitting] = serviceFacts("door", "door", prices);
    expect(nbsp(`${doorFitting?.label}: ${doorFitting?.detail}`)).toBe("Posa in opera: 180,00 € a porta");
  });
});

describe("ecobonusZones", () => {
  it("points each missed zone to the cheapest other product that meets it", () => {
    const zones = ecobonusZones({ id: 1, value: 1.48 }, [
      { id: 2, name: "Energy", basePriceCents: 32900, value: 1.02 },
      { id: 3, name: "Passiva", basePriceCents: 38900, value: 0.86 },
      { id: 4, name: "Cara", basePriceCents: 99900, value: 0.8 },
    ]);
    expect(zones.D).toEqual({ eligible: true, alternative: { id: 2, name: "Energy" } });
    expect(zones.E).toEqual({ eligible: false, alternative: { id: 2, name: "Energy" } });
    expect(zones.F).toEqual({ eligible: false, alternative: { id: 3, name: "Passiva" } });
    expect(ecobonusZones(null, [])).toEqual({});
  });
});
