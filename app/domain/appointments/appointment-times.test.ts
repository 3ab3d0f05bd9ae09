import { describe, expect, it } from "vitest";
import { addDays, isCalendarDay, mondayOf, shopInstant, shopTimeOfDay } from "./appointment-times.ts";

describe("appointment times in Rome", () => {
  it("turns a Rome day and time into the instant, in winter and in summer", () => {
    expect(shopInstant("2027-01-12", "08:30").toISOString()).toBe("2027-01-12T07:30:00.000Z");
    expect(shopInstant("2027-07-12", "08:30").toISOString()).toBe("2027-07-12T06:30:00.000Z");
    expect(shopTimeOfDay(shopInstant("2027-03-28", "10:00"))).toBe("10:00");
  });

  it("finds the Monday of a week and refuses days that do not exist", () => {
    expect(mondayOf("2027-01-17")).toBe("2027-01-11");
    expect(mondayOf("2027-01-11")).toBe("2027-01-11");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(isCalendarDay("2027-02-30")).toBe(false);
    expect(isCalendarDay("2027-02-28")).toBe(true);
  });
});
