import { describe, expect, it } from "vitest";
import {
  instalmentDueOn,
  paymentScheduleSchema,
  paymentTermsText,
  planInstalments,
  replanUnpaid,
} from "./instalment-plan.ts";
import type { PaymentSchedule } from "./payment-terms.ts";

const withInstallation: PaymentSchedule = [
  { label: "Acconto", percentBp: 3000, trigger: "measurements", dueDays: 7 },
  { label: "Saldo", percentBp: 7000, trigger: "fitting", dueDays: 7 },
];

describe("planInstalments", () => {
  it("shares the total, the last instalment taking the remainder so they add up to the cent", () => {
    const steps = planInstalments(withInstallation, 129_001);
    expect(steps.map((step) => step.amountCents)).toEqual([38_700, 90_301]);
    expect(steps.reduce((sum, step) => sum + step.amountCents, 0)).toBe(129_001);
    expect(steps.map((step) => step.position)).toEqual([1, 2]);
  });

  it("three thirds of 100,00 € add up to 100,00 €", () => {
    const thirds: PaymentSchedule = [3333, 3333, 3334].map((percentBp, index) => ({
      label: `Rata ${index + 1}`,
      percentBp,
      trigger: "order",
      dueDays: 0,
    }));
    expect(planInstalments(thirds, 10_000).map((step) => step.amountCents)).toEqual([3333, 3333, 3334]);
  });
});

describe("replanUnpaid", () => {
  it("keeps a paid deposit and gives the balance the rest of a new total", () => {
    const steps = [
      { amountCents: 38_700, percentBp: 3000, paid: true },
      { amountCents: 90_300, percentBp: 7000, paid: false },
    ];
    expect(replanUnpaid(steps, 150_000)).toEqual([38_700, 111_300]);
  });

  it("shares a new total between unpaid instalments by their percentages", () => {
    const steps = [
      { amountCents: 30_000, percentBp: 3000, paid: false },
      { amountCents: 70_000, percentBp: 7000, paid: false },
    ];
    expect(replanUnpaid(steps, 90_001)).toEqual([27_000, 63_001]);
  });
});

describe("paymentTermsText", () => {
  it("reads the terms in Italian", () => {
    expect(paymentTermsText(withInstallation)).toBe(
      "Acconto 30 % alla conferma delle misure definitive, saldo alla posa",
    );
    expect(paymentTermsText([{ label: "Pagamento", percentBp: 10_000, trigger: "order", dueDays: 0 }])).toBe(
      "100 % all'ordine",
    );
  });
});

describe("instalmentDueOn", () => {
  it("counts days in the Italian calendar: late evening UTC is already the next day in Rome", () => {
    expect(instalmentDueOn(new Date("2026-03-10T23:30:00Z"), 7)).toBe("2026-03-18");
    expect(instalmentDueOn(new Date("2026-03-10T10:00:00Z"), 0)).toBe("2026-03-10");
  });
});

describe("paymentScheduleSchema", () => {
  it("refuses percentages that do not add up to 100 %", () => {
    const result = paymentScheduleSchema.safeParse([
      { ...withInstallation[0], percentBp: 3000 },
      { ...withInstallation[1], percentBp: 6000 },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Le percentuali delle rate devono sommare al 100 %");
    expect(paymentScheduleSchema.safeParse(withInstallation).success).toBe(true);
  });
});
