import { and, asc, eq, isNull } from "drizzle-orm";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import {
  instalmentDueOn,
  paymentTermsText,
  planInstalments,
  replanUnpaid,
} from "#app/domain/payments/instalment-plan.ts";
import { instalmentStandings, type OrderInstalment } from "#app/domain/payments/instalment-status.ts";
import type { LedgerEntry } from "#app/domain/payments/payment-ledger.ts";
import type { InstalmentTrigger, PaymentSchedule, SaleKind } from "#app/domain/payments/payment-terms.ts";
import * as schema from "#db/schema.ts";
import type { Database, Transaction } from "../platform/db.server.ts";

// An order's instalments (docs/product/payments.md#instalments): written with
// the order from its terms, each made due when its trigger happens (the
// order itself, the customer's confirmation of the final measurements, the
// delivery or the fitting done), their amounts recomputed when a revision
// changes the total.

/** If the seeded defaults were ever missing: everything at order. */
const FALLBACK_SCHEDULE: PaymentSchedule = [
  { label: "Pagamento", percentBp: 10_000, trigger: "order", dueDays: 0 },
];

/** The terms an admin set for a kind of sale (payment_term_defaults). */
export async function defaultSchedule(db: Database, saleKind: SaleKind): Promise<PaymentSchedule> {
  const [row] = await db
    .select({ schedule: schema.paymentTermDefaults.schedule })
    .from(schema.paymentTermDefaults)
    .where(eq(schema.paymentTermDefaults.saleKind, saleKind));
  return row?.schedule ?? FALLBACK_SCHEDULE;
}

type NewOrder = Pick<typeof schema.orders.$inferSelect, "id" | "totalCents" | "measurementsConfirmedAt">;

/**
 * Writes a new order's instalments and its terms' text (answered), in the order's
 * transaction; the instalments due at order are due at once, and those due at
 * the final measurements too when the sizes are already confirmed.
 */
export async function startOrderInstalments(
  tx: Transaction,
  order: NewOrder,
  schedule: PaymentSchedule,
  now = new Date(),
): Promise<string> {
  const planned = planInstalments(schedule, order.totalCents);
  await tx.insert(schema.orderInstalments).values(planned.map((step) => ({ ...step, orderId: order.id })));
  const terms = paymentTermsText(schedule);
  await tx.update(schema.orders).set({ paymentTerms: terms }).where(eq(schema.orders.id, order.id));
  await triggerInstalments(tx, order.id, "order", now);
  if (order.measurementsConfirmedAt) await triggerInstalments(tx, order.id, "measurements", now);
  return terms;
}

/** Makes the order's instalments of `trigger` due from `at`, once: a trigger already met keeps its day. */
export async function triggerInstalments(
  tx: Database | Transaction,
  orderId: number,
  trigger: InstalmentTrigger,
  at = new Date(),
): Promise<void> {
  const steps = await tx
    .select({ id: schema.orderInstalments.id, dueDays: schema.orderInstalments.dueDays })
    .from(schema.orderInstalments)
    .where(
      and(
        eq(schema.orderInstalments.orderId, orderId),
        eq(schema.orderInstalments.trigger, trigger),
        isNull(schema.orderInstalments.triggeredAt),
      ),
    );
  for (const step of steps) {
    await tx
      .update(schema.orderInstalments)
      .set({ triggeredAt: at, dueOn: instalmentDueOn(at, step.dueDays) })
      .where(eq(schema.orderInstalments.id, step.id));
  }
}

/** An order's instalments, in the order they fall due. */
export async function listInstalments(db: Database, orderId: number): Promise<OrderInstalment[]> {
  const rows = await db
    .select()
    .from(schema.orderInstalments)
    .where(eq(schema.orderInstalments.orderId, orderId))
    .orderBy(asc(schema.orderInstalments.position));
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    label: row.label,
    percentBp: row.percentBp,
    amountCents: row.amountCents,
    trigger: row.trigger,
    dueDays: row.dueDays,
    triggeredAt: row.triggeredAt?.toISOString() ?? null,
    dueOn: row.dueOn,
  }));
}

/**
 * A revision changed the total: the instalments not yet paid share what is
 * left of it, the paid ones keep their amounts (docs/product/payments.md#instalments).
 */
export async function replanInstalments(
  tx: Transaction,
  orderId: number,
  totalCents: number,
  entries: readonly LedgerEntry[],
): Promise<void> {
  const instalments = await listInstalments(tx, orderId);
  if (instalments.length === 0) return;
  const standings = instalmentStandings(instalments, entries, shopCalendarDay(new Date()));
  const amounts = replanUnpaid(
    standings.map((step) => ({ ...step, paid: step.state === "paid" })),
    totalCents,
  );
  for (const [index, step] of standings.entries()) {
    const amountCents = amounts[index] ?? step.amountCents;
    if (amountCents === step.amountCents) continue;
    await tx
      .update(schema.orderInstalments)
      .set({ amountCents })
      .where(eq(schema.orderInstalments.id, step.id));
  }
}
