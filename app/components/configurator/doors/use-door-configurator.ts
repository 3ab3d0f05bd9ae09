import { useCallback, useMemo, useState } from "react";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import type { DoorCatalogue } from "#app/domain/catalogue/door-catalogue.ts";
import { includedItemsOf, withIncludedPrices } from "#app/domain/configurator/door-included-items.ts";
import {
  computeDoorPrice,
  DEFAULT_DOOR_SIZE,
  type DoorPrice,
  type DoorPricedItem,
  type DoorPricedPanel,
} from "#app/domain/configurator/door-price.ts";
import { type DoorSelection, doorSizeSchema } from "#app/domain/configurator/door-selection.ts";
import { missingPanelMessage, withStandardPanels } from "#app/domain/configurator/door-standard-panels.ts";
import { fieldErrors } from "#app/domain/web/validation.ts";

// What the customer has picked in the door configurator, the running price
// (the same pure rule the server applies, fed from the public catalogue) and
// the body that 'Aggiungi al Carrello' posts.

export type DoorProduct = Pick<Product, "id" | "name" | "slug" | "basePriceCents" | "category"> & {
  /** The declared Ud the dialog shows (docs/product/thermal.md). */
  technicalData?: { thermalU: number } | null;
};
export type DoorSizeMode = "standard" | "custom";
export type PanelSide = "interno" | "esterno";
export type CustomDimension = "width" | "height";
/** What an attempt to add must have fixed first: a custom dimension, or a panel for a model without its own. */
export type DoorBlocker = CustomDimension | "hand" | "panels";
export type DoorHand = "destra" | "sinistra";

const SIZE_BLOCK_MESSAGE = "Correggi le misure personalizzate per aggiungere la porta al carrello.";
export const HAND_BLOCK_MESSAGE = "Scegli la mano di apertura della porta: destra o sinistra.";

export interface DoorChoices {
  sizeMode: DoorSizeMode;
  standardWidth: number;
  standardHeight: number;
  /** What the customer typed, in centimetres; empty right after switching into custom mode. */
  customWidth: string;
  customHeight: string;
  cylinder: string | null;
  handleKit: string | null;
  /** One knob in total, whether a round one or a Pigna. */
  knob: string | null;
  /** Article codes, in the order they were ticked (the breakdown follows it). */
  accessories: string[];
  /** Keys of the price map's extra items. */
  extras: string[];
  internalPanel: string | null;
  externalPanel: string | null;
  /** No default: a wrong hand is a door that does not fit, so the customer chooses it. */
  openingSide: DoorHand | null;
}

/** The start and "reset": the standard size and the model's own articles (at 0 €). */
function initialChoicesOf(productSlug: string): DoorChoices {
  const included = includedItemsOf(productSlug);
  return {
    ...initialChoices,
    cylinder: included.cylinder,
    handleKit: included.handleKit,
    accessories: [...included.accessories],
  };
}

const initialChoices: DoorChoices = {
  sizeMode: "standard",
  standardWidth: DEFAULT_DOOR_SIZE.width,
  standardHeight: DEFAULT_DOOR_SIZE.height,
  customWidth: "",
  customHeight: "",
  cylinder: null,
  handleKit: null,
  knob: null,
  accessories: [],
  extras: [],
  internalPanel: null,
  externalPanel: null,
  openingSide: null,
};

/** The Italian message per custom dimension, from the schema the server validates with. */
function customSizeErrors(choices: DoorChoices): Partial<Record<CustomDimension, string>> {
  if (choices.sizeMode !== "custom") return {};
  const parsed = doorSizeSchema.safeParse({
    mode: "custom",
    width: choices.customWidth,
    height: choices.customHeight,
  });
  if (parsed.success) return {};
  const errors = fieldErrors(parsed.error);
  return { width: errors.width, height: errors.height };
}

// The groups and sides are the ones doors.server.ts prices with, so the
// browser's breakdown reads exactly like the one stored with the cart line.
function pricedItems(choices: DoorChoices, catalogue: DoorCatalogue): DoorPricedItem[] {
  const article = (group: string, list: DoorCatalogue["cylinders"], code: string | null) => {
    const found = code ? list.find((candidate) => candidate.code === code) : undefined;
    return found ? [{ group, name: found.name, code: found.code, priceCents: found.priceCents }] : [];
  };
  return [
    ...article("Cilindro", catalogue.cylinders, choices.cylinder),
    ...article("Kit maniglie", catalogue.handleKits, choices.handleKit),
    ...article("Pomolo", catalogue.knobs, choices.knob),
    ...choices.accessories.flatMap((code) => article("Accessorio", catalogue.accessories, code)),
    ...choices.extras.flatMap((key) => {
      const extra = catalogue.extras.find((candidate) => candidate.key === key);
      return extra
        ? [{ group: "Aggiuntivo", name: extra.label, code: extra.key, priceCents: extra.priceCents }]
        : [];
    }),
  ];
}

function pricedPanels(choices: DoorChoices, catalogue: DoorCatalogue): DoorPricedPanel[] {
  const sides = [
    ["interno", choices.internalPanel],
    ["esterno", choices.externalPanel],
  ] as const;
  return sides.flatMap(([side, key]) => {
    const finish = key ? catalogue.finishes.find((candidate) => candidate.key === key) : undefined;
    return finish
      ? [
          {
            side,
            name: finish.name,
            line: finish.line,
            priceCents: finish.priceCents,
            lacquer: finish.lacquer,
          },
        ]
      : [];
  });
}

const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

export function useDoorConfigurator(product: DoorProduct, catalogue: DoorCatalogue | null) {
  const [choices, setChoices] = useState<DoorChoices>(() => initialChoicesOf(product.slug));
  const [touched, setTouched] = useState<Partial<Record<CustomDimension, boolean>>>({});
  const [attempted, setAttempted] = useState(false);

  const update = useCallback((change: Partial<DoorChoices>) => {
    setChoices((current) => ({ ...current, ...change }));
  }, []);

  const setSizeMode = useCallback((sizeMode: DoorSizeMode) => {
    setChoices((current) =>
      current.sizeMode === sizeMode
        ? current
        : // Entering custom mode starts from empty measures (docs/product/door-configurator.md).
          { ...current, sizeMode, customWidth: "", customHeight: "" },
    );
    setTouched({});
    setAttempted(false);
  }, []);

  const togglePanel = useCallback((side: PanelSide, key: string) => {
    const field = side === "interno" ? "internalPanel" : "externalPanel";
    setChoices((current) => ({ ...current, [field]: current[field] === key ? null : key }));
  }, []);

  const reset = useCallback(() => {
    setChoices(initialChoicesOf(product.slug));
    setTouched({});
    setAttempted(false);
  }, [product.slug]);

  const errors = useMemo(() => customSizeErrors(choices), [choices]);
  const sizeValid = !errors.width && !errors.height;

  const size: DoorSelection["size"] =
    choices.sizeMode === "standard"
      ? { mode: "standard", width: choices.standardWidth, height: choices.standardHeight }
      : { mode: "custom", width: Number(choices.customWidth), height: Number(choices.customHeight) };

  const price: DoorPrice | null = useMemo(() => {
    if (!catalogue) return null;
    return computeDoorPrice({
      basePriceCents: product.basePriceCents,
      // A custom size counts (and carries its surcharge) only once it is a valid one.
      size:
        choices.sizeMode === "custom"
          ? {
              mode: "custom",
              width: errors.width ? null : Number(choices.customWidth),
              height: errors.height ? null : Number(choices.customHeight),
            }
          : { mode: "standard", width: choices.standardWidth, height: choices.standardHeight },
      items: withIncludedPrices(product.slug, pricedItems(choices, catalogue)),
      openingSide: choices.openingSide,
      // A model's standard panel shows (free) on a side left without a chosen one, as the server prices it.
      panels: withStandardPanels(product.slug, pricedPanels(choices, catalogue)),
    });
  }, [catalogue, choices, errors, product.basePriceCents, product.slug]);

  const panelMessage = missingPanelMessage(product.slug, choices);

  const selection: DoorSelection | null = sizeValid
    ? {
        productId: product.id,
        size,
        cylinder: choices.cylinder,
        handleKit: choices.handleKit,
        knob: choices.knob,
        accessories: choices.accessories,
        extras: choices.extras,
        internalPanel: choices.internalPanel,
        externalPanel: choices.externalPanel,
        openingSide: choices.openingSide,
      }
    : null;

  /** Shown once the field was left with something in it, or after an attempt to add. */
  const visibleSizeErrors: Partial<Record<CustomDimension, string>> = {
    width: attempted || touched.width ? errors.width : undefined,
    height: attempted || touched.height ? errors.height : undefined,
  };

  return {
    choices,
    price,
    selection,
    sizeErrors: visibleSizeErrors,
    /** Why the customer's attempt to add was stopped (a size that cannot be made, no panel), while it still is. */
    blockedMessage: attempted
      ? !sizeValid
        ? SIZE_BLOCK_MESSAGE
        : choices.openingSide
          ? panelMessage
          : HAND_BLOCK_MESSAGE
      : null,
    /** The hand is asked for once an attempt to add found it missing. */
    handMissing: attempted && choices.openingSide === null,
    chooseHand: (openingSide: DoorHand) => update({ openingSide }),
    setSizeMode,
    setStandardWidth: (standardWidth: number) => update({ standardWidth }),
    setStandardHeight: (standardHeight: number) => update({ standardHeight }),
    setCustomDimension: (dimension: CustomDimension, value: string) =>
      update(dimension === "width" ? { customWidth: value } : { customHeight: value }),
    markTouched: (dimension: CustomDimension, value: string) => {
      if (value.trim() !== "") setTouched((current) => ({ ...current, [dimension]: true }));
    },
    /** Marks the attempt and answers what needs fixing first, if anything. */
    attemptAdd: (): DoorBlocker | null => {
      setAttempted(true);
      if (errors.width) return "width";
      if (errors.height) return "height";
      if (!choices.openingSide) return "hand";
      return panelMessage ? "panels" : null;
    },
    chooseCylinder: (cylinder: string | null) => update({ cylinder }),
    chooseHandleKit: (handleKit: string | null) => update({ handleKit }),
    chooseKnob: (knob: string | null) => update({ knob }),
    toggleAccessory: (code: string) =>
      setChoices((current) => ({ ...current, accessories: toggled(current.accessories, code) })),
    toggleExtra: (key: string) =>
      setChoices((current) => ({ ...current, extras: toggled(current.extras, key) })),
    togglePanel,
    reset,
  };
}

export type DoorConfigurator = ReturnType<typeof useDoorConfigurator>;
