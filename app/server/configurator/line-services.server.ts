import { eq } from "drizzle-orm";
import { z } from "zod";
import { type LineKind, storedLineDrawingInput } from "#app/domain/configurator/line-kinds/registry.ts";
import {
  type LineServiceCode,
  lineServiceCodes,
  type PricedLineService,
  priceLineServices,
  type ServicePrices,
  servicePriceCodes,
  servicesForFamily,
} from "#app/domain/configurator/line-services.ts";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { cachedRead } from "../catalogue/read-cache.server.ts";
import type { Database } from "../platform/db.server.ts";

// The services of a configured line (docs/product/buying.md#services): their
// catalogue prices, which ones a line's family can take, and the customer's
// choice on a cart line. The amounts are always the server's: a line stores
// only the codes, and every reading of the cart prices them again.

/** Every service's price, straight from the table: what a checkout transaction reads. */
export async function readServicePrices(db: Database): Promise<ServicePrices> {
  const rows = await db.select().from(schema.servicePrices);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return Object.fromEntries(
    servicePriceCodes.map((code) => {
      const row = byCode.get(code);
      // A service without a row is free of charge rather than unpriceable: the
      // migration writes every row, so this only happens if staff data is lost.
      return [code, { code, priceCents: row?.priceCents ?? 0, minimumCents: row?.minimumCents ?? 0 }];
    }),
  ) as ServicePrices;
}

/** The same, kept like the rest of the catalogue and emptied on every catalogue change. */
export function listServicePrices(db: Database): Promise<ServicePrices> {
  return cachedRead(db, "service-prices", () => readServicePrices(db));
}

/** What pricing a line's services needs to know about the line. */
export interface ServiceableLine {
  kind: LineKind;
  configuration: unknown;
  quantity: number;
  services: readonly LineServiceCode[];
  category: { slug: string };
}

/** The services a line can take, by its product's family. */
export function offeredServices(line: Pick<ServiceableLine, "category">): LineServiceCode[] {
  return servicesForFamily(productFamily(line));
}

/** The line's chosen services, priced for its size and quantity with the given catalogue prices. */
export function priceServicesOf(line: ServiceableLine, prices: ServicePrices): PricedLineService[] {
  if (line.services.length === 0) return [];
  const { widthMm, heightMm } = storedLineDrawingInput(line.kind, line.configuration);
  return priceLineServices(
    line.services,
    productFamily(line),
    prices,
    { widthMm: widthMm ?? 0, heightMm: heightMm ?? 0 },
    line.quantity,
  );
}

/** The cart form's and the API's list of codes: each known at most once. */
export const lineServicesSchema = z
  .array(z.enum(lineServiceCodes, { error: "Servizio sconosciuto" }), { error: "Servizi non validi" })
  .max(lineServiceCodes.length, "Servizi non validi")
  .transform((codes) => [...new Set(codes)]);

export const SERVICE_NOT_OFFERED_MESSAGE = "Questo servizio non è disponibile per questo prodotto.";

/** Refuses (invalid) a service the product's family cannot take. */
export async function assertServicesOffered(
  db: Database,
  productId: number,
  services: readonly LineServiceCode[],
): Promise<void> {
  if (services.length === 0) return;
  const [product] = await db
    .select({ slug: schema.categories.slug })
    .from(schema.products)
    .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
    .where(eq(schema.products.id, productId));
  const offered = product ? offeredServices({ category: product }) : [];
  if (services.some((code) => !offered.includes(code))) throw refuse.invalid(SERVICE_NOT_OFFERED_MESSAGE);
}
