import { describe, expect, it } from "vitest";
import { namePrefixQuery, searchWords, startsWithPattern } from "./text-search.ts";

describe("the back office's name and e-mail search", () => {
  it("splits what was typed into words of letters and digits", () => {
    expect(searchWords("  De Luca-Rossi, Anna ")).toEqual(["De", "Luca", "Rossi", "Anna"]);
    expect(searchWords("Zoë D'Angelo")).toEqual(["Zoë", "D", "Angelo"]);
  });

  it("makes every word a prefix that must match, and nothing of tsquery's syntax gets through", () => {
    expect(namePrefixQuery("giu bian")).toBe("giu:* & bian:*");
    expect(namePrefixQuery("a & !b | c:*")).toBe("a:* & b:* & c:*");
    expect(namePrefixQuery("@%_")).toBeNull();
  });

  it("keeps LIKE's characters literal in the e-mail prefix", () => {
    expect(startsWithPattern(" Mario_Rossi%@ ")).toBe("mario\\_rossi\\%@%");
    expect(startsWithPattern("a\\b")).toBe("a\\\\b%");
  });
});
