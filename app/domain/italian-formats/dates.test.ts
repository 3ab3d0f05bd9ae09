import { describe, expect, it } from "vitest";
import {
  formatDateLong,
  formatDateMedium,
  formatDateShort,
  formatDateTime,
  shopCalendarDay,
  shopWeekAndMonthStart,
  waitingSince,
} from "./dates";

describe("Italian date formats", () => {
  const date = "2026-03-05T10:00:00Z";

  it("dd/MM/yyyy", () => {
    expect(formatDateShort(date)).toBe("05/03/2026");
  });

  it("dd MMMM yyyy", () => {
    expect(formatDateLong(date)).toBe("05 marzo 2026");
  });

  it("dd MMM yyyy", () => {
    expect(formatDateMedium(date)).toBe("05 mar 2026");
    expect(formatDateMedium("2026-11-21T12:00:00Z")).toBe("21 nov 2026");
  });

  it("dd/MM/yyyy HH:mm, on a 24-hour clock in Rome's time", () => {
    expect(formatDateTime(date)).toBe("05/03/2026 11:00");
    expect(formatDateTime("2026-07-01T22:05:00Z")).toBe("02/07/2026 00:05");
  });

  it("uses the shop's time zone, not the machine's", () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Rome.
    expect(formatDateShort("2025-12-31T23:30:00Z")).toBe("01/01/2026");
  });

  it("knows the shop's calendar day, week (from Monday) and month", () => {
    expect(shopCalendarDay("2025-12-31T23:30:00Z")).toBe("2026-01-01");
    // Thursday 5 March 2026.
    expect(shopWeekAndMonthStart("2026-03-05T10:00:00Z")).toEqual({
      weekStart: "2026-03-02",
      monthStart: "2026-03-01",
    });
    // Sunday 1 March 2026, late evening in Rome: the week began on Monday 23 February.
    expect(shopWeekAndMonthStart("2026-03-01T22:00:00Z")).toEqual({
      weekStart: "2026-02-23",
      monthStart: "2026-03-01",
    });
    // Monday just after midnight in Rome (still Sunday in UTC).
    expect(shopWeekAndMonthStart("2026-03-08T23:30:00Z").weekStart).toBe("2026-03-09");
  });

  it("says how long something has waited", () => {
    const now = "2026-03-05T10:00:00Z";
    expect(waitingSince("2026-03-05T09:59:30Z", now)).toBe("da meno di un minuto");
    expect(waitingSince("2026-03-05T09:59:00Z", now)).toBe("da 1 minuto");
    expect(waitingSince("2026-03-05T09:00:00Z", now)).toBe("da 1 ora");
    expect(waitingSince("2026-03-05T04:00:00Z", now)).toBe("da 6 ore");
    expect(waitingSince("2026-03-02T10:00:00Z", now)).toBe("da 3 giorni");
  });
});
