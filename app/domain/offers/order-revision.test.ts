import { describe, expect, it } from "vitest";
import {
  isOrderRevisable,
  orderNotRevisableMessage,
  orderRevisionStartSchema,
  revisionAcceptanceSchema,
} from "./order-revision.ts";

// Which orders may still change, and the forms of a change (docs/product/offers.md#orders-that-change).

describe("orders that change", () => {
  it("lets an order change until production starts, never after nor once cancelled", () => {
    expect(isOrderRevisable("in_attesa_di_conferma")).toBe(true);
    expect(isOrderRevisable("confermato")).toBe(true);
    expect(isOrderRevisable("misure_definitive")).toBe(true);
    expect(isOrderRevisable("in_produzione")).toBe(false);
    expect(isOrderRevisable("posato")).toBe(false);
    expect(isOrderRevisable("annullato")).toBe(false);
    expect(orderNotRevisableMessage("in_produzione")).toBe(
      "L'ordine è «In produzione»: non si può più modificare.",
    );
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
