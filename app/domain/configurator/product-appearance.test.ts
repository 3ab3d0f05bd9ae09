import { describe, expect, it } from "vitest";
import { appearanceFromWords, normaliseWords } from "./product-appearance.ts";

describe("appearanceFromWords", () => {
  it.each([
    ["Torterolo TR651 Bianco", "Bianco"],
    ["Porta Interna Laccata Bianca Pantografata", "Bianco"],
    ["Phantos Laccato Grigio Antracite", "Antracite"],
    ["Zero Grigio Perla", "Grigio perla"],
    ["Laminato Bianco Frassinato", "Bianco"],
    ["Impiallacciato Frassino Tinto Wengé", "Wengé"],
    ["Impiallacciato Tanganika Tinto Noce", "Noce"],
    ["Torterolo TR651 Tanganica Medio", "Tanganica"],
    ["Porta Interna Rovere Spazzolato", "Rovere"],
    ["Finestra Legno Lamellare 68", "Legno"],
    ["Finestra Legno-Alluminio Natura 78", "Legno"],
    ["Finestra Alluminio Taglio Termico 65", "Alluminio"],
    ["Finestra PVC Classica 70", "Bianco"],
    ["Alias Steel C", "Acciaio"],
    ["mdf-base-noce-liscio", "Noce"],
  ])("%s → %s", (text, name) => {
    expect(appearanceFromWords(text)?.name).toBe(name);
  });

  it("matches word beginnings only: 'generale' is not black, 'grosso' not red", () => {
    expect(appearanceFromWords("Vetro generale grosso")).toBeNull();
  });

  it("takes the first text that names something", () => {
    expect(appearanceFromWords(null, "", "Modello X", "finestre-legno")?.name).toBe("Legno");
    expect(appearanceFromWords("Noce", "Bianco")?.name).toBe("Noce");
    expect(appearanceFromWords(undefined, "Torterolo TR450")).toBeNull();
  });

  it("gives #rrggbb colours", () => {
    expect(appearanceFromWords("bianco")?.hex).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("normaliseWords", () => {
  it("lowercases, drops accents and separators", () => {
    expect(normaliseWords("Wengé/Tinto-NOCE")).toBe(" wenge tinto noce ");
  });
});
