import { describe, expect, it } from "vitest";
import { formatDateLong, formatDateMedium, formatDateShort, formatDateTime } from "./dates";

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
});
