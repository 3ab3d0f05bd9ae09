import { and, asc, eq, max, or, sql } from "drizzle-orm";
import {
  catalogueCreateMessages,
  type OptionCreate,
  optionCreateFormSchema,
  type ProductCreate,
  productCreateFormSchema,
} from "#app/domain/catalogue/catalogue-create-forms.ts";
import { refuse } from "#app/domain/refusal.ts";
import { parseFields } from "#app/domain/web/validation.ts";
import * as schema from "#db/schema.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import type { StaffActor } from "./catalogue-edit-writes.server.ts";
import { changeCatalogue } from "./catalogue-events.server.ts";
import { assertMayEditPrices } from "./price-permission.server.ts";

// Staff create catalogue rows (docs/product/back-office.md#new-products-and-options):
// a product, always hidden until staff show it, and a calculator option. Each
// sets a price, so it needs the price permission; the row, the option set it
// starts from and its audit row are written in one transaction that announces
// the change to every cache (catalogue-events.server.ts), or nothing is.

const { products, categories, subcategories, productOptionSets, calculatorOptions } = schema;

/** The category and optional subcategory the form names, refused beside their fields when unknown. */
async function productGroups(tx: Transaction, create: ProductCreate) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, create.category));
  if (!category)
    throw refuse.invalid(catalogueCreateMessages.category, {
      fields: { category: catalogueCreateMessages.category },
    });
  if (!create.subcategory) return { categoryId: category.id, subcategoryId: null };
  const [subcategory] = await tx
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.slug, create.subcategory), eq(subcategories.categoryId, category.id)));
  if (!subcategory)
    throw refuse.invalid(catalogueCreateMessages.subcategory, {
      fields: { subcategory: catalogueCreateMessages.subcategory },
    });
  return { categoryId: category.id, subcategoryId: subcategory.id };
}

/**
 * What the new product's configurator starts from: the locked values and
 * defaults of the first product of its category that has them (ADR 015), so
 * that a new window of an existing category can be configured like its siblings.
 */
async function siblingOptionSet(tx: Transaction, categoryId: number) {
  const [row] = await tx
    .select({ locked: productOptionSets.locked, defaults: productOptionSets.defaults })
    .from(productOptionSets)
    .innerJoin(products, eq(products.id, productOptionSets.productId))
    .where(eq(products.categoryId, categoryId))
    .orderBy(asc(products.position), asc(products.id))
    .limit(1);
  return row ?? null;
}

/** A new product, hidden, at the end of its category; answers its id. */
export async function createProduct(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<{ id: number }> {
  const create = parseFields(productCreateFormSchema, input);
  return changeCatalogue(db, async (tx) => {
    await assertMayEditPrices(tx, actor);
    const groups = await productGroups(tx, create);
    // One product at a time takes a name, so that two creations of the same name cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-product-create'))`);
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(or(eq(products.slug, create.slug), sql`lower(${products.name}) = lower(${create.name})`))
      .limit(1);
    if (taken) {
      const message = catalogueCreateMessages.duplicateProduct;
      throw refuse.conflict(message, { fields: { name: message } });
    }
    const [last] = await tx
      .select({ position: max(products.position) })
      .from(products)
      .where(eq(products.categoryId, groups.categoryId));
    const values = {
      slug: create.slug,
      name: create.name,
      description: create.description,
      basePriceCents: create.basePriceCents,
      isBestseller: create.isBestseller,
      isEcoFriendly: create.isEcoFriendly,
      hidden: true,
      ...groups,
      position: (last?.position ?? 0) + 1,
    };
    const [row] = await tx.insert(products).values(values).returning({ id: products.id });
    if (!row) throw new Error("product insert returned no row");
    const optionSet = await siblingOptionSet(tx, groups.categoryId);
    if (optionSet) await tx.insert(productOptionSets).values({ productId: row.id, ...optionSet });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "product.create",
      objectType: "product",
      objectId: row.id,
      before: null,
      after: { ...values, optionSet },
    });
    return row;
  });
}

/** A new calculator option of one type, at the end of its type; answers its id. */
export async function createCalculatorOption(
  db: Database,
  actor: StaffActor,
  input: unknown,
): Promise<{ id: number } & OptionCreate> {
  const create = parseFields(optionCreateFormSchema, input);
  return changeCatalogue(db, async (tx) => {
    await assertMayEditPrices(tx, actor);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-option-create'))`);
    const ofType = eq(calculatorOptions.type, create.type);
    const [taken] = await tx
      .select({ id: calculatorOptions.id })
      .from(calculatorOptions)
      .where(
        and(
          ofType,
          or(
            eq(calculatorOptions.value, create.value),
            sql`lower(${calculatorOptions.name}) = lower(${create.name})`,
          ),
        ),
      )
      .limit(1);
    if (taken) {
      const message = catalogueCreateMessages.duplicateOption;
      throw refuse.conflict(message, { fields: { name: message } });
    }
    const [last] = await tx
      .select({ position: max(calculatorOptions.position) })
      .from(calculatorOptions)
      .where(ofType);
    const values = { ...create, position: (last?.position ?? 0) + 1 };
    const [row] = await tx.insert(calculatorOptions).values(values).returning({ id: calculatorOptions.id });
    if (!row) throw new Error("option insert returned no row");
    await recordAudit(tx, {
      actorId: actor.id,
      action: "calculator_option.create",
      objectType: "calculator_option",
      objectId: row.id,
      before: null,
      after: values,
    });
    return { id: row.id, ...create };
  });
}
