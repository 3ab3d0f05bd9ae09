import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  type CalculatorOptionEdit,
  calculatorOptionEditSchema,
  type DoorPriceEdit,
  doorPriceEditSchema,
  productEditSchema,
} from "#app/domain/catalogue-admin.ts";
import { type LeadTimeEdit, leadTimeEditSchema } from "#app/domain/lead-time-form.ts";
import { type ServicePriceEdit, servicePriceEditSchema } from "#app/domain/service-price-form.ts";
import * as schema from "#db/schema.ts";
import { recordAudit } from "./audit.server.ts";
import { changeCatalogue } from "./catalogue-events.server.ts";
import type { Database, Transaction } from "./db.server.ts";
import { HttpError, parseFields } from "./http/responses.server.ts";

// Staff edits of the catalogue (docs/product/catalogue.md#staff-edits): each
// one parses its input with the domain's schema (a refusal saves nothing),
// locks the row, changes it, writes its audit row and announces the change to
// every instance, all in one transaction. Who may call these is the route's
// guard; the services only record who did. Money is integer cents.

export interface StaffActor {
  id: number;
}

const { products, calculatorOptions, doorArticles, doorFinishes, doorPriceMap } = schema;

/** The fields of `edit` that were given, without the key that names the edited row. */
function givenChanges<Edit extends object, Key extends keyof Edit>(edit: Edit, key: Key) {
  const changes: Partial<Omit<Edit, Key>> = {};
  for (const [field, value] of Object.entries(edit)) {
    if (field !== key && value !== undefined) Object.assign(changes, { [field]: value });
  }
  return changes;
}

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
 * price), named by `idColumn`: the row is locked and read as `columns`, a
 * missing one answers 404 with `notFound`, and the given changes are written
 * over it and audited as `action`. Answers the row as the edit leaves it.
 */
function existingRowEditor<Row extends object>(
  table: PgTable,
  idColumn: PgColumn,
  columns: { [Field in keyof Row]: PgColumn },
  audit: { action: string; objectType: string; notFound: string },
) {
  const selection: Record<string, PgColumn> = columns;
  return (db: Database, actor: StaffActor, id: string | number, changes: Partial<Row>): Promise<Row> =>
    changeCatalogue(db, async (tx) => {
      const [before] = (await tx
        .select(selection)
        .from(table)
        .where(eq(idColumn, id))
        .for("update")) as Row[];
      if (!before) throw new HttpError(404, audit.notFound);
      const after: Row = { ...before, ...changes };
      const { action, objectType } = audit;
      await saveEdit(tx, actor, { action, objectType, objectId: id, before, after }, () =>
        tx.update(table).set(changes).where(eq(idColumn, id)),
      );
      return after;
    });
}

/**
 * A staff service editing the row its input names by `idField`: the input is
 * parsed with `schema` (a refusal saves nothing), only the fields it gives are
 * changed, and the answer is the row as saved, with its id.
 */
function editByIdService<Edit extends object, IdField extends keyof Edit, Row extends object>(
  schema: z.ZodType<Edit>,
  idField: IdField,
  editRow: (
    db: Database,
    actor: StaffActor,
    id: Edit[IdField],
    changes: Partial<Omit<Edit, IdField>>,
  ) => Promise<Row>,
) {
  return async (db: Database, actor: StaffActor, input: unknown): Promise<Row & { id: Edit[IdField] }> => {
    const edit = parseFields(schema, input);
    const after = await editRow(db, actor, edit[idField], givenChanges(edit, idField));
    return { id: edit[idField], ...after };
  };
}

const editProduct = existingRowEditor<StaffProductFields>(products, products.id, editableProductFields, {
  action: "product.update",
  objectType: "product",
  notFound: "Prodotto non trovato",
});

/** Name, description, base price, hidden, Bestseller and Eco badges of one product. */
export const updateProduct = editByIdService(productEditSchema, "productId", editProduct);

type OptionFields = Required<Omit<CalculatorOptionEdit, "optionId">>;

const editOption = existingRowEditor<OptionFields>(
  calculatorOptions,
  calculatorOptions.id,
  {
    name: calculatorOptions.name,
    priceMultiplier: calculatorOptions.priceMultiplier,
    priceAdditionCents: calculatorOptions.priceAdditionCents,
  },
  { action: "calculator_option.update", objectType: "calculator_option", notFound: "Opzione non trovata" },
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
  const audit = { action: `${objectType}.update_price`, objectType, notFound };
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
  await doorItems[edit.item](db, actor, edit.key, { priceCents: edit.priceCents });
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
 * price): the row may not exist yet, so an edit writes it whole, inserted or
 * updated, and audits it as `<objectType>.update` under its key.
 */
function keyedSetting<Values extends Record<string, PgColumn>>(
  table: PgTable,
  key: { field: string; column: PgColumn },
  valueColumns: Values,
  objectType: string,
) {
  const selection: Record<string, PgColumn> = valueColumns;
  return async (
    db: Database,
    actor: StaffActor,
    keyValue: string,
    after: { [Field in keyof Values]: Values[Field]["_"]["data"] },
  ): Promise<void> =>
    changeCatalogue(db, async (tx) => {
      const [before] = await tx.select(selection).from(table).where(eq(key.column, keyValue)).for("update");
      const write = () =>
        tx
          .insert(table)
          .values({ [key.field]: keyValue, ...after })
          .onConflictDoUpdate({ target: key.column, set: after });
      const edit = {
        action: `${objectType}.update`,
        objectType,
        objectId: keyValue,
        before: before ?? {},
        after,
      };
      await saveEdit(tx, actor, edit, write);
    });
}

const saveLeadTime = keyedSetting(
  schema.leadTimes,
  { field: "family", column: schema.leadTimes.family },
  { minWeeks: schema.leadTimes.minWeeks, maxWeeks: schema.leadTimes.maxWeeks },
  "lead_time",
);

const saveServicePrice = keyedSetting(
  schema.servicePrices,
  { field: "code", column: schema.servicePrices.code },
  { priceCents: schema.servicePrices.priceCents, minimumCents: schema.servicePrices.minimumCents },
  "service_price",
);

/** One product family's lead time in weeks (docs/product/buying.md#delivery-estimate). */
export async function updateLeadTime(db: Database, actor: StaffActor, input: unknown): Promise<LeadTimeEdit> {
  const edit = parseFields(leadTimeEditSchema, input);
  await saveLeadTime(db, actor, edit.family, { minWeeks: edit.minWeeks, maxWeeks: edit.maxWeeks });
  return edit;
}

/** A service's catalogue price (docs/product/back-office.md#services): audited, applied at once everywhere. */
export async function updateServicePrice(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<ServicePriceEdit> {
  const edit = parseFields(servicePriceEditSchema, input);
  await saveServicePrice(db, actor, edit.code, {
    priceCents: edit.priceCents,
    minimumCents: edit.minimumCents,
  });
  return edit;
}
