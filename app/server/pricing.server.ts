import { eq } from "drizzle-orm";
import { ALIAS_COLLECTION_SLUG, ALIAS_PRODUCT_SLUGS } from "#app/domain/catalogue.ts";
import type { WindowConfiguration, WindowOptionType } from "#app/domain/window-configuration.ts";
import { windowOptionTypes } from "#app/domain/window-configuration.ts";
import { computeWindowPrice, type PriceOptionValue, type WindowPrice } from "#app/domain/window-price.ts";
import * as schema from "#db/schema.ts";
import { calculatorOptionRows } from "./catalogue.server.ts";
import type { Database } from "./db.server.ts";
import { HttpError } from "./http.server.ts";

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
 * option values 400, and Alias doors (sold after a survey) 400.
 */
export async function priceWindowConfiguration(
  db: Database,
  configuration: WindowConfiguration,
): Promise<PricedWindow> {
  const [productRow] = await db
    .select({
      id: schema.products.id,
      name: schema.products.name,
      slug: schema.products.slug,
      basePriceCents: schema.products.basePriceCents,
      subcategorySlug: schema.subcategories.slug,
    })
    .from(schema.products)
    .leftJoin(schema.subcategories, eq(schema.products.subcategoryId, schema.subcategories.id))
    .where(eq(schema.products.id, configuration.productId));
  if (!productRow) throw new HttpError(404, "Prodotto non trovato");
  if (productRow.subcategorySlug === ALIAS_COLLECTION_SLUG && ALIAS_PRODUCT_SLUGS.includes(productRow.slug)) {
    throw new HttpError(400, "Questo prodotto non si configura online: richiedi un sopralluogo gratuito.");
  }

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
