import type { WindowConfiguration, WindowOptionType } from "#app/domain/window-configuration.ts";
import { windowOptionTypes } from "#app/domain/window-configuration.ts";
import { computeWindowPrice, type PriceOptionValue, type WindowPrice } from "#app/domain/window-price.ts";
import { calculatorOptionRows, findProductFor } from "./catalogue.server.ts";
import type { Database } from "./db.server.ts";
import { HttpError } from "./http/responses.server.ts";

const optionLabels: Record<WindowOptionType, string> = {
  material: "il materiale",
  system: "il sistema",
  profile: "il profilo",
  color: "il colore",
  windowType: "il tipo di finestra",
  openingType: "il tipo di apertura",
};

export interface PricedWindow extends WindowPrice {
  product: { id: number; name: string; slug: string };
}

/**
 * The authoritative window price: product and options are read from the
 * catalogue, never from the client. Unknown products answer 404, unknown
 * option values 400, and products sold through another configurator 400
 * (Torterolo doors have their own, Alias doors are sold after a survey).
 */
export async function priceWindowConfiguration(
  db: Database,
  configuration: WindowConfiguration,
): Promise<PricedWindow> {
  const productRow = await findProductFor(db, "window", configuration.productId);

  const { options, dimensions } = configuration;
  const requested = windowOptionTypes.map((type) => ({ type, value: options[type] }));
  const rows = await calculatorOptionRows(db);

  const chosen = {} as Record<WindowOptionType, PriceOptionValue>;
  for (const { type, value } of requested) {
    const row = rows.find((candidate) => candidate.type === type && candidate.value === value);
    if (!row) throw new HttpError(400, `Valore non valido per ${optionLabels[type]}`);
    chosen[type] = {
      name: row.name,
      priceMultiplier: row.priceMultiplier,
      priceAdditionCents: row.priceAdditionCents,
    };
  }

  const price = computeWindowPrice({
    basePriceCents: productRow.basePriceCents,
    ...chosen,
    width: dimensions.width,
    height: dimensions.height,
    sopraluce: options.sopraluce,
    sottoluce: options.sottoluce,
  });
  return { ...price, product: { id: productRow.id, name: productRow.name, slug: productRow.slug } };
}
