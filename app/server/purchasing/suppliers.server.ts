import { and, asc, eq, ne, sql } from "drizzle-orm";
import {
  type NewSupplier,
  newSupplierSchema,
  productSupplierSchema,
  type SupplierEdit,
  type SupplierRow,
  supplierEditSchema,
} from "#app/domain/purchasing/supplier-form.ts";
import { refuse } from "#app/domain/refusal.ts";
import { parseFields } from "#app/domain/web/validation.ts";
import * as schema from "#db/schema.ts";
import { isUniqueViolation } from "../accounts/accounts.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordAudit } from "../staff/audit.server.ts";

// The suppliers the shop buys from and which products come from whom
// (docs/product/production.md#purchase-orders). Every change is audited in its
// own transaction; an edit over someone else's is refused as a conflict.

const { suppliers, productSuppliers, products } = schema;

type Actor = { id: number };

const NAME_TAKEN = "Esiste già un fornitore con questo nome";

/** Every supplier, active first then by name, with the products it supplies. */
export async function listSuppliers(db: Database): Promise<SupplierRow[]> {
  const [rows, links] = await Promise.all([
    db
      .select()
      .from(suppliers)
      .orderBy(sql`${suppliers.active} desc`, asc(sql`lower(${suppliers.name})`)),
    db
      .select({ supplierId: productSuppliers.supplierId, id: products.id, name: products.name })
      .from(productSuppliers)
      .innerJoin(products, eq(productSuppliers.productId, products.id))
      .orderBy(asc(products.name)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    leadTimeDays: row.leadTimeDays,
    suppliesGlass: row.suppliesGlass,
    active: row.active,
    version: row.version,
    products: links.filter((link) => link.supplierId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** The products a supplier may be linked to, by name, with the supplier each comes from now. */
export function listProductChoices(db: Database) {
  return db
    .select({ id: products.id, name: products.name, supplierId: productSuppliers.supplierId })
    .from(products)
    .leftJoin(productSuppliers, eq(productSuppliers.productId, products.id))
    .orderBy(asc(products.name));
}

/** The name is free (case-insensitive), and at most one active supplier supplies the glass. */
async function assertFree(tx: Transaction, fields: NewSupplier, ownId: number | null): Promise<void> {
  const others = ownId === null ? sql`true` : ne(suppliers.id, ownId);
  const [sameName] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(others, eq(sql`lower(${suppliers.name})`, fields.name.toLowerCase())));
  if (sameName) throw refuse.invalid(NAME_TAKEN, { fields: { name: NAME_TAKEN } });
  if (!fields.suppliesGlass || !fields.active) return;
  const [glass] = await tx
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(and(others, eq(suppliers.suppliesGlass, true), eq(suppliers.active, true)));
  if (glass) {
    const message = `Il vetro lo fornisce già «${glass.name}»: togli la spunta lì prima`;
    throw refuse.invalid(message, { fields: { suppliesGlass: message } });
  }
}

/** A race on the name between two saves ends as the same refusal as the check. */
async function uniqueName<Result>(write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse.invalid(NAME_TAKEN, { fields: { name: NAME_TAKEN } });
    throw error;
  }
}

export function createSupplier(db: Database, actor: Actor, input: unknown): Promise<number> {
  const fields = parseFields(newSupplierSchema, input);
  return uniqueName(() =>
    db.transaction(async (tx) => {
      await assertFree(tx, fields, null);
      const [row] = await tx.insert(suppliers).values(fields).returning({ id: suppliers.id });
      if (!row) throw new Error("supplier insert returned no row");
      await recordAudit(tx, {
        actorId: actor.id,
        action: "supplier.create",
        objectType: "supplier",
        objectId: row.id,
        before: null,
        after: fields,
      });
      return row.id;
    }),
  );
}

export function updateSupplier(db: Database, actor: Actor, input: unknown): Promise<SupplierEdit> {
  const edit = parseFields(supplierEditSchema, input);
  const { supplierId, version, ...fields } = edit;
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const before = await lockedAtVersion(
        tx.select().from(suppliers).where(eq(suppliers.id, supplierId)).for("update"),
        version,
        {
          missing: "Fornitore non trovato",
          changed: "Qualcun altro ha modificato questo fornitore: ricarica la pagina e riprova",
        },
      );
      await assertFree(tx, fields, supplierId);
      await tx
        .update(suppliers)
        .set({ ...fields, version: sql`${suppliers.version} + 1` })
        .where(eq(suppliers.id, supplierId));
      const { name, email, leadTimeDays, suppliesGlass, active } = before;
      await recordAudit(tx, {
        actorId: actor.id,
        action: "supplier.update",
        objectType: "supplier",
        objectId: supplierId,
        before: { name, email, leadTimeDays, suppliesGlass, active },
        after: fields,
      });
      return edit;
    }),
  );
}

/** Which supplier a product comes from, or none (the shop makes it); audited on the product. */
export async function linkProductSupplier(db: Database, actor: Actor, input: unknown): Promise<string> {
  const { productId, supplierId } = parseFields(productSupplierSchema, input);
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name, supplierId: productSuppliers.supplierId })
      .from(products)
      .leftJoin(productSuppliers, eq(productSuppliers.productId, products.id))
      .where(eq(products.id, productId))
      .for("update", { of: products });
    if (!product)
      throw refuse.invalid("Prodotto non trovato", { fields: { productId: "Scegli il prodotto" } });
    if (supplierId === null) {
      await tx.delete(productSuppliers).where(eq(productSuppliers.productId, productId));
    } else {
      const [supplier] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(eq(suppliers.id, supplierId));
      if (!supplier)
        throw refuse.invalid("Fornitore non trovato", { fields: { supplierId: "Scegli il fornitore" } });
      await tx
        .insert(productSuppliers)
        .values({ productId, supplierId })
        .onConflictDoUpdate({ target: productSuppliers.productId, set: { supplierId } });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: "product.supplier",
      objectType: "product",
      objectId: productId,
      before: { supplierId: product.supplierId },
      after: { supplierId },
    });
    return product.name;
  });
}
