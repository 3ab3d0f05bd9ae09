import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, parseRecordId } from "./record-id.ts";

describe("parseRecordId", () => {
  it("reads plain decimal ids up to the largest integer the database holds", () => {
    expect(parseRecordId("0")).toBe(0);
    expect(parseRecordId("42")).toBe(42);
    expect(parseRecordId("0042")).toBe(42);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it("refuses everything else", () => {
    for (const raw of [
      null,
      undefined,
      "",
      "2147483648",
      "99999999999",
      "1e3",
      "0x10",
      "2.0",
      "-1",
      " 2",
      "2 ",
      "2abc",
      "１",
      "Infinity",
    ]) {
      expect(parseRecordId(raw), String(raw)).toBeNull();
    }
  });
});
