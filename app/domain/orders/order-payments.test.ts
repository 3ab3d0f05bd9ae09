import { describe, expect, it } from "vitest";
import { formatEuroCents } from "../italian-formats/money.ts";
import type { LedgerEntry } from "../payments/payment-ledger.ts";
import { paymentStatus } from "./order-payments.ts";

const row = (id: number, over: Partial<LedgerEntry>): LedgerEntry => ({
  id,
  kind: "payment",
  amountCents: 0,
  reversesPaymentId: null,
  instalmentId: null,
  ...over,
});
const order = { totalCents: 129_000, paymentMethod: "carta" };

describe("paymentStatus from the ledger", () => {
  it("a part payment, then a reversal of it", () => {
    expect(paymentStatus(order, [row(1, { amountCents: 51_600 })]).label).toBe(
      `Pagato in parte: ${formatEuroCents(51_600)} di ${formatEuroCents(129_000)}`,
    );
    const reversed = [
      row(1, { amountCents: 51_600 }),
      row(2, { kind: "reversal", amountCents: 51_600, reversesPaymentId: 1 }),
    ];
    expect(paymentStatus(order, reversed).label).toBe("In attesa di pagamento");
  });

  it("a cancelled card order refunded reads «Rimborsato», not «Pagamento ricevuto»", () => {
    const cancelled = { ...order, status: "cancelled" };
    const charged = [row(1, { amountCents: 129_000 })];
    expect(paymentStatus(cancelled, charged).label).toBe(`Da rimborsare: ${formatEuroCents(129_000)}`);
    const refunded = [...charged, row(2, { kind: "refund", amountCents: 129_000 })];
    const status = paymentStatus(cancelled, refunded);
    expect(status.label).toBe(`Rimborsato: ${formatEuroCents(129_000)}`);
    expect(status.state).toBe("refunded");
  });

  it("an old card order without ledger rows still reads paid", () => {
    expect(paymentStatus(order, [], { legacyCheckoutCharge: true }).label).toBe("Pagamento ricevuto");
    expect(paymentStatus(order, []).label).toBe("In attesa di pagamento");
  });
});
