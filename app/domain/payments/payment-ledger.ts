import type { PaymentEntryKind } from "./payment-entries.ts";

// What an order's ledger adds up to (docs/product/payments.md): payments and
// withholdings count as paid unless a reversal names them; refunds give money
// back; a reversal itself only cancels the row it names.

export interface LedgerEntry {
  id: number;
  kind: PaymentEntryKind;
  amountCents: number;
  reversesPaymentId: number | null;
  instalmentId: number | null;
}

export interface LedgerBalance {
  /** Paid by the customer and not reversed: payments plus the bank's withholdings. */
  paidCents: number;
  /** Refunds not reversed. */
  refundedCents: number;
  /** What the shop keeps: paid less refunded. */
  netPaidCents: number;
}

/** The ids a reversal cancels. */
export function reversedIds(entries: readonly LedgerEntry[]): Set<number> {
  return new Set(
    entries.flatMap((entry) =>
      entry.kind === "reversal" && entry.reversesPaymentId !== null ? [entry.reversesPaymentId] : [],
    ),
  );
}

export function ledgerBalance(entries: readonly LedgerEntry[], instalmentId?: number): LedgerBalance {
  const reversed = reversedIds(entries);
  let paidCents = 0;
  let refundedCents = 0;
  for (const entry of entries) {
    if (reversed.has(entry.id) || entry.kind === "reversal") continue;
    if (instalmentId !== undefined && entry.instalmentId !== instalmentId) continue;
    if (entry.kind === "refund") refundedCents += entry.amountCents;
    else paidCents += entry.amountCents;
  }
  return { paidCents, refundedCents, netPaidCents: paidCents - refundedCents };
}
