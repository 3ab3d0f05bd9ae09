import { type LedgerEntry, ledgerBalance } from "./payment-ledger.ts";
import type { InstalmentTrigger } from "./payment-terms.ts";

// Where each instalment of an order stands (docs/product/payments.md#instalments):
// paid, due (its trigger happened), overdue (past its due day) or later (its
// trigger has not happened). Money recorded without an instalment (orders
// placed before instalments were kept, a staff payment of the whole order)
// fills the instalments in their order.

export interface OrderInstalment {
  id: number;
  position: number;
  label: string;
  percentBp: number;
  amountCents: number;
  trigger: InstalmentTrigger;
  dueDays: number;
  /** ISO time the trigger happened; null while it has not. */
  triggeredAt: string | null;
  /** "yyyy-MM-dd"; null until triggered. */
  dueOn: string | null;
}

export type InstalmentState = "paid" | "due" | "overdue" | "later";

export interface InstalmentStanding extends OrderInstalment {
  paidCents: number;
  /** What is still to pay of it; 0 once paid. */
  leftCents: number;
  state: InstalmentState;
}

/** Each instalment with what it got; `today` is the shop's calendar day ("yyyy-MM-dd"). */
export function instalmentStandings(
  instalments: readonly OrderInstalment[],
  entries: readonly LedgerEntry[],
  today: string,
): InstalmentStanding[] {
  const sorted = [...instalments].sort((a, b) => a.position - b.position);
  const own = sorted.map((step) => ledgerBalance(entries, step.id).netPaidCents);
  // What no instalment of this order names (whole-order payments) fills them in order.
  let spare = ledgerBalance(entries).netPaidCents - own.reduce((sum, cents) => sum + cents, 0);
  return sorted.map((step, index) => {
    let paidCents = own[index] ?? 0;
    if (paidCents < step.amountCents && spare > 0) {
      const take = Math.min(spare, step.amountCents - paidCents);
      paidCents += take;
      spare -= take;
    }
    const leftCents = Math.max(0, step.amountCents - paidCents);
    return { ...step, paidCents, leftCents, state: stateOf(step, leftCents, today) };
  });
}

function stateOf(step: OrderInstalment, leftCents: number, today: string): InstalmentState {
  if (leftCents === 0) return "paid";
  if (step.triggeredAt === null) return "later";
  return step.dueOn !== null && step.dueOn < today ? "overdue" : "due";
}

/** Whether the instalments production waits for (due at order or at the final measurements) are paid. */
export function depositsBeforeProductionPaid(standings: readonly InstalmentStanding[]): boolean {
  return standings
    .filter((step) => step.trigger === "order" || step.trigger === "measurements")
    .every((step) => step.state === "paid");
}

/** «Paga l'acconto», «Paga il saldo», «Paga la rata». */
export function payInstalmentLabel(label: string): string {
  const lower = label.toLowerCase();
  if (lower === "acconto") return "Paga l'acconto";
  if (lower === "saldo") return "Paga il saldo";
  if (lower === "pagamento") return "Paga ora";
  return `Paga: ${label}`;
}
