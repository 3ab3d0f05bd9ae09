import { describe, expect, it } from "vitest";
import { customerCashCents, orderCashCents, reachesCustomerCashLimit } from "./cash-limit.ts";

const order = (fields: Partial<Parameters<typeof orderCashCents>[0]>) => ({
  status: "pending",
  paymentMethod: "bonifico",
  totalCents: 100_000,
  cashPaidCents: 0,
  otherPaidCents: 0,
  ...fields,
});

describe("a customer's cash", () => {
  it("counts a cash-on-delivery order's total, less what was paid otherwise", () => {
    expect(orderCashCents(order({ paymentMethod: "contrassegno" }))).toBe(100_000);
    expect(orderCashCents(order({ paymentMethod: "contrassegno", otherPaidCents: 30_000 }))).toBe(70_000);
  });

  it("counts only the cash taken on a cancelled cash order and on any other order", () => {
    expect(orderCashCents(order({ paymentMethod: "contrassegno", status: "cancelled" }))).toBe(0);
    expect(orderCashCents(order({ cashPaidCents: 40_000 }))).toBe(40_000);
  });

  it("is refused from 5.000,00 € summed over the orders, not below", () => {
    const orders = [
      order({ paymentMethod: "contrassegno", totalCents: 450_000 }),
      order({ cashPaidCents: 49_999 }),
    ];
    expect(customerCashCents(orders)).toBe(499_999);
    expect(reachesCustomerCashLimit(customerCashCents(orders))).toBe(false);
    expect(reachesCustomerCashLimit(customerCashCents(orders) + 1)).toBe(true);
  });
});
