import { eq } from "drizzle-orm";
import type { PaymentSchedule, SaleKind } from "#app/domain/payments/payment-terms.ts";
import { saleKinds } from "#app/domain/payments/payment-terms.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";

// The default terms per kind of sale an admin sets (docs/product/payments.md#defaults):
// new orders read them; orders already made keep their own instalments.

export const TERMS_CHANGED = "Le condizioni sono state modificate da un altro utente: ricarica la pagina.";

export async function listPaymentTermDefaults(db: Database) {
  const rows = await db.select().from(schema.paymentTermDefaults);
  return saleKinds.flatMap((saleKind) => {
    const row = rows.find((candidate) => candidate.saleKind === saleKind);
    return row ? [{ saleKind, schedule: row.schedule, version: row.version }] : [];
  });
}

/** Saves one kind's schedule at the version the form was drawn with, audited in the same transaction. */
export async function updatePaymentTermDefault(
  db: Database,
  admin: { id: number },
  input: { saleKind: SaleKind; version: number; schedule: PaymentSchedule },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(schema.paymentTermDefaults)
      .where(eq(schema.paymentTermDefaults.saleKind, input.saleKind))
      .for("update");
    if (!current) throw refuse.notFound("Tipo di vendita sconosciuto");
    if (current.version !== input.version) throw refuse.conflict(TERMS_CHANGED);
    await tx
      .update(schema.paymentTermDefaults)
      .set({
        schedule: input.schedule,
        updatedBy: admin.id,
        updatedAt: new Date(),
        version: current.version + 1,
      })
      .where(eq(schema.paymentTermDefaults.saleKind, input.saleKind));
    await recordAudit(tx, {
      actorId: admin.id,
      action: "payment-terms.update",
      objectType: "payment-terms",
      objectId: input.saleKind,
      before: { schedule: current.schedule },
      after: { schedule: input.schedule },
    });
  });
}
