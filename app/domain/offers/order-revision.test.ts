import { describe, expect, it } from "vitest";
import {
  isOrderRevisable,
  orderNotRevisableMessage,
  orderRevisionStartSchema,
  revisionAcceptanceSchema,
} from "./order-revision.ts";

// Which orders may still change, and the forms of a change (docs/product/offers.md#orders-that-change).

describe("orders that change", () => {
  it("lets a pending or processing order change, never a completed or cancelled one", () => {
    expect(isOrderRevisable("pending")).toBe(true);
    expect(isOrderRevisable("processing")).toBe(true);
    expect(isOrderRevisable("completed")).toBe(false);
    expect(isOrderRevisable("cancelled")).toBe(false);
    expect(orderNotRevisableMessage("cancelled")).toBe("L'ordine è «Annullato»: non si può più modificare.");
  });

  it("asks for a reason and trims it", () => {
    expect(orderRevisionStartSchema.safeParse({ reason: "   " }).success).toBe(false);
    expect(orderRevisionStartSchema.parse({ reason: " Misure definitive " }).reason).toBe(
      "Misure definitive",
    );
    expect(orderRevisionStartSchema.safeParse({ reason: "x".repeat(501) }).success).toBe(false);
  });

  it("accepts a revision with its version only", () => {
    expect(revisionAcceptanceSchema.parse({ versionNumber: "2" })).toEqual({ versionNumber: 2 });
    expect(revisionAcceptanceSchema.safeParse({ versionNumber: "0" }).success).toBe(false);
  });
});
