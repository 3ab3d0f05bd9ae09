import { netOfGross, STANDARD_VAT_RATE, type StoredVatSplit } from "../vat/vat-split.ts";
import type { RecordedPaymentMethod } from "./payment-entries.ts";

// The bonifico parlante (docs/product/payments.md#withholding): the customer's
// bank withholds 11 % of the amount net of VAT (art. 25 DL 78/2010) and pays
// the shop the rest. The customer paid the whole amount, so the instalment
// reads paid: the ledger keeps what arrived and what was withheld apart.

export const WITHHOLDING_PERCENT = 11;

/** What of `grossCents` the shop receives and what the bank withholds; the order's VAT rates give the net. */
export function splitWithholding(
  grossCents: number,
  vatSplit: Pick<StoredVatSplit, "rates"> | null,
): { receivedCents: number; withheldCents: number } {
  const net = netCents(grossCents, vatSplit);
  const withheldCents = Math.round((net * WITHHOLDING_PERCENT) / 100);
  return { receivedCents: grossCents - withheldCents, withheldCents };
}

function netCents(grossCents: number, vatSplit: Pick<StoredVatSplit, "rates"> | null): number {
  const rates = vatSplit?.rates ?? [];
  const net = rates.reduce((sum, rate) => sum + rate.netCents, 0);
  const gross = rates.reduce((sum, rate) => sum + rate.netCents + rate.vatCents, 0);
  if (gross <= 0) return netOfGross(grossCents, STANDARD_VAT_RATE);
  return Math.round((grossCents * net) / gross);
}

/** Methods that do not qualify for the deduction: only a bonifico parlante does. */
const losingMethods: readonly RecordedPaymentMethod[] = ["contanti", "contrassegno", "assegno", "carta"];

export const DEDUCTION_LOST_WARNING =
  "Il cliente ha chiesto la detrazione fiscale: un pagamento in contanti, con assegno o con carta non la consente (serve il bonifico parlante).";

/** Whether recording `method` on an order whose customer asked for the deduction would lose it. */
export function losesDeduction(method: string, taxDeduction: boolean): boolean {
  return taxDeduction && (losingMethods as readonly string[]).includes(method);
}
