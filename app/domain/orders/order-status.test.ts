import { describe, expect, it } from "vitest";
import {
  canChangeOrderStatus,
  nextOrderStatuses,
  type OrderStatus,
  orderStatuses,
  refusedTransitionMessage,
} from "./order-status.ts";

const allowed: [OrderStatus, OrderStatus][] = [
  ["pending", "processing"],
  ["pending", "cancelled"],
  ["processing", "completed"],
  ["processing", "cancelled"],
];

describe("the order status workflow", () => {
  it("allows exactly pending → processing → completed and pending | processing → cancelled", () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canChangeOrderStatus(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it("offers the next statuses only; completed and cancelled are final", () => {
    expect(nextOrderStatuses("pending")).toEqual(["processing", "cancelled"]);
    expect(nextOrderStatuses("processing")).toEqual(["completed", "cancelled"]);
    expect(nextOrderStatuses("completed")).toEqual([]);
    expect(nextOrderStatuses("cancelled")).toEqual([]);
  });

  it("explains a refusal in Italian", () => {
    expect(refusedTransitionMessage("pending", "completed")).toBe(
      "Un ordine «In attesa» non può passare a «Completato»",
    );
    expect(refusedTransitionMessage("completed", "processing")).toBe(
      "L'ordine è «Completato»: lo stato non può più cambiare",
    );
    expect(refusedTransitionMessage("processing", "processing")).toBe("L'ordine è già «In lavorazione»");
  });
});
