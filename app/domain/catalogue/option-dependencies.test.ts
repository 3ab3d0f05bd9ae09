import { describe, expect, it } from "vitest";
import { availableChoices, settleDependentChoices } from "./option-dependencies.ts";
import { checkOptions, defaultOptionValues, type OptionChoice, resolveOptionSet } from "./option-sets.ts";

const option = (type: OptionChoice["type"], value: string, name = value): OptionChoice => ({
  type,
  value,
  name,
  priceMultiplier: null,
  priceAdditionCents: null,
  swatch: null,
});

const catalogue: OptionChoice[] = [
  option("material", "pvc", "PVC"),
  option("system", "standard-70"),
  option("system", "performance-82"),
  option("profile", "squadrato"),
  option("color", "bianco", "Bianco"),
  option("windowType", "una-anta"),
  option("windowType", "due-ante"),
  option("openingType", "anta-ribalta"),
  option("openingType", "vasistas"),
  option("openingType", "fissa"),
  option("glazing", "s70-doppio-be"),
  option("glazing", "s70-triplo-be"),
  option("glazing", "p82-triplo-be"),
  option("glazing", "p82-triplo-acustico"),
  option("outsideColor", "come-interno"),
  option("outsideColor", "bianco"),
  option("outsideColor", "antracite"),
  option("openingSide", "destra"),
  option("openingSide", "sinistra"),
  option("openingSide", "principale-destra"),
  option("openingSide", "principale-sinistra"),
  option("mosquitoNet", "nessuna"),
  option("mosquitoNet", "laterale"),
  option("box", "nessuno"),
  option("box", "esterno"),
  option("finish", "pannello-liscio"),
  option("handle", "maniglione"),
];

const window = { category: { slug: "finestre" } };
const locked70 = resolveOptionSet(window, catalogue, {
  locked: { material: "pvc", system: "standard-70" },
  defaults: { windowType: "due-ante", openingType: "anta-ribalta", color: "bianco" },
});
const valuesOf = (type: string, set = locked70) =>
  set.fields.find((field) => field.type === type)!.choices.map((choice) => choice.value);

describe("the choices that depend on another choice", () => {
  it("offers only the glazings of the product's locked system, its own first", () => {
    expect(valuesOf("glazing")).toEqual(["s70-doppio-be", "s70-triplo-be"]);
    expect(defaultOptionValues(locked70).glazing).toBe("s70-doppio-be");
  });

  it("starts a two-sash window with the main sash on the right and an outside colour like the inside", () => {
    const defaults = defaultOptionValues(locked70);
    expect(defaults).toMatchObject({
      openingSide: "principale-destra",
      outsideColor: "come-interno",
      mosquitoNet: "nessuna",
      box: "nessuno",
    });
    expect(checkOptions(locked70, defaults).ok).toBe(true);
  });

  it("gives one sash the right and left hands, several sashes the main sash, fixed and vasistas none", () => {
    const hand = locked70.fields.find((field) => field.type === "openingSide")!;
    const values = (options: Record<string, string>) =>
      availableChoices("window", hand, options).map((choice) => choice.value);
    expect(values({ windowType: "una-anta", openingType: "anta-ribalta" })).toEqual(["destra", "sinistra"]);
    expect(values({ windowType: "due-ante", openingType: "anta-ribalta" })).toEqual([
      "principale-destra",
      "principale-sinistra",
    ]);
    expect(values({ windowType: "una-anta", openingType: "fissa" })).toEqual([]);
    expect(values({ windowType: "una-anta", openingType: "vasistas" })).toEqual([]);
  });

  it("moves a hand that no longer fits when the sashes change, and keeps one that fits", () => {
    const defaults = defaultOptionValues(locked70);
    expect(
      settleDependentChoices("window", locked70.fields, { ...defaults, windowType: "una-anta" }),
    ).toMatchObject({
      openingSide: "destra",
    });
    expect(
      settleDependentChoices("window", locked70.fields, { ...defaults, openingType: "fissa" }),
    ).toMatchObject({
      openingSide: "",
    });
    const left = { ...defaults, openingSide: "principale-sinistra" };
    expect(settleDependentChoices("window", locked70.fields, left).openingSide).toBe("principale-sinistra");
  });

  it("refuses at the field a glazing of another system, a hand the sashes do not have, an outside colour equal to the inside", () => {
    const valid = defaultOptionValues(locked70);
    const refusal = (options: Record<string, string>) => checkOptions(locked70, { ...valid, ...options });
    expect(refusal({ glazing: "p82-triplo-be" })).toEqual({
      ok: false,
      kind: "refused",
      message: "Valore non valido per il vetro di questo prodotto",
    });
    const open = resolveOptionSet(window, catalogue);
    const openValid = { ...defaultOptionValues(open), system: "standard-70" };
    expect(checkOptions(open, { ...openValid, glazing: "p82-triplo-acustico" })).toEqual({
      ok: false,
      kind: "refused",
      field: "glazing",
      message: "Il vetro scelto non è disponibile per il sistema di questo prodotto",
    });
    expect(refusal({ windowType: "una-anta", openingSide: "principale-destra" })).toMatchObject({
      field: "openingSide",
      message: "Questa mano di apertura non esiste per il numero di ante scelto",
    });
    expect(refusal({ openingType: "fissa", openingSide: "destra" })).toMatchObject({
      message: "Una finestra fissa o a vasistas non ha una mano di apertura",
    });
    expect(refusal({ outsideColor: "bianco" })).toMatchObject({
      field: "outsideColor",
      message: "Il colore esterno è uguale a quello interno: scegli «Come l'interno»",
    });
  });

  it("leaves every new choice optional: the spec's six options alone pass", () => {
    const six = { material: "pvc", system: "standard-70", profile: "squadrato", color: "bianco" };
    expect(
      checkOptions(locked70, { ...six, windowType: "due-ante", openingType: "anta-ribalta" }),
    ).toMatchObject({
      ok: true,
    });
  });

  it("keeps a door's hands to right and left", () => {
    const door = resolveOptionSet({ category: { slug: "porte-ingresso" } }, catalogue);
    expect(valuesOf("openingSide", door)).toEqual(["destra", "sinistra"]);
  });
});
