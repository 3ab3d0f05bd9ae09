import { asc, eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  type CalculatorOptionEdit,
  calculatorOptionEditSchema,
  catalogueChangedMessages,
  type DoorPriceEdit,
  doorPriceEditSchema,
  productEditSchema,
} from "#app/domain/catalogue/catalogue-edit-rules.ts";
import { type DeliveryTimeEdit, deliveryTimeEditSchema } from "#app/domain/catalogue/delivery-time-form.ts";
import { type ServicePriceEdit, servicePriceEditSchema } from "#app/domain/catalogue/service-price-form.ts";
import { type SizeLimitEdit, sizeLimitEditSchema } from "#app/domain/catalogue/size-limit-form.ts";
import { parseFields } from "#app/domain/web/validation.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import {
  keyedSetting,
  type StaffActor,
  saveEdit,
  type VersionedTable,
} from "./catalogue-edit-writes.server.ts";
import { changeCatalogue } from "./catalogue-events.server.ts";
import { assertMayEditPrices } from "./price-permission.server.ts";

// Staff edits of the catalogue (docs/product/catalogue.md#staff-edits): each parses its input with the
// domain's schema (a refusal saves nothing), locks the row, changes it, writes its audit row and announces
// the change to every instance, in one transaction. The route guards who may call; services record who did.
// Money is integer cents. A stale version is a conflict; a save bumps it (platform/versioned-rows.server.ts).

export type { StaffActor } from "./catalogue-edit-writes.server.ts";

const { products, calculatorOptions, doorArticles, doorFinishes, doorPriceMap } = schema;

/** The fields of `edit` that were given, without the key that names the edited row and the version. */
function givenChanges<Edit extends object, Key extends keyof Edit>(edit: Edit, key: Key) {
  const changes: Partial<Omit<Edit, Key | "version">> = {};
  for (const [field, value] of Object.entries(edit))
    if (field !== key && field !== "version" && value !== undefined)
      Object.assign(changes, { [field]: value });
  return changes;
}

const editableProductFields = {
  name: products.name,
  description: products.description,
  basePriceCents: products.basePriceCents,
  hidden: products.hidden,
  isBestseller: products.isBestseller,
  isEcoFriendly: products.isEcoFriendly,
  significantGood: products.significantGood,
};

export type StaffProductFields = {
  name: string;
  description: string;
  basePriceCents: number;
  hidden: boolean;
  isBestseller: boolean;
  isEcoFriendly: boolean;
  significantGood: boolean;
};

/**
 * An edit of rows that must already exist (a product, an option, a door
 * price), named by `idColumn`: the row is locked and read as `columns`
 * (refused as in versioned-rows.server.ts), the given changes are written
 * over it, with the version bumped, and audited as `action`. Answers the row
 * as the edit leaves it.
 */
function existingRowEditor<Row extends object>(
  table: VersionedTable,
  idColumn: PgColumn,
  columns: { [Field in keyof Row]: PgColumn },
  audit: {
    action: string;
    objectType: string;
    notFound: string;
    changed: string;
    /** The fields that are prices: changing one needs the permission (price-permission.server.ts). */
    priceFields?: readonly (keyof Row)[];
  },
) {
  const selection: Record<string, PgColumn> = { ...columns, version: table.version };
  return (
    db: Database,
    actor: StaffActor,
    id: string | number,
    changes: Partial<Row>,
    expectedVersion: number | null,
  ): Promise<Row> =>
    changeCatalogue(db, async (tx) => {
      const locked = tx.select(selection).from(table).where(eq(idColumn, id)).for("update");
      const { version, ...before } = await lockedAtVersion(
        locked.then((rows) => rows as (Row & { version: number })[]),
        expectedVersion,
        { missing: audit.notFound, changed: audit.changed },
      );
      const after = { ...before, ...changes } as Row;
      const priceChanged = (audit.priceFields ?? []).some(
        (field) => changes[field] !== undefined && changes[field] !== (before as Row)[field],
      );
      if (priceChanged) await assertMayEditPrices(tx, actor);
      const { action, objectType } = audit;
      await saveEdit(tx, actor, { action, objectType, objectId: id, before: before as Row, after }, () =>
        tx
          .update(table)
          .set({ ...changes, version: version + 1 })
          .where(eq(idColumn, id)),
      );
      return after;
    });
}

/**
 * A staff service editing the row its input names by `idField`: the input is
 * parsed with `schema` (a refusal saves nothing), only the fields it gives are
 * changed, and the answer is the row as saved, with its id.
 */
function editByIdService<Edit extends { version?: number }, IdField extends keyof Edit, Row extends object>(
  schema: z.ZodType<Edit>,
  idField: IdField,
  editRow: (
    db: Database,
    actor: StaffActor,
    id: Edit[IdField],
    changes: Partial<Omit<Edit, IdField | "version">>,
    expectedVersion: number | null,
  ) => Promise<Row>,
) {
  return async (db: Database, actor: StaffActor, input: unknown): Promise<Row & { id: Edit[IdField] }> => {
    const edit = parseFields(schema, input);
    const after = await editRow(db, actor, edit[idField], givenChanges(edit, idField), edit.version ?? null);
    return { id: edit[idField], ...after };
  };
}

const editProduct = existingRowEditor<StaffProductFields>(products, products.id, editableProductFields, {
  action: "product.update",
  objectType: "product",
  notFound: "Prodotto non trovato",
  changed: catalogueChangedMessages.product,
  priceFields: ["basePriceCents"],
});

/** Name, description, base price, hidden, Bestseller and Eco badges, bene significativo of one product. */
export const updateProduct = editByIdService(productEditSchema, "productId", editProduct);

type OptionFields = Required<Omit<CalculatorOptionEdit, "optionId" | "version">>;

const editOption = existingRowEditor<OptionFields>(
  calculatorOptions,
  calculatorOptions.id,
  {
    name: calculatorOptions.name,
    priceMultiplier: calculatorOptions.priceMultiplier,
    priceAdditionCents: calculatorOptions.priceAdditionCents,
  },
  {
    action: "calculator_option.update",
    objectType: "calculator_option",
    notFound: "Opzione non trovata",
    changed: catalogueChangedMessages.option,
    priceFields: ["priceMultiplier", "priceAdditionCents"],
  },
);

/** Name, multiplier and addition of one calculator option. */
export const updateCalculatorOption = editByIdService(calculatorOptionEditSchema, "optionId", editOption);

/** A door price table, the column that names an item in it, and how the audit log calls its items. */
function doorItem(
  table: typeof doorArticles | typeof doorFinishes | typeof doorPriceMap,
  keyColumn: PgColumn,
  objectType: string,
  notFound: string,
) {
  const changed = catalogueChangedMessages.doorPrice;
  const audit = { action: `${objectType}.update_price`, objectType, notFound, changed };
  return existingRowEditor<{ priceCents: number }>(table, keyColumn, { priceCents: table.priceCents }, audit);
}

const doorItems = {
  article: doorItem(doorArticles, doorArticles.code, "door_article", "Articolo non trovato"),
  panel: doorItem(doorFinishes, doorFinishes.key, "door_panel", "Pannello non trovato"),
  extra: doorItem(doorPriceMap, doorPriceMap.key, "door_extra", "Articolo aggiuntivo non trovato"),
} satisfies Record<DoorPriceEdit["item"], unknown>;

/** The price of a door article (by code), a panel or an extra (by key). */
export async function updateDoorPrice(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<DoorPriceEdit> {
  const edit = parseFields(doorPriceEditSchema, input);
  await assertMayEditPrices(db, actor);
  await doorItems[edit.item](db, actor, edit.key, { priceCents: edit.priceCents }, edit.version ?? null);
  return edit;
}

/** Every product, hidden ones included, with what staff may edit: the catalogue page's list. */
export async function listProductsForStaff(db: Database): Promise<(StaffProductFields & { id: number })[]> {
  return db
    .select({ id: products.id, ...editableProductFields })
    .from(products)
    .orderBy(asc(products.categoryId), asc(products.position), asc(products.id));
}

const saveDeliveryTime = keyedSetting(
  schema.deliveryTimes,
  { field: "family", column: schema.deliveryTimes.family },
  { minWeeks: schema.deliveryTimes.minWeeks, maxWeeks: schema.deliveryTimes.maxWeeks },
  { objectType: "lead_time", changed: catalogueChangedMessages.deliveryTime },
);

const saveServicePrice = keyedSetting(
  schema.servicePrices,
  { field: "code", column: schema.servicePrices.code },
  { priceCents: schema.servicePrices.priceCents, minimumCents: schema.servicePrices.minimumCents },
  { objectType: "service_price", changed: catalogueChangedMessages.servicePrice },
);

const saveSizeLimit = keyedSetting(
  schema.sizeLimits,
  { field: "key", column: schema.sizeLimits.key },
  {
    minWidthMm: schema.sizeLimits.minWidthMm,
    maxWidthMm: schema.sizeLimits.maxWidthMm,
    minHeightMm: schema.sizeLimits.minHeightMm,
    maxHeightMm: schema.sizeLimits.maxHeightMm,
  },
  {
    objectType: "size_limit",
    changed: catalogueChangedMessages.sizeLimit,
    notFound: "Limite di misura non trovato",
  },
);

/** One product family's lead time in weeks (docs/product/buying.md#delivery-estimate). */
export async function updateDeliveryTime(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<DeliveryTimeEdit> {
  const edit = parseFields(deliveryTimeEditSchema, input);
  const weeks = { minWeeks: edit.minWeeks, maxWeeks: edit.maxWeeks };
  await saveDeliveryTime(db, actor, edit.family, weeks, edit.version ?? null);
  return edit;
}

/** A service's catalogue price (docs/product/back-office.md#services): audited, applied at once everywhere. */
export async function updateServicePrice(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<ServicePriceEdit> {
  const edit = parseFields(servicePriceEditSchema, input);
  await assertMayEditPrices(db, actor);
  const amounts = { priceCents: edit.priceCents, minimumCents: edit.minimumCents };
  await saveServicePrice(db, actor, edit.code, amounts, edit.version ?? null);
  return edit;
}

/**
 * The least and greatest width and height of one size-limit row
 * (docs/product/window-price.md#sizes-the-factory-can-make): an existing key
 * only, audited, applied at once to the configurator, the carts and the checkout.
 */
export async function updateSizeLimit(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<SizeLimitEdit> {
  const edit = parseFields(sizeLimitEditSchema, input);
  const { key, minWidthMm, maxWidthMm, minHeightMm, maxHeightMm } = edit;
  const sizes = { minWidthMm, maxWidthMm, minHeightMm, maxHeightMm };
  await saveSizeLimit(db, actor, key, sizes, edit.version ?? null);
  return edit;
}
