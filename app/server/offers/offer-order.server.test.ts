import { describe, expect, it } from "vitest";
import type { VersionProductLine } from "#app/domain/offers/offer-document.ts";
import { orderItemsOfVersion } from "./offer-order.server.ts";
import { isSignedCopyType } from "./offer-staff-answers.server.ts";

const position = (grossCents: number, quantity: number) =>
  ({
    type: "product",
    title: "Finestra PVC",
    roomLabel: "Cucina",
    quantity,
    unitPriceCents: grossCents / quantity,
    grossCents,
    discount: null,
    discountCents: 0,
    netCents: grossCents,
    productId: 1,
    kind: "window",
    configuration: {},
    summary: [],
    drawing: {},
    sizesFinal: false,
    services: [],
  }) as unknown as VersionProductLine;

describe("the order of an accepted version", () => {
  it("spreads the version's total over the positions so that the items sum to it", () => {
    const items = orderItemsOfVersion([position(100_001, 3), position(50_000, 2)], 140_003);
    expect(items.reduce((sum, item) => sum + item.lineTotalCents, 0)).toBe(140_003);
    expect(items.map((item) => item.quantity)).toEqual([3, 2]);
    expect(items[0]?.roomLabel).toBe("Cucina");
  });

  it("keeps a signed copy only when it is a PDF, a JPEG or a PNG", () => {
    expect(isSignedCopyType(Buffer.from("%PDF-1.7"))).toBe(true);
    expect(isSignedCopyType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isSignedCopyType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(isSignedCopyType(Buffer.from("GIF89a"))).toBe(false);
  });
});
