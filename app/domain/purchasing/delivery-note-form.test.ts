import { describe, expect, it } from "vitest";
import { deliveryNoteFormSchema, shopLocalInstant } from "./delivery-note-form.ts";

describe("the shop's wall-clock time as an instant", () => {
  it("is one hour ahead of UTC in winter and two in summer", () => {
    expect(shopLocalInstant("2026-01-15", "08:30").toISOString()).toBe("2026-01-15T07:30:00.000Z");
    expect(shopLocalInstant("2026-07-15", "08:30").toISOString()).toBe("2026-07-15T06:30:00.000Z");
  });

  it("reads a time the spring change skips as winter time", () => {
    expect(shopLocalInstant("2026-03-29", "02:30").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });
});

describe("the delivery note's form", () => {
  const valid = {
    transportReason: "vendita",
    transportDay: "2026-12-10",
    transportTime: "14:05",
    packages: "12",
    appointmentId: "",
  };

  it("reads the packages, the start and no appointment", () => {
    expect(deliveryNoteFormSchema.parse(valid)).toEqual({
      transportReason: "vendita",
      packages: 12,
      appointmentId: null,
      transportStartsAt: new Date("2026-12-10T13:05:00.000Z"),
    });
  });

  it.each([
    ["packages", "1000"],
    ["packages", "1,5"],
    ["transportDay", "2026-02-30"],
    ["transportTime", "7:5"],
    ["transportReason", "omaggio"],
  ])("refuses %s «%s»", (field, value) => {
    const parsed = deliveryNoteFormSchema.safeParse({ ...valid, [field]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });
});
