import { useCallback, useMemo, useState } from "react";
import type { CalculatorOption, Product } from "#app/domain/catalogue.ts";
import { fieldErrors } from "#app/domain/validation.ts";
import {
  type WindowConfiguration,
  type WindowOptionType,
  windowConfigurationSchema,
  windowOptionTypes,
} from "#app/domain/window-configuration.ts";
import {
  type BreakdownLine,
  computeWindowPrice,
  type PriceOptionValue,
  windowPriceBreakdown,
} from "#app/domain/window-price.ts";

// The form logic shared by the price calculator overlay and the product page
// configurator: one hook, two layouts. The live estimate uses the same pure
// formula as the server; whatever is saved is priced by the server again.

export interface WindowFormValues {
  material: string;
  system: string;
  profile: string;
  color: string;
  windowType: string;
  openingType: string;
  width: string;
  height: string;
  sopraluce: boolean;
  sottoluce: boolean;
}

export const emptyWindowForm: WindowFormValues = {
  material: "",
  system: "",
  profile: "",
  color: "",
  windowType: "",
  openingType: "",
  width: "",
  height: "",
  sopraluce: false,
  sottoluce: false,
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
}

function toPayload(productId: number, values: WindowFormValues) {
  return {
    productId,
    options: {
      material: values.material,
      system: values.system,
      profile: values.profile,
      color: values.color,
      windowType: values.windowType,
      openingType: values.openingType,
      sopraluce: values.sopraluce,
      sottoluce: values.sottoluce,
    },
    dimensions: { width: values.width, height: values.height },
  };
}

function positiveInteger(text: string): number | null {
  return /^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null;
}

/** Form values from a stored configuration (saved configurations, edit). */
export function formValuesFrom(
  configuration: Pick<WindowConfiguration, "options" | "dimensions">,
): WindowFormValues {
  return {
    ...configuration.options,
    width: String(configuration.dimensions.width),
    height: String(configuration.dimensions.height),
  };
}

export function useWindowConfigurator(
  product: Pick<Product, "id" | "basePriceCents">,
  options: CalculatorOption[] | null,
  initialValues: WindowFormValues = emptyWindowForm,
) {
  const [values, setValues] = useState<WindowFormValues>(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [serverPrice, setServerPrice] = useState<{ price: ServerPrice; forValues: WindowFormValues } | null>(
    null,
  );

  const optionsByType = useMemo(() => {
    const grouped = {} as Record<WindowOptionType, CalculatorOption[]>;
    for (const type of windowOptionTypes) grouped[type] = [];
    for (const option of options ?? []) grouped[option.type]?.push(option);
    return grouped;
  }, [options]);

  const parsed = useMemo(
    () => windowConfigurationSchema.safeParse(toPayload(product.id, values)),
    [product.id, values],
  );
  const errors = attempted && !parsed.success ? fieldErrors(parsed.error) : {};

  const { basePriceCents } = product;
  const live = useMemo(() => {
    const chosen = {} as Partial<Record<WindowOptionType, PriceOptionValue>>;
    for (const type of windowOptionTypes) {
      const option = optionsByType[type].find((candidate) => candidate.value === values[type]);
      if (option) {
        chosen[type] = {
          name: option.name,
          priceMultiplier: option.priceMultiplier,
          priceAdditionCents: option.priceAdditionCents,
        };
      }
    }
    const input = {
      basePriceCents,
      ...chosen,
      width: positiveInteger(values.width),
      height: positiveInteger(values.height),
      sopraluce: values.sopraluce,
      sottoluce: values.sottoluce,
    };
    return { priceCents: computeWindowPrice(input).priceCents, breakdown: windowPriceBreakdown(input) };
  }, [basePriceCents, optionsByType, values]);

  const hasSelection =
    windowOptionTypes.some((type) => values[type] !== "") || Boolean(values.width || values.height);
  // The server's figure stands until the customer changes something.
  const confirmed = serverPrice && serverPrice.forValues === values ? serverPrice.price : null;

  const setField = useCallback(<K extends keyof WindowFormValues>(field: K, value: WindowFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  /** Marks the form as attempted; returns the valid payload or null (errors then show inline). */
  const validate = useCallback((): WindowConfiguration | null => {
    setAttempted(true);
    return parsed.success ? parsed.data : null;
  }, [parsed]);

  const acceptServerPrice = useCallback(
    (price: ServerPrice) => setServerPrice({ price, forValues: values }),
    [values],
  );

  const reset = useCallback(() => {
    setValues(emptyWindowForm);
    setAttempted(false);
    setServerPrice(null);
  }, []);

  return {
    values,
    setField,
    errors,
    attempted,
    optionsByType,
    hasSelection,
    /** What 'Totale stimato' shows: the server's price once confirmed, else the live estimate or the base price. */
    totalCents: confirmed?.priceCents ?? (hasSelection ? live.priceCents : basePriceCents),
    summary: confirmed?.breakdown ?? (hasSelection ? live.breakdown : live.breakdown.slice(0, 1)),
    isConfirmedByServer: confirmed !== null,
    validate,
    acceptServerPrice,
    reset,
  };
}

export type WindowConfiguratorState = ReturnType<typeof useWindowConfigurator>;
