import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
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
import { refuse } from "#app/domain/refusal.ts";
import { parseFields } from "#app/domain/web/validation.ts";
import * as schema from "#db/schema.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { changeCatalogue } from "./catalogue-events.server.ts";

// Staff edits of the catalogue (docs/product/catalogue.md#staff-edits): each parses its input with the
// domain's schema (a refusal saves nothing), locks the row, changes it, writes its audit row and announces
// the change to every instance, in one transaction. The route guards who may call; services record who did.
// Money is integer cents. A stale version is a conflict; a save bumps it (platform/versioned-rows.server.ts).

export type StaffActor = { id: number };

const { products, calculatorOptions, doorArticles, doorFinishes, doorPriceMap } = schema;

/** The fields of `edit` that were given, without the key that names the edited row and the version. */
function givenChanges<Edit extends object, Key extends keyof Edit>(edit: Edit, key: Key) {
  const changes: Partial<Omit<Edit, Key | "version">> = {};
  for (const [field, value] of Object.entries(edit))
    if (field !== key && field !== "version" && value !== undefined)
      Object.assign(changes, { [field]: value });
  return changes;
}

/** A catalogue table whose rows carry a version. */
type VersionedTable = PgTable & { version: PgColumn };

function differs<Row extends object>(before: Row, after: Row): boolean {
  return Object.keys(before).some((field) => before[field as keyof Row] !== after[field as keyof Row]);
}

interface Edit<Row extends object> {
  action: string;
  objectType: string;
  objectId: string | number;
  before: Row;
  after: Row;
}

/**
 * Writes an edit and its audit row, in the caller's transaction, when it
 * changes a value; an edit that changes nothing writes nothing.
 */
async function saveEdit<Row extends object>(
  tx: Transaction,
  actor: StaffActor,
  edit: Edit<Row>,
  write: () => Promise<unknown>,
) {
  if (!differs(edit.before, edit.after)) return;
  await write();
  await recordAudit(tx, { actorId: actor.id, ...edit });
}

const editableProductFields = {
  name: products.name,
  description: products.description,
  basePriceCents: products.basePriceCents,
  hidden: products.hidden,
  isBestseller: products.isBestseller,
  isEcoFriendly: products.isEcoFriendly,
};

export type StaffProductFields = {
  name: string;
  description: string;
  basePriceCents: number;
  hidden: boolean;
  isBestseller: boolean;
  isEcoFriendly: boolean;
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
  audit: { action: string; objectType: string; notFound: string; changed: string },
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
});

/** Name, description, base price, hidden, Bestseller and Eco badges of one product. */
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

/**
 * A table staff keep one row per key in (a family's lead time, a service's
 * price): the row may not exist yet (its version then reads 0), so an edit
 * writes it whole, inserted or updated with its version bumped, and audits it
 * as `<objectType>.update` under its key. A stale `expectedVersion` is a
 * conflict (`changed`), also when another edit inserts the missing row first.
 */
function keyedSetting<Values extends Record<string, PgColumn>>(
  table: VersionedTable,
  key: { field: string; column: PgColumn },
  valueColumns: Values,
  audit: { objectType: string; changed: string },
) {
  const selection: Record<string, PgColumn> = { ...valueColumns, version: table.version };
  return async (
    db: Database,
    actor: StaffActor,
    keyValue: string,
    after: { [Field in keyof Values]: Values[Field]["_"]["data"] },
    expectedVersion: number | null,
  ): Promise<void> =>
    changeCatalogue(db, async (tx) => {
      const [row] = await tx.select(selection).from(table).where(eq(key.column, keyValue)).for("update");
      const { version = 0, ...before } = (row ?? {}) as { version?: number };
      if (expectedVersion !== null && version !== expectedVersion) throw refuse.conflict(audit.changed);
      const write = async () => {
        const written = await tx
          .insert(table)
          .values({ [key.field]: keyValue, ...after, version: 1 })
          .onConflictDoUpdate({
            target: key.column,
            set: { ...after, version: version + 1 },
            where: eq(table.version, version),
          })
          .returning({ version: table.version });
        if (written.length !== 1) throw refuse.conflict(audit.changed);
      };
      const { objectType } = audit;
      const edit = { action: `${objectType}.update`, objectType, objectId: keyValue, before, after };
      await saveEdit(tx, actor, edit, write);
    });
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
  const amounts = { priceCents: edit.priceCents, minimumCents: edit.minimumCents };
  await saveServicePrice(db, actor, edit.code, amounts, edit.version ?? null);
  return edit;
}
