// The option types of every configurator family (ADR 015) and the texts a form
// and a refusal use for them; shared by the browser and the server.

/** The window's option types, in form order: the other families' types follow them. */
export const windowTypes = ["material", "system", "profile", "color", "windowType", "openingType"] as const;

export const optionTypes = [
  ...windowTypes,
  "slidingType",
  "slatMaterial",
  "operation",
  "box",
  "finish",
  "openingSide",
  "handle",
  "glazing",
  "outsideColor",
  "mosquitoNet",
] as const;

export type OptionType = (typeof optionTypes)[number];

/**
 * An option type's texts, from its label: the select's label, the required
 * field's message ("Seleziona un tipo di finestra", docs/product/window-price.md's wording) and
 * the noun a refusal names it with ("il tipo di finestra").
 */
function optionTypeText(label: string, askedWith: "un" | "una" | "il", namedWith: "il" | "la") {
  const inSentence = label.charAt(0).toLowerCase() + label.slice(1);
  return { label, message: `Seleziona ${askedWith} ${inSentence}`, noun: `${namedWith} ${inSentence}` };
}

export const optionTypeTexts: Record<OptionType, { label: string; message: string; noun: string }> = {
  material: optionTypeText("Materiale", "un", "il"),
  system: optionTypeText("Sistema", "un", "il"),
  profile: optionTypeText("Profilo", "un", "il"),
  color: optionTypeText("Colore", "un", "il"),
  windowType: optionTypeText("Tipo di finestra", "un", "il"),
  openingType: optionTypeText("Tipo di apertura", "un", "il"),
  slidingType: optionTypeText("Tipo di scorrevole", "un", "il"),
  slatMaterial: optionTypeText("Materiale delle stecche", "il", "il"),
  operation: optionTypeText("Manovra", "una", "la"),
  box: optionTypeText("Cassonetto", "un", "il"),
  finish: optionTypeText("Finitura", "una", "la"),
  openingSide: optionTypeText("Lato di apertura", "il", "il"),
  handle: optionTypeText("Maniglia", "una", "la"),
  glazing: optionTypeText("Vetro", "un", "il"),
  outsideColor: optionTypeText("Colore esterno", "un", "il"),
  mosquitoNet: optionTypeText("Zanzariera", "una", "la"),
};

export type Toggle = "sopraluce" | "sottoluce";
