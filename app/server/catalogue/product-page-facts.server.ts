import { inArray } from "drizzle-orm";
import { type ProductDetail, productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import { deliveryTimeOf } from "#app/domain/catalogue/delivery-estimate.ts";
import { defaultOptionValues } from "#app/domain/catalogue/option-sets.ts";
import {
  alternativesByZone,
  deliveryFact,
  type EcobonusZones,
  ecobonusZones,
  type FactRow,
  serviceFacts,
  showroomFact,
} from "#app/domain/catalogue/product-page-facts.ts";
import { productFamily } from "#app/domain/configurator/product-family.ts";
import {
  type ReferenceTransmittance,
  referenceTransmittance,
} from "#app/domain/configurator/thermal-transmittance.ts";
import * as schema from "#db/schema.ts";
import { listServicePrices } from "../configurator/line-services.server.ts";
import type { Database } from "../platform/db.server.ts";
import { listCalculatorOptions, listProducts } from "./catalogue.server.ts";
import { listDeliveryTimes } from "./delivery-times.server.ts";
import { productOptionSet } from "./option-sets.server.ts";

// What a product page states beyond name and price, read from the data the
// configurator and the cart use (docs/product/catalogue.md#product-page-facts).

type Product = Pick<ProductDetail, "id" | "name" | "basePriceCents" | "category" | "subcategory">;

/** A product's reference Uw/Ud: computed from its default configuration, else its declared figure. */
async function referenceFigure(
  db: Database,
  product: Product,
  declared: number | null,
): Promise<ReferenceTransmittance | null> {
  const options =
    productConfigurator(product) === "window"
      ? defaultOptionValues(await productOptionSet(db, product, await listCalculatorOptions(db)))
      : null;
  return referenceTransmittance(productFamily(product), options, declared);
}

/** Each other visible product of the category with its reference figure. */
async function categoryFigures(db: Database, product: Product) {
  const others = (await listProducts(db, { categorySlug: product.category.slug })).filter(
    (other) => other.id !== product.id,
  );
  if (others.length === 0) return [];
  const specs = await db
    .select({ productId: schema.productSpecs.productId, thermalU: schema.productSpecs.thermalU })
    .from(schema.productSpecs)
    .where(
      inArray(
        schema.productSpecs.productId,
        others.map((other) => other.id),
      ),
    );
  const declared = new Map(specs.map((row) => [row.productId, Number(row.thermalU)]));
  const figures = await Promise.all(
    others.map(async (other) => ({
      other,
      figure: await referenceFigure(db, other, declared.get(other.id) ?? null),
    })),
  );
  return figures.flatMap(({ other, figure }) =>
    figure
      ? [{ id: other.id, name: other.name, basePriceCents: other.basePriceCents, value: figure.value }]
      : [],
  );
}

export interface ProductPageFacts {
  /** "Caratteristiche" rows after the thermal one: subframe, delivery, showroom. */
  rows: FactRow[];
  /** "Installazione": each service the cart offers for this product, with its price. */
  services: { code: string; label: string; detail: string }[];
  ecobonus: EcobonusZones;
  /** Per zone, the product the live configurator points to when the figure misses the limit. */
  alternatives: ReturnType<typeof alternativesByZone>;
}

export async function productPageFacts(
  db: Database,
  product: Product,
  thermal: ReferenceTransmittance | null,
): Promise<ProductPageFacts> {
  const configurator = productConfigurator(product);
  const family = productFamily(product);
  const [prices, deliveryTimes, candidates] = await Promise.all([
    listServicePrices(db),
    listDeliveryTimes(db),
    thermal ? categoryFigures(db, product) : [],
  ]);
  const services = serviceFacts(configurator, family, prices);
  const subframe = services.find((service) => service.code === "subframe");
  const rows: FactRow[] = [
    ...(subframe ? [{ term: "Prezzo falso telaio", detail: subframe.detail }] : []),
    ...(configurator === "none" ? [] : [deliveryFact(deliveryTimeOf(deliveryTimes, product))]),
    showroomFact(),
  ];
  const ecobonus = ecobonusZones(thermal ? { id: product.id, value: thermal.value } : null, candidates);
  return { rows, services, ecobonus, alternatives: alternativesByZone(ecobonus) };
}
