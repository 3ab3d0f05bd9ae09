import { describe, expect, it } from "vitest";
import {
  depositsBeforeProductionPaid,
  instalmentStandings,
  type OrderInstalment,
} from "./instalment-status.ts";
import type { LedgerEntry } from "./payment-ledger.ts";

const deposit: OrderInstalment = {
  id: 11,
  position: 1,
  label: "Acconto",
  percentBp: 3000,
  amountCents: 38_700,
  trigger: "measurements",
  dueDays: 7,
  triggeredAt: "2026-03-01T10:00:00.000Z",
  dueOn: "2026-03-08",
};
const balance: OrderInstalment = {
  ...deposit,
  id: 12,
  position: 2,
  label: "Saldo",
  percentBp: 7000,
  amountCents: 90_300,
  trigger: "fitting",
  triggeredAt: null,
  dueOn: null,
};

const entry = (id: number, over: Partial<LedgerEntry>): LedgerEntry => ({
  id,
  kind: "payment",
  amountCents: 0,
  reversesPaymentId: null,
  instalmentId: null,
  ...over,
});

describe("instalmentStandings", () => {
  it("a deposit due and unpaid, the balance later; overdue after its day", () => {
    const [first, second] = instalmentStandings([deposit, balance], [], "2026-03-05");
    expect(first?.state).toBe("due");
    expect(second?.state).toBe("later");
    expect(instalmentStandings([deposit], [], "2026-03-09")[0]?.state).toBe("overdue");
  });

  it("a payment and the bank's withholding on the deposit make it paid; a reversal undoes a row", () => {
    const entries = [
      entry(1, { amountCents: 34_800, instalmentId: 11 }),
      entry(2, { kind: "withholding", amountCents: 3_900, instalmentId: 11 }),
    ];
    expect(instalmentStandings([deposit, balance], entries, "2026-03-05")[0]?.state).toBe("paid");
    const reversed = [
      ...entries,
      entry(3, { kind: "reversal", amountCents: 34_800, reversesPaymentId: 1, instalmentId: 11 }),
    ];
    const [first] = instalmentStandings([deposit, balance], reversed, "2026-03-05");
    expect(first?.state).toBe("due");
    expect(first?.leftCents).toBe(34_800);
  });

  it("money without an instalment fills them in their order", () => {
    const [first, second] = instalmentStandings(
      [deposit, balance],
      [entry(1, { amountCents: 50_000 })],
      "2026-03-05",
    );
    expect(first?.paidCents).toBe(38_700);
    expect(second?.paidCents).toBe(11_300);
  });
});

describe("depositsBeforeProductionPaid", () => {
  it("asks the instalments of the order and of the measurements, not the balance", () => {
    const paidDeposit = [entry(1, { amountCents: 38_700, instalmentId: 11 })];
    expect(
      depositsBeforeProductionPaid(instalmentStandings([deposit, balance], paidDeposit, "2026-03-05")),
    ).toBe(true);
    expect(depositsBeforeProductionPaid(instalmentStandings([deposit, balance], [], "2026-03-05"))).toBe(
      false,
    );
  });
});
