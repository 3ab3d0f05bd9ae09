import { asc, eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
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

/** Name, description, base price, hidden, Bestseller and Eco badges of one product. */
export async function updateProduct(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<StaffProductFields & { id: number }> {
  const edit = parseFields(productEditSchema, input);
  const changes = givenChanges(edit, "productId");
  return changeCatalogue(db, async (tx) => {
    const [before] = await tx
      .select(editableProductFields)
      .from(products)
      .where(eq(products.id, edit.productId))
      .for("update");
    if (!before) throw new HttpError(404, "Prodotto non trovato");
    const after: StaffProductFields = { ...before, ...changes };
    await saveEdit(
      tx,
      actor,
      { action: "product.update", objectType: "product", objectId: edit.productId, before, after },
      () => tx.update(products).set(changes).where(eq(products.id, edit.productId)),
    );
    return { id: edit.productId, ...after };
  });
}

type OptionFields = Required<Omit<CalculatorOptionEdit, "optionId">>;

/** Name, multiplier and addition of one calculator option. */
export async function updateCalculatorOption(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<OptionFields & { id: number }> {
  const edit = parseFields(calculatorOptionEditSchema, input);
  const changes = givenChanges(edit, "optionId");
  return changeCatalogue(db, async (tx) => {
    const [before] = await tx
      .select({
        name: calculatorOptions.name,
        priceMultiplier: calculatorOptions.priceMultiplier,
        priceAdditionCents: calculatorOptions.priceAdditionCents,
      })
      .from(calculatorOptions)
      .where(eq(calculatorOptions.id, edit.optionId))
      .for("update");
    if (!before) throw new HttpError(404, "Opzione non trovata");
    const after: OptionFields = { ...before, ...changes };
    await saveEdit(
      tx,
      actor,
      {
        action: "calculator_option.update",
        objectType: "calculator_option",
        objectId: edit.optionId,
        before,
        after,
      },
      () => tx.update(calculatorOptions).set(changes).where(eq(calculatorOptions.id, edit.optionId)),
    );
    return { id: edit.optionId, ...after };
  });
}

/** A door price table, the column that names an item in it, and how the audit log calls its items. */
function doorItem(
  table: typeof doorArticles | typeof doorFinishes | typeof doorPriceMap,
  keyColumn: PgColumn,
  objectType: string,
  notFound: string,
) {
  return {
    objectType,
    notFound,
    read: (tx: Transaction, key: string) =>
      tx.select({ priceCents: table.priceCents }).from(table).where(eq(keyColumn, key)).for("update"),
    write: (tx: Transaction, key: string, priceCents: number) =>
      tx.update(table).set({ priceCents }).where(eq(keyColumn, key)),
  };
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
  const item = doorItems[edit.item];
  return changeCatalogue(db, async (tx) => {
    const [before] = await item.read(tx, edit.key);
    if (!before) throw new HttpError(404, item.notFound);
    const { objectType } = item;
    const after = { priceCents: edit.priceCents };
    await saveEdit(
      tx,
      actor,
      { action: `${objectType}.update_price`, objectType, objectId: edit.key, before, after },
      () => item.write(tx, edit.key, edit.priceCents),
    );
    return edit;
  });
}

/** Every product, hidden ones included, with what staff may edit: the catalogue page's list. */
export async function listProductsForStaff(db: Database): Promise<(StaffProductFields & { id: number })[]> {
  return db
    .select({ id: products.id, ...editableProductFields })
    .from(products)
    .orderBy(asc(products.categoryId), asc(products.position), asc(products.id));
}

/** One product family's lead time in weeks (docs/product/buying.md#delivery-estimate). */
export async function updateLeadTime(db: Database, actor: StaffActor, input: unknown): Promise<LeadTimeEdit> {
  const edit = parseFields(leadTimeEditSchema, input);
  const after = { minWeeks: edit.minWeeks, maxWeeks: edit.maxWeeks };
  return changeCatalogue(db, async (tx) => {
    const [before] = await tx
      .select({ minWeeks: schema.leadTimes.minWeeks, maxWeeks: schema.leadTimes.maxWeeks })
      .from(schema.leadTimes)
      .where(eq(schema.leadTimes.family, edit.family))
      .for("update");
    const write = () =>
      tx
        .insert(schema.leadTimes)
        .values({ family: edit.family, ...after })
        .onConflictDoUpdate({ target: schema.leadTimes.family, set: after });
    await saveEdit(
      tx,
      actor,
      {
        action: "lead_time.update",
        objectType: "lead_time",
        objectId: edit.family,
        before: before ?? {},
        after,
      },
      write,
    );
    return edit;
  });
}

/** A service's catalogue price (docs/product/back-office.md#services): audited, applied at once everywhere. */
export async function updateServicePrice(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<ServicePriceEdit> {
  const edit = parseFields(servicePriceEditSchema, input);
  const after = { priceCents: edit.priceCents, minimumCents: edit.minimumCents };
  return changeCatalogue(db, async (tx) => {
    const [before] = await tx
      .select({
        priceCents: schema.servicePrices.priceCents,
        minimumCents: schema.servicePrices.minimumCents,
      })
      .from(schema.servicePrices)
      .where(eq(schema.servicePrices.code, edit.code))
      .for("update");
    const write = () =>
      tx
        .insert(schema.servicePrices)
        .values({ code: edit.code, ...after })
        .onConflictDoUpdate({ target: schema.servicePrices.code, set: after });
    await saveEdit(
      tx,
      actor,
      {
        action: "service_price.update",
        objectType: "service_price",
        objectId: edit.code,
        before: before ?? {},
        after,
      },
      write,
    );
    return edit;
  });
}
