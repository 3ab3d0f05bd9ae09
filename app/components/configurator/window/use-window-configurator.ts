import { useCallback, useMemo, useState } from "react";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import { settleDependentChoices } from "#app/domain/catalogue/option-dependencies.ts";
import {
  checkOptions,
  defaultOptionValues,
  type OptionChoice,
  type OptionType,
  optionLabels,
  type ProductOptionSet,
} from "#app/domain/catalogue/option-sets.ts";
import { defaultSizesMm } from "#app/domain/configurator/product-drawing-spec.ts";
import { checkSize, type SizeLimit, sizeLimitFor } from "#app/domain/configurator/size-limits.ts";
import { thermalTransmittanceFor } from "#app/domain/configurator/thermal-transmittance.ts";
import {
  type WindowConfiguration,
  windowConfigurationSchema,
} from "#app/domain/configurator/window-configuration.ts";
import {
  type BreakdownLine,
  computeWindowPrice,
  type PricePart,
} from "#app/domain/configurator/window-price.ts";
import { fieldErrors } from "#app/domain/web/validation.ts";

// The form logic shared by the price calculator overlay and the product page
// configurator: one hook, two layouts, built from the product's option set
// (docs/product/window-price.md#option-sets). The live estimate uses the same
// pure formula as the server; whatever is saved is priced by the server again.

export type WindowFormValues = Partial<Record<OptionType, string>> & {
  width: string;
  height: string;
  sopraluce: boolean;
  sottoluce: boolean;
};

export type ConfiguratorAction = "price" | "quote" | "cart" | "save";

/** The destructive notice's second half, per action (docs/product/window-price.md#fields). */
export const missingFieldsSuffix: Record<ConfiguratorAction, string> = {
  price: "prima di calcolare il prezzo",
  quote: "prima di richiedere un preventivo",
  cart: "prima di aggiungere al carrello",
  save: "prima di salvare la configurazione",
};

export interface ServerPrice {
  priceCents: number;
  breakdown: BreakdownLine[];
  parts: PricePart[];
  pricePerSquareMetreCents: number | null;
}

/** The form a product's configurator opens with, and returns to on "Reset": every default, the family's size. */
export function defaultFormValues(set: ProductOptionSet): WindowFormValues {
  const size = defaultSizesMm[set.family];
  return {
    ...defaultOptionValues(set),
    width: String(size.width),
    height: String(size.height),
    sopraluce: false,
    sottoluce: false,
  };
}

function toPayload(productId: number, set: ProductOptionSet, values: WindowFormValues) {
  const options: Partial<Record<OptionType, string>> = {};
  // A locked value is the product's own, whatever an older saved configuration holds.
  for (const field of set.fields) options[field.type] = field.locked ?? values[field.type] ?? "";
  return {
    productId,
    options: {
      ...options,
      sopraluce: set.toggles.includes("sopraluce") && values.sopraluce,
      sottoluce: set.toggles.includes("sottoluce") && values.sottoluce,
    },
    dimensions: { width: values.width, height: values.height },
  };
}

function positiveInteger(text: string): number | null {
  return /^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;
}

/** Form values from a stored configuration (saved configurations, edit); a missing option stays empty. */
export function formValuesFrom(
  configuration: Pick<WindowConfiguration, "options" | "dimensions">,
): WindowFormValues {
  return {
    ...configuration.options,
    width: String(configuration.dimensions.width),
    height: String(configuration.dimensions.height),
  };
}

function chosenOptions(set: ProductOptionSet, values: WindowFormValues) {
  const chosen: Partial<Record<OptionType, OptionChoice>> = {};
  for (const field of set.fields) {
    const value = field.locked ?? values[field.type];
    const option = field.choices.find((candidate) => candidate.value === value);
    if (option) chosen[field.type] = option;
  }
  return chosen;
}

export function useWindowConfigurator(
  product: Pick<Product, "id" | "basePriceCents">,
  optionSet: ProductOptionSet,
  initialValues?: WindowFormValues,
) {
  const defaults = useMemo(() => defaultFormValues(optionSet), [optionSet]);
  // An older saved configuration without the new choices starts from the neutral ones that fit it.
  const [values, setValues] = useState<WindowFormValues>(() =>
    initialValues ? settleDependentChoices(optionSet.family, optionSet.fields, initialValues) : defaults,
  );
  const [serverPrice, setServerPrice] = useState<{ price: ServerPrice; forValues: WindowFormValues } | null>(
    null,
  );

  const payload = useMemo(() => toPayload(product.id, optionSet, values), [product.id, optionSet, values]);
  const parsed = useMemo(() => windowConfigurationSchema.safeParse(payload), [payload]);
  const optionCheck = useMemo(() => checkOptions(optionSet, payload.options), [optionSet, payload]);
  // The factory's limit for the chosen sashes and opening, written beside the size fields before anyone asks.
  const sizeLimit: SizeLimit | null = useMemo(
    () =>
      sizeLimitFor(optionSet.sizeLimits, {
        family: optionSet.family,
        windowType: payload.options.windowType || null,
        openingType: payload.options.openingType || null,
      }),
    [optionSet, payload],
  );
  const width = positiveInteger(values.width);
  const height = positiveInteger(values.height);
  const sizeCheck = width && height ? checkSize(sizeLimit, width, height) : null;
  // Defaults fill every field, so an empty one was cleared (or a saved configuration lacks it): say so at once.
  const errors: Record<string, string> = {
    ...(sizeCheck && !sizeCheck.makeable ? sizeCheck.errors : {}),
    ...(parsed.success ? {} : fieldErrors(parsed.error)),
    ...(optionCheck.ok || optionCheck.kind !== "missing" ? {} : optionCheck.errors),
  };
  // A field in error leaves no figure on screen: no price, no Uw, until it is put right.
  const inError = Object.keys(errors).length > 0;

  const { basePriceCents } = product;
  const live = useMemo(
    () =>
      computeWindowPrice({
        basePriceCents,
        ...chosenOptions(optionSet, values),
        labels: optionLabels(optionSet),
        width: positiveInteger(values.width),
        height: positiveInteger(values.height),
        sopraluce: payload.options.sopraluce,
        sottoluce: payload.options.sottoluce,
      }),
    [basePriceCents, optionSet, values, payload],
  );

  // Uw or Ud follows every change, from the same function the server uses (docs/product/thermal.md).
  const thermal = useMemo(
    () =>
      thermalTransmittanceFor({
        family: optionSet.family,
        widthMm: positiveInteger(values.width),
        heightMm: positiveInteger(values.height),
        options: payload.options,
        sopraluce: payload.options.sopraluce,
        sottoluce: payload.options.sottoluce,
      }),
    [optionSet.family, values.width, values.height, payload],
  );

  // The server's figure stands until the customer changes something.
  const confirmed = serverPrice && serverPrice.forValues === values ? serverPrice.price : null;

  // A choice that depends on the one changed (the glazing on the system, the hand on the sashes) follows it.
  const setField = useCallback(
    <K extends keyof WindowFormValues>(field: K, value: WindowFormValues[K]) => {
      setValues((previous) =>
        settleDependentChoices(optionSet.family, optionSet.fields, { ...previous, [field]: value }),
      );
    },
    [optionSet],
  );

  /** The valid payload or null (the fields then show their messages); a size the factory cannot make is not valid. */
  const makeable = sizeCheck === null || sizeCheck.makeable;
  const validate = useCallback((): WindowConfiguration | null => {
    return parsed.success && optionCheck.ok && makeable ? parsed.data : null;
  }, [parsed, optionCheck, makeable]);

  const acceptServerPrice = useCallback(
    (price: ServerPrice) => setServerPrice({ price, forValues: values }),
    [values],
  );

  const reset = useCallback(() => {
    setValues(defaults);
    setServerPrice(null);
  }, [defaults]);

  return {
    values,
    setField,
    errors,
    optionSet,
    /** A field is in error: the price, the Uw and the delivery estimate are not shown. */
    inError,
    /** The limit that applies to the chosen sashes and opening; null where the catalogue has none. */
    sizeLimit,
    /** What 'Totale stimato' shows: the server's price once confirmed, else the live estimate; null while a field is in error. */
    totalCents: inError ? null : (confirmed?.priceCents ?? live.priceCents),
    summary: confirmed?.breakdown ?? live.breakdown,
    parts: confirmed?.parts ?? live.parts,
    pricePerSquareMetreCents: confirmed?.pricePerSquareMetreCents ?? live.pricePerSquareMetreCents,
    isConfirmedByServer: confirmed !== null,
    /** The configuration's Uw or Ud, null without a figure, or while a field is in error. */
    thermal: inError ? null : thermal,
    validate,
    acceptServerPrice,
    reset,
  };
}

export type WindowConfiguratorState = ReturnType<typeof useWindowConfigurator>;
