import { describe, expect, it } from "vitest";
import {
  deliveryEstimateText,
  deliveryTimeOf,
  deliveryWindow,
  deliveryWindowText,
  longestDeliveryTime,
} from "./delivery-estimate.ts";
import { deliveryTimeFormSchema } from "./delivery-time-form.ts";

describe("the delivery estimate", () => {
  it("reads in Italian, with one week and equal bounds said plainly", () => {
    expect(deliveryEstimateText({ minWeeks: 5, maxWeeks: 6 })).toBe("Consegna stimata: 5–6 settimane");
    expect(deliveryEstimateText({ minWeeks: 1, maxWeeks: 1 })).toBe("Consegna stimata: 1 settimana");
    expect(deliveryEstimateText({ minWeeks: 4, maxWeeks: 4 })).toBe("Consegna stimata: 4 settimane");
  });

  it("takes a product's weeks from its family, and the longest of several", () => {
    const deliveryTimes = { window: { minWeeks: 5, maxWeeks: 6 }, sliding: { minWeeks: 7, maxWeeks: 8 } };
    expect(deliveryTimeOf(deliveryTimes, { category: { slug: "scorrevoli" } })).toEqual({
      minWeeks: 7,
      maxWeeks: 8,
    });
    expect(
      longestDeliveryTime([
        { minWeeks: 5, maxWeeks: 6 },
        { minWeeks: 7, maxWeeks: 8 },
        { minWeeks: 3, maxWeeks: 8 },
      ]),
    ).toEqual({ minWeeks: 7, maxWeeks: 8 });
    expect(longestDeliveryTime([])).toBeNull();
  });

  it("counts calendar weeks from the start day, across the end of the year", () => {
    const window = deliveryWindow({ minWeeks: 5, maxWeeks: 6 }, "2026-12-01");
    expect(window).toEqual({ from: "2026-12-01", earliest: "2027-01-05", latest: "2027-01-12" });
    expect(deliveryWindowText(window)).toBe("tra il 05/01/2027 e il 12/01/2027");
  });

  it("the back office's form wants whole weeks from 1 to 52, the maximum not below the minimum", () => {
    expect(
      deliveryTimeFormSchema.parse({ family: "door", minWeeks: " 6 ", maxWeeks: "8", version: "3" }),
    ).toEqual({ family: "door", minWeeks: 6, maxWeeks: 8, version: 3 });
    const refused = deliveryTimeFormSchema.safeParse({
      family: "door",
      minWeeks: "9",
      maxWeeks: "8",
      version: "3",
    });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["maxWeeks", "Il massimo non può essere inferiore al minimo"],
    ]);
    expect(
      deliveryTimeFormSchema.safeParse({ family: "garage", minWeeks: "1", maxWeeks: "2", version: "1" })
        .success,
    ).toBe(false);
  });
});
