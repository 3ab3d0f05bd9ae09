import { describe, expect, it } from "vitest";
import {
  canChangeOrderStatus,
  nextOrderStatuses,
  type OrderStatus,
  orderStatuses,
  orderTransitionRefusal,
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
        expect(orderTransitionRefusal(from, to, {}) === null, `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it("offers the next statuses only; completed and cancelled are final", () => {
    expect(nextOrderStatuses("pending")).toEqual(["processing", "cancelled"]);
    expect(nextOrderStatuses("processing")).toEqual(["completed", "cancelled"]);
    expect(nextOrderStatuses("completed")).toEqual([]);
    expect(nextOrderStatuses("cancelled")).toEqual([]);
  });

  it("refuses as a conflict, explained in Italian", () => {
    expect(orderTransitionRefusal("pending", "completed", {})).toMatchObject({
      kind: "conflict",
      reason: "transition-not-allowed",
      message: "Un ordine «In attesa» non può passare a «Completato»",
    });
    expect(orderTransitionRefusal("completed", "processing", {})).toMatchObject({
      kind: "conflict",
      reason: "status-final",
      message: "L'ordine è «Completato»: lo stato non può più cambiare",
    });
    expect(orderTransitionRefusal("processing", "processing", {})).toMatchObject({
      kind: "conflict",
      reason: "status-unchanged",
      message: "L'ordine è già «In lavorazione»",
    });
  });
});
