import { describe, expect, it } from "vitest";
import { descriptionWithoutClaims } from "./description-claims.ts";

const plain = (text: string) => descriptionWithoutClaims(text, { door: false });

describe("descriptionWithoutClaims", () => {
  it("drops every Uw/Ud figure with what joins it to the sentence", () => {
    expect(plain("Argon. Uw 1,3 W/m²K e ferramenta anta-ribalta di serie: la scelta.")).toBe(
      "Argon. Ferramenta anta-ribalta di serie: la scelta.",
    );
    expect(plain("Raggiunge Uw 0,95 W/m²K e un abbattimento di 41 dB.")).toBe(
      "Raggiunge un abbattimento di 41 dB.",
    );
    expect(plain("Case passive. Uw fino a 0,80 W/m²K, isolamento di 44 dB.")).toBe(
      "Case passive. Isolamento di 44 dB.",
    );
    expect(plain("Forbice di sicurezza e Uw 1,5 W/m²K.")).toBe("Forbice di sicurezza.");
    expect(plain("Argon per un Uw di 1,4 W/m²K e la massima luminosità.")).toBe(
      "Argon per la massima luminosità.",
    );
    expect(plain("Triplo vetro con Uw 0,95 W/m²K.")).toBe("Triplo vetro.");
    expect(plain("Vetrocamera 4/16/4 e Uw 1,3 W/m²K, per chi desidera.")).toBe(
      "Vetrocamera 4/16/4, per chi desidera.",
    );
    expect(plain("Isolamento termico Ud 1,0 W/m²K.")).toBe("Isolamento termico.");
  });

  it("keeps other figures and decimals as they are", () => {
    const text = "Luci fino a 2,5 metri e 42 dB di abbattimento acustico.";
    expect(plain(text)).toBe(text);
  });

  it("drops a door's claim that an article sold apart is included, only for the door configurator", () => {
    const text = "Serratura con defender. Classe 3 antieffrazione, soglia mobile e kit maniglie incluso.";
    expect(descriptionWithoutClaims(text, { door: true })).toBe(
      "Serratura con defender. Classe 3 antieffrazione.",
    );
    expect(plain(text)).toBe(text);
  });
});
