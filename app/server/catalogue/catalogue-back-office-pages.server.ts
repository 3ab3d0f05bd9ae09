import { and, asc, count, eq, type SQL } from "drizzle-orm";
import {
  type CalculatorOptionType,
  calculatorOptionTypeLabels,
  type DoorPriceItem,
  STAFF_PRODUCT_PAGE_SIZE,
  type StaffDoorPriceGroup,
  type StaffOptionGroup,
  type StaffProductDetail,
  type StaffProductFilter,
  type StaffProductRow,
} from "#app/domain/catalogue/catalogue-back-office-pages.ts";
import { refuse } from "#app/domain/refusal.ts";
import type { ListPage } from "#app/domain/staff/pagination.ts";
import * as schema from "#db/schema.ts";
import { loadDoorCatalogue } from "../configurator/doors.server.ts";
import type { Database } from "../platform/db.server.ts";
import { countOf, readListPage } from "../staff/list-page.server.ts";
import { nameOrPrefixMatches } from "../staff/text-search.server.ts";
import { calculatorOptionRows } from "./catalogue.server.ts";

// What the back office's catalogue pages read (docs/product/back-office.md#catalogue-and-prices):
// every product, hidden ones included, the calculator options by type and the
// door prices by group. The edits themselves are catalogue-admin.server.ts.

const { products, categories, subcategories } = schema;

export const PRODUCT_NOT_FOUND = "Prodotto non trovato";

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  category: categories.name,
  subcategory: subcategories.name,
  basePriceCents: products.basePriceCents,
  hidden: products.hidden,
  isBestseller: products.isBestseller,
  isEcoFriendly: products.isEcoFriendly,
  significantGood: products.significantGood,
  version: products.version,
};

function productRows(db: Database) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId));
}

function toRow({
  slug: _slug,
  description: _description,
  version: _version,
  ...row
}: StaffProductDetail): StaffProductRow {
  return row;
}

/** Products in the shop's order, searched by name, filtered by category and visibility. */
export function listStaffProducts(
  db: Database,
  filter: StaffProductFilter,
): Promise<ListPage<StaffProductRow>> {
  const conditions: SQL[] = [];
  if (filter.search) conditions.push(nameOrPrefixMatches(products.name, [products.slug], filter.search));
  if (filter.category) conditions.push(eq(categories.slug, filter.category));
  if (filter.visibility) conditions.push(eq(products.hidden, filter.visibility === "nascosto"));
  const where = and(...conditions);
  return readListPage(
    { page: filter.page, pageSize: STAFF_PRODUCT_PAGE_SIZE },
    {
      rows: (limit, offset) =>
        productRows(db)
          .where(where)
          .orderBy(asc(categories.position), asc(products.position), asc(products.id))
          .limit(limit)
          .offset(offset),
      total: () =>
        countOf(
          db
            .select({ total: count() })
            .from(products)
            .innerJoin(categories, eq(categories.id, products.categoryId))
            .where(where),
        ),
      toRow,
    },
  );
}

/** One product as its edit form shows it; a missing one is refused as not found. */
export async function getStaffProduct(db: Database, productId: number): Promise<StaffProductDetail> {
  const [row] = await productRows(db).where(eq(products.id, productId));
  if (!row) throw refuse.notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** Every calculator option, grouped by type in the configurator's order. */
export async function listStaffOptionGroups(db: Database): Promise<StaffOptionGroup[]> {
  const rows = await calculatorOptionRows(db);
  const types = Object.keys(calculatorOptionTypeLabels) as CalculatorOptionType[];
  return types
    .map((type) => ({
      type,
      options: rows
        .filter((row) => row.type === type)
        .map(({ id, name, value, priceMultiplier, priceAdditionCents, version }) => ({
          id,
          name,
          value,
          priceMultiplier,
          priceAdditionCents,
          version,
        })),
    }))
    .filter((group) => group.options.length > 0);
}

/** Every door price: the articles by kind, the panels with their line, the extras. */
export async function listStaffDoorPriceGroups(db: Database): Promise<StaffDoorPriceGroup[]> {
  const [door, versions] = await Promise.all([loadDoorCatalogue(db), doorPriceVersions(db)]);
  const version = (item: DoorPriceItem, key: string) => versions.get(`${item}:${key}`) ?? 1;
  const articles = (id: string, title: string, list: typeof door.cylinders): StaffDoorPriceGroup => ({
    id,
    title,
    prices: list.map(({ code, name, priceCents }) => ({
      item: "article",
      key: code,
      name,
      detail: code,
      priceCents,
      version: version("article", code),
    })),
  });
  const groups: StaffDoorPriceGroup[] = [
    articles("cilindri", "Cilindri", door.cylinders),
    articles("kit-maniglie", "Kit maniglie", door.handleKits),
    articles("pomoli", "Pomoli", door.knobs),
    articles("accessori", "Accessori", door.accessories),
    {
      id: "pannelli",
      title: "Pannelli",
      prices: door.finishes.map(({ key, name, line, priceCents }) => ({
        item: "panel",
        key,
        name,
        detail: line,
        priceCents,
        version: version("panel", key),
      })),
    },
    {
      id: "aggiuntivi",
      title: "Articoli aggiuntivi",
      prices: door.extras.map(({ key, label, priceCents }) => ({
        item: "extra",
        key,
        name: label,
        detail: null,
        priceCents,
        version: version("extra", key),
      })),
    },
  ];
  return groups.filter((group) => group.prices.length > 0);
}

/** Each door price row's version, by "item:key" (the door catalogue itself is read through its cache). */
async function doorPriceVersions(db: Database): Promise<Map<string, number>> {
  const { doorArticles, doorFinishes, doorPriceMap } = schema;
  const [articles, panels, extras] = await Promise.all([
    db.select({ key: doorArticles.code, version: doorArticles.version }).from(doorArticles),
    db.select({ key: doorFinishes.key, version: doorFinishes.version }).from(doorFinishes),
    db.select({ key: doorPriceMap.key, version: doorPriceMap.version }).from(doorPriceMap),
  ]);
  const tagged = (item: DoorPriceItem, rows: { key: string; version: number }[]) =>
    rows.map(({ key, version }) => [`${item}:${key}`, version] as const);
  return new Map([...tagged("article", articles), ...tagged("panel", panels), ...tagged("extra", extras)]);
}

/**
 * The version of each row of a setting kept one row per key (a family's lead
 * time, a service's price, a size limit), for the forms to send back; a key
 * without a row is absent (its form sends 0). Read past the catalogue cache:
 * a form must carry the version the row has now.
 */
export async function settingVersions(
  db: Database,
  setting: "lead-times" | "service-prices" | "size-limits",
) {
  const { deliveryTimes, servicePrices, sizeLimits } = schema;
  const rows =
    setting === "lead-times"
      ? await db.select({ key: deliveryTimes.family, version: deliveryTimes.version }).from(deliveryTimes)
      : setting === "service-prices"
        ? await db.select({ key: servicePrices.code, version: servicePrices.version }).from(servicePrices)
        : await db.select({ key: sizeLimits.key, version: sizeLimits.version }).from(sizeLimits);
  return Object.fromEntries(rows.map(({ key, version }) => [key, version])) as Partial<
    Record<string, number>
  >;
}
