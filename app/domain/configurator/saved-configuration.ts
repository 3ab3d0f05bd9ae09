import { z } from "zod";
import { requiredTextSchema } from "../web/required-text.ts";
import type { DrawingSpec } from "./product-drawing-spec.ts";
import { dimensionsSchema, productIdSchema, windowOptionsSchema } from "./window-configuration.ts";

const nameSchema = requiredTextSchema(
  "Dai un nome alla configurazione",
  100,
  "Il nome può contenere al massimo 100 caratteri",
);

export const createSavedConfigurationSchema = z.object(
  {
    name: nameSchema,
    productId: productIdSchema,
    options: windowOptionsSchema,
    dimensions: dimensionsSchema,
  },
  { error: "Dati della configurazione mancanti" },
);

export const updateSavedConfigurationSchema = z
  .object(
    {
      name: nameSchema.optional(),
      options: windowOptionsSchema.optional(),
      dimensions: dimensionsSchema.optional(),
    },
    { error: "Dati della configurazione mancanti" },
  )
  .refine(
    (value) => value.name !== undefined || value.options !== undefined || value.dimensions !== undefined,
    "Indica almeno un campo da aggiornare",
  );

export type CreateSavedConfiguration = z.infer<typeof createSavedConfigurationSchema>;
export type UpdateSavedConfiguration = z.infer<typeof updateSavedConfigurationSchema>;

/** What a saved configuration's card shows: its name, price and product, without the options. */
export interface SavedConfigurationSummary {
  id: number;
  name: string;
  productId: number;
  isDefault: boolean;
  /** ISO timestamp. */
  createdAt: string;
  /** As priced by the server. */
  calculatedPriceCents: number;
  /** The card's thumbnail, drawn from the configuration. */
  drawing: DrawingSpec;
  /** "1200 × 1400 mm". */
  sizeText: string;
  /** The factory's limit the size breaks (docs/product/window-price.md#sizes-the-factory-can-make); null when it can be made. */
  sizeProblem: string | null;
  product: { id: number; name: string; imageUrl: string | null; categoryId: number };
}
