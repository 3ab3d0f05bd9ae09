import { describe, expect, it } from "vitest";
import { optionSetEntries, optionSetFromEntries } from "./option-set-entries.ts";
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
  option("material", "alluminio", "Alluminio"),
  option("material", "acciaio", "Acciaio"),
  option("system", "standard-70", "Standard 70 mm"),
  option("system", "passive-92", "Passivhaus 92 mm"),
  option("profile", "squadrato"),
  option("color", "bianco"),
  option("color", "nero"),
  option("windowType", "una-anta"),
  option("windowType", "due-ante"),
  option("openingType", "battente"),
  option("openingType", "scorrevole"),
  option("slatMaterial", "pvc"),
  option("operation", "cinghia"),
  option("operation", "motore"),
  option("box", "nessuno"),
  option("finish", "laminato-bianco"),
  option("finish", "pannello-liscio"),
  option("openingSide", "destra"),
  option("handle", "maniglia-standard"),
  option("handle", "maniglione"),
];

const window = { category: { slug: "finestre" } };
const pvcWindow = resolveOptionSet(window, catalogue, {
  locked: { material: "pvc", system: "standard-70" },
  defaults: { windowType: "due-ante" },
});

describe("resolveOptionSet", () => {
  it("offers a window the spec's six options, then its optional extras", () => {
    const set = resolveOptionSet(window, catalogue);
    expect(set.fields.map((field) => field.type)).toEqual([
      "material",
      "system",
      "profile",
      "color",
      "windowType",
      "openingType",
      "glazing",
      "outsideColor",
      "openingSide",
      "mosquitoNet",
      "box",
    ]);
    expect(set.fields.filter((field) => field.optional).map((field) => field.type)).toEqual([
      "glazing",
      "outsideColor",
      "openingSide",
      "mosquitoNet",
      "box",
    ]);
    expect(set.fields[0]!.choices.map((choice) => choice.value)).toEqual(["pvc", "alluminio"]);
    expect(set.fields[5]!.choices.map((choice) => choice.value)).toEqual(["battente"]);
    expect(set.toggles).toEqual(["sopraluce", "sottoluce"]);
  });

  it("offers only the product's own value where it locks one, preselected", () => {
    const material = pvcWindow.fields.find((field) => field.type === "material")!;
    expect(material.locked).toBe("pvc");
    expect(material.choices.map((choice) => choice.value)).toEqual(["pvc"]);
    expect(defaultOptionValues(pvcWindow)).toMatchObject({
      material: "pvc",
      system: "standard-70",
      windowType: "due-ante",
    });
  });

  it("falls back to the first choice when a default is not on offer", () => {
    const set = resolveOptionSet(window, catalogue, { locked: {}, defaults: { color: "viola" } });
    expect(defaultOptionValues(set).color).toBe("bianco");
  });

  it("gives shutters and doors their own types, and interior doors their own values", () => {
    const shutter = resolveOptionSet({ category: { slug: "tapparelle" } }, catalogue);
    expect(shutter.fields.map((field) => field.type)).toEqual(["slatMaterial", "color", "operation", "box"]);
    expect(shutter.toggles).toEqual([]);
    const interior = resolveOptionSet({ category: { slug: "porte-interne" } }, catalogue);
    expect(interior.fields.map((field) => field.type)).toEqual(["finish", "openingSide", "handle"]);
    expect(interior.fields[0]!.choices.map((choice) => choice.value)).toEqual(["laminato-bianco"]);
    expect(interior.fields[2]!.choices.map((choice) => choice.value)).toEqual(["maniglia-standard"]);
  });

  it("is rebuilt identically from the API's entries", () => {
    expect(optionSetFromEntries(window, optionSetEntries(pvcWindow))).toEqual(
      resolveOptionSet(window, optionSetEntries(pvcWindow), {
        locked: { material: "pvc", system: "standard-70" },
        defaults: { windowType: "due-ante" },
      }),
    );
  });
});

describe("checkOptions", () => {
  const valid = { ...defaultOptionValues(pvcWindow), sopraluce: true };

  it("accepts the defaults", () => {
    expect(checkOptions(pvcWindow, valid).ok).toBe(true);
  });

  it("names every empty required choice with its message", () => {
    const result = checkOptions(pvcWindow, { ...valid, color: "", windowType: " " });
    expect(result).toEqual({
      ok: false,
      kind: "missing",
      message: "Seleziona un colore",
      errors: {
        "options.color": "Seleziona un colore",
        "options.windowType": "Seleziona un tipo di finestra",
      },
    });
  });

  it("refuses a change of a locked value, an unknown value, another family's option and toggle", () => {
    const refusal = (options: Record<string, unknown>) => {
      const result = checkOptions(pvcWindow, { ...valid, ...options });
      return result.ok ? null : result.message;
    };
    expect(refusal({ material: "alluminio" })).toBe(
      "Per questo prodotto il materiale è PVC e non si può cambiare",
    );
    expect(refusal({ openingType: "scorrevole" })).toBe(
      "Valore non valido per il tipo di apertura di questo prodotto",
    );
    expect(refusal({ handle: "maniglione" })).toBe("Questo prodotto non prevede la maniglia");
    const shutter = resolveOptionSet({ category: { slug: "tapparelle" } }, catalogue);
    expect(checkOptions(shutter, { ...defaultOptionValues(shutter), sopraluce: true })).toMatchObject({
      ok: false,
      message: "Questo prodotto non prevede il sopraluce",
    });
  });
});
