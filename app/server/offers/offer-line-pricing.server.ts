import { eq, inArray } from "drizzle-orm";
import { orderLineConfiguratorMessage } from "#app/domain/catalogue/catalogue.ts";
import {
  type LineKind,
  parseCartRequest,
  type StoredLineConfiguration,
  storedLineDetails,
} from "#app/domain/configurator/line-kinds/registry.ts";
import { describedSummary } from "#app/domain/configurator/line-kinds/summary.ts";
import {
  type LineServiceCode,
  type ServicePrices,
  servicesTotalCents,
} from "#app/domain/configurator/line-services.ts";
import type { VersionLine } from "#app/domain/offers/offer-document.ts";
import type { OfferLineInput } from "#app/domain/offers/offer-input.ts";
import {
  type OfferServiceCode,
  offerServiceCodes,
  offerServices,
} from "#app/domain/offers/offer-services.ts";
import { type Discount, discountCents, discountRefusal } from "#app/domain/offers/offer-totals.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { LineDrawer } from "../configurator/line-drawings.server.ts";
import { priceCartRequest } from "../configurator/line-kinds.server.ts";
import { offeredServices, priceServicesOf, readServicePrices } from "../configurator/line-services.server.ts";
import type { Database } from "../platform/db.server.ts";

// Prices an offer's lines with the shop's own functions (docs/product/offers.md#totals):
// a configured position exactly as the cart prices it (the configurator's
// request, its option set, its limits), its services from the catalogue rows,
// an offer service from its own row. A free line is the one price staff type.

export type OfferLineRow = typeof schema.offerLines.$inferSelect;
type OfferLineValues = Omit<typeof schema.offerLines.$inferInsert, "offerId" | "position">;

export const OTHER_FAMILY_MESSAGE = "Queste opzioni non sono di questo prodotto: configuralo di nuovo.";

async function productFacts(db: Database, productId: number) {
  const [product] = await db
    .select({
      name: schema.products.name,
      hidden: schema.products.hidden,
      categorySlug: schema.categories.slug,
      collectionSlug: schema.subcategories.slug,
    })
    .from(schema.products)
    .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
    .leftJoin(schema.subcategories, eq(schema.products.subcategoryId, schema.subcategories.id))
    .where(eq(schema.products.id, productId));
  return product ?? null;
}

/** The offer services' prices, by code; a missing row prices at zero, as the line services do. */
export async function readOfferServicePrices(db: Database): Promise<Record<OfferServiceCode, number>> {
  const rows = await db.select().from(schema.offerServicePrices);
  const byCode = new Map(rows.map((row) => [row.code, row.priceCents]));
  return Object.fromEntries(offerServiceCodes.map((code) => [code, byCode.get(code) ?? 0])) as Record<
    OfferServiceCode,
    number
  >;
}

function discountColumns(discount: Discount | null) {
  return { discountKind: discount?.kind ?? null, discountValue: discount?.value ?? null };
}

function refuseDiscountOver(grossCents: number, discount: Discount | null) {
  const refusal = discountRefusal(grossCents, discount);
  if (refusal) throw refuse.invalid(refusal, { fields: { discountValue: refusal } });
}

/** A configured position from the configurator's request, priced as the cart prices it. */
async function pricedPosition(db: Database, input: Extract<OfferLineInput, { type: "product" }>) {
  const parsed = parseCartRequest({ ...input.request, quantity: input.quantity });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse.invalid(issue?.message ?? "Configurazione non valida", {
      fields: issue ? { [`request.${issue.path.join(".")}`]: issue.message } : {},
    });
  }
  const product = await productFacts(db, parsed.data.request.productId);
  if (!product)
    throw refuse.invalid("Prodotto non trovato", { fields: { productId: "Prodotto non trovato" } });
  const subcategory = product.collectionSlug === null ? null : { slug: product.collectionSlug };
  const configuratorRefusal = orderLineConfiguratorMessage(product.name, parsed.data.kind, { subcategory });
  if (configuratorRefusal) throw refuse.invalid(OTHER_FAMILY_MESSAGE);
  const priced = await priceCartRequest(db, parsed.data);
  const offered = offeredServices({ category: { slug: product.categorySlug } });
  if (input.lineServices.some((code) => !offered.includes(code))) {
    throw refuse.invalid("Questo servizio non è disponibile per questo prodotto.");
  }
  return { priced, product };
}

/** The row a line input becomes, priced by the server and its discount checked against its amount. */
export async function priceLineInput(db: Database, input: OfferLineInput): Promise<OfferLineValues> {
  if (input.type === "free") {
    refuseDiscountOver(input.unitPriceCents * input.quantity, input.discount);
    return {
      type: "free",
      description: input.description,
      quantity: input.quantity,
      unitPriceCents: input.unitPriceCents,
      ...discountColumns(input.discount),
    };
  }
  if (input.type === "service") {
    const prices = await readOfferServicePrices(db);
    refuseDiscountOver(prices[input.serviceCode] * input.quantity, input.discount);
    return {
      type: "service",
      serviceCode: input.serviceCode,
      description: input.description,
      quantity: input.quantity,
      unitPriceCents: prices[input.serviceCode],
      ...discountColumns(input.discount),
    };
  }
  const { priced, product } = await pricedPosition(db, input);
  const row: OfferLineValues = {
    type: "product",
    productId: priced.productId,
    kind: priced.kind,
    configuration: priced.configuration,
    lineServices: input.lineServices,
    roomLabel: input.roomLabel,
    sizesFinal: input.sizesFinal,
    quantity: input.quantity,
    unitPriceCents: priced.unitPriceCents,
    ...discountColumns(input.discount),
  };
  const { grossCents } = positionAmounts(
    { ...priced, lineServices: input.lineServices },
    product.categorySlug,
    await readServicePrices(db),
  );
  refuseDiscountOver(grossCents, input.discount);
  return row;
}

function lineDiscount(row: Pick<OfferLineRow, "discountKind" | "discountValue">): Discount | null {
  return row.discountKind && row.discountValue !== null
    ? { kind: row.discountKind, value: row.discountValue }
    : null;
}

type PositionRow = Pick<OfferLineRow, "quantity" | "unitPriceCents" | "lineServices"> & {
  kind: LineKind;
  configuration: StoredLineConfiguration;
};

/** A position's services priced for its size and quantity, and its amount before its discount. */
function positionAmounts(row: PositionRow, categorySlug: string, servicePrices: ServicePrices) {
  const services = priceServicesOf(
    {
      kind: row.kind,
      configuration: row.configuration,
      quantity: row.quantity,
      services: row.lineServices as LineServiceCode[],
      category: { slug: categorySlug },
    },
    servicePrices,
  );
  return { services, grossCents: row.unitPriceCents * row.quantity + servicesTotalCents(services) };
}

/** What the lines need of their products, read once for all of them. */
async function productsOf(db: Database, rows: readonly OfferLineRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId])))];
  if (ids.length === 0) return new Map<number, { name: string; categorySlug: string }>();
  const found = await db
    .select({ id: schema.products.id, name: schema.products.name, categorySlug: schema.categories.slug })
    .from(schema.products)
    .innerJoin(schema.categories, eq(schema.products.categoryId, schema.categories.id))
    .where(inArray(schema.products.id, ids));
  return new Map(found.map(({ id, ...facts }) => [id, facts]));
}

/**
 * The stored lines as a version shows them: each priced (a position's
 * services from today's catalogue rows), described and, with `drawLine`,
 * drawn. The position's own price is the one stored when it was configured.
 */
export async function priceStoredLines(
  db: Database,
  rows: readonly OfferLineRow[],
  drawLine: LineDrawer,
): Promise<VersionLine[]> {
  const [servicePrices, products] = await Promise.all([readServicePrices(db), productsOf(db, rows)]);
  const lines: VersionLine[] = [];
  for (const row of rows) {
    const discount = lineDiscount(row);
    const base = {
      roomLabel: row.roomLabel,
      quantity: row.quantity,
      unitPriceCents: row.unitPriceCents,
      discount,
    };
    if (row.type === "product" && row.productId !== null && row.kind && row.configuration) {
      const product = products.get(row.productId);
      const kind: LineKind = row.kind;
      const configuration: StoredLineConfiguration = row.configuration;
      const { services, grossCents } = positionAmounts(
        { ...row, kind, configuration },
        product?.categorySlug ?? "",
        servicePrices,
      );
      const cut = discountCents(grossCents, discount);
      lines.push({
        ...base,
        type: "product",
        title: product?.name ?? "Prodotto",
        productId: row.productId,
        kind,
        configuration,
        summary: describedSummary(storedLineDetails(kind, configuration).summary),
        drawing: drawLine({ kind, configuration, productId: row.productId }),
        sizesFinal: row.sizesFinal,
        services,
        grossCents,
        discountCents: cut,
        netCents: grossCents - cut,
      });
      continue;
    }
    const grossCents = row.unitPriceCents * row.quantity;
    const cut = discountCents(grossCents, discount);
    const amounts = { grossCents, discountCents: cut, netCents: grossCents - cut };
    if (row.type === "service" && row.serviceCode) {
      lines.push({
        ...base,
        ...amounts,
        type: "service",
        serviceCode: row.serviceCode,
        title: offerServices[row.serviceCode].label,
        description: row.description,
      });
    } else {
      lines.push({ ...base, ...amounts, type: "free", title: row.description });
    }
  }
  return lines;
}
