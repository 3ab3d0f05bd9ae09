import { eq } from "drizzle-orm";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database, Transaction } from "../platform/db.server.ts";

// Who may change a price of the catalogue (docs/product/back-office.md#roles):
// an admin always, a staff member once an admin granted it. Read from the
// account's row in the edit's transaction, never from the session or the form.

export const PRICE_PERMISSION_MESSAGE =
  "Non hai il permesso di modificare i prezzi del catalogo: chiedilo a un amministratore.";

export async function assertMayEditPrices(db: Database | Transaction, actor: { id: number }): Promise<void> {
  const [row] = await db
    .select({ role: schema.users.role, canEditPrices: schema.users.canEditPrices })
    .from(schema.users)
    .where(eq(schema.users.id, actor.id));
  if (row?.role === "admin" || row?.canEditPrices) return;
  throw refuse.forbidden(PRICE_PERMISSION_MESSAGE, { reason: "price-permission" });
}
