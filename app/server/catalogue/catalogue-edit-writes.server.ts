import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { refuse } from "#app/domain/refusal.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { changeCatalogue } from "./catalogue-events.server.ts";

// How the staff edits of the catalogue (catalogue-edits.server.ts,
// docs/product/catalogue.md#staff-edits) write a row: the value and its audit
// row in one transaction, nothing when the edit changes nothing, and the
// tables kept one row per key. Apart from the services, which stay within
// the 300 lines a file may have (the Layout section of README.md).

export type StaffActor = { id: number };

/** A catalogue table whose rows carry a version. */
export type VersionedTable = PgTable & { version: PgColumn };

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
export async function saveEdit<Row extends object>(
  tx: Transaction,
  actor: StaffActor,
  edit: Edit<Row>,
  write: () => Promise<unknown>,
) {
  if (!differs(edit.before, edit.after)) return;
  await write();
  await recordAudit(tx, { actorId: actor.id, ...edit });
}

/**
 * A table staff keep one row per key in (a family's lead time, a service's
 * price, a size limit): the row may not exist yet (its version then reads 0), so an edit
 * writes it whole, inserted or updated with its version bumped, and audits it
 * as `<objectType>.update` under its key. A stale `expectedVersion` is a
 * conflict (`changed`), also when another edit inserts the missing row first.
 * With `notFound`, only the rows there are may be edited (a size limit: its
 * rows come with the migrations): a missing key is refused with it, and
 * nothing is written.
 */
export function keyedSetting<Values extends Record<string, PgColumn>>(
  table: VersionedTable,
  key: { field: string; column: PgColumn },
  valueColumns: Values,
  audit: { objectType: string; changed: string; notFound?: string },
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
      if (!row && audit.notFound) throw refuse.notFound(audit.notFound);
      const { version = 0, ...before } = (row ?? {}) as { version?: number };
      if (expectedVersion !== null && version !== expectedVersion) throw refuse.conflict(audit.changed);
      const set = { ...after, version: version + 1 };
      const returning = { version: table.version };
      // A row there is (locked above) is updated in place: Postgres checks an insert's NOT NULL columns
      // before its conflict, and a size limit's edit does not give its family.
      const write = async () => {
        const written = row
          ? await tx.update(table).set(set).where(eq(key.column, keyValue)).returning(returning)
          : await tx
              .insert(table)
              .values({ [key.field]: keyValue, ...after, version: 1 })
              .onConflictDoUpdate({ target: key.column, set, where: eq(table.version, version) })
              .returning(returning);
        if (written.length !== 1) throw refuse.conflict(audit.changed);
      };
      const { objectType } = audit;
      const edit = { action: `${objectType}.update`, objectType, objectId: keyValue, before, after };
      await saveEdit(tx, actor, edit, write);
    });
}
