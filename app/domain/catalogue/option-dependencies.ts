import type { ProductFamily } from "../configurator/product-family.ts";
import { glazingChoices } from "./thermal-catalogue.ts";

// Choices that depend on another choice (docs/product/window-options.md): the
// glazings fit one system, the hand of a window depends on its sashes and its
// opening, the outside colour is another colour than the inside one. Shared by
// the form, which offers only these, and the server's check, which refuses
// anything else.

/** A window's hand seen from inside: one sash opens right or left, several name the sash that opens first. */
export const oneSashHands = ["destra", "sinistra"] as const;
export const severalSashHands = ["principale-destra", "principale-sinistra"] as const;
/** The outside colour that repeats the inside one: a one-colour window. */
export const SAME_AS_INSIDE = "come-interno";

/** What this module reads of an option set's field (option-sets.ts's OptionField). */
interface DependentField<O extends { value: string }> {
  type: string;
  label: string;
  locked: string | null;
  optional: boolean;
  choices: O[];
}

/** The chosen values by option type. */
type ChosenValues = Readonly<Record<string, unknown>>;

const glazedFamilies: readonly ProductFamily[] = ["window", "french-window", "sliding"];
/** Openings without a hand: a fixed pane and a bottom-hinged vasistas. */
const openingsWithoutHand = new Set(["fissa", "vasistas"]);

function allowedValues(
  family: ProductFamily,
  type: string,
  options: ChosenValues,
): ReadonlySet<string> | null {
  if (!glazedFamilies.includes(family)) return null;
  if (type === "glazing") {
    const system = options.system;
    if (typeof system !== "string" || system === "") return null;
    return new Set(
      Object.entries(glazingChoices).flatMap(([code, g]) => (g.system === system ? [code] : [])),
    );
  }
  if (type === "openingSide") {
    if (openingsWithoutHand.has(String(options.openingType ?? ""))) return new Set();
    if (!options.windowType) return null;
    return new Set<string>(options.windowType === "una-anta" ? oneSashHands : severalSashHands);
  }
  return null;
}

/** The choices of a field that fit the rest of the configuration. */
export function availableChoices<O extends { value: string }>(
  family: ProductFamily,
  field: DependentField<O>,
  options: ChosenValues,
): O[] {
  const allowed = allowedValues(family, field.type, options);
  const choices = allowed ? field.choices.filter((choice) => allowed.has(choice.value)) : field.choices;
  if (field.type === "outsideColor" && options.color)
    return choices.filter((choice) => choice.value !== options.color);
  return choices;
}

/** Why a value that the set offers does not fit the rest of the configuration, or null. */
export function dependentChoiceRefusal(
  family: ProductFamily,
  field: DependentField<{ value: string }>,
  value: string,
  options: ChosenValues,
): string | null {
  if (availableChoices(family, field, options).some((choice) => choice.value === value)) return null;
  switch (field.type) {
    case "glazing":
      return "Il vetro scelto non è disponibile per il sistema di questo prodotto";
    case "openingSide":
      return openingsWithoutHand.has(String(options.openingType ?? ""))
        ? "Una finestra fissa o a vasistas non ha una mano di apertura"
        : "Questa mano di apertura non esiste per il numero di ante scelto";
    case "outsideColor":
      return "Il colore esterno è uguale a quello interno: scegli «Come l'interno»";
    default:
      return `Valore non valido per ${field.label.toLowerCase()}`;
  }
}

/**
 * Moves each dependent choice that no longer fits (the system or the sashes
 * changed) to the field's first fitting choice, or empties it when none fits;
 * what still fits is kept. The form calls it after every change.
 */
export function settleDependentChoices<V extends Partial<Record<string, unknown>>>(
  family: ProductFamily,
  fields: readonly DependentField<{ value: string }>[],
  options: V,
): V {
  const next: Record<string, unknown> = { ...options };
  for (const field of fields) {
    if (field.locked) continue;
    const value = typeof next[field.type] === "string" ? (next[field.type] as string) : "";
    if (value === "" && !field.optional) continue;
    const available = availableChoices(family, field, next);
    if (available.some((choice) => choice.value === value)) continue;
    next[field.type] = available[0]?.value ?? "";
  }
  return next as V;
}
