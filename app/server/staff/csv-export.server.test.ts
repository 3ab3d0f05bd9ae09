import { describe, expect, it } from "vitest";
import { csvCell, csvEuros, csvPhone, toCsv } from "./csv-export.server.ts";

describe("CSV for Italian Excel", () => {
  it("starts with a UTF-8 BOM, separates with ; and ends rows with CRLF", () => {
    expect(toCsv(["Ordine", "Cliente"], [[1, "Mario Rossi"]])).toBe(
      "\uFEFFOrdine;Cliente\r\n1;Mario Rossi\r\n",
    );
  });

  it("writes amounts with a decimal comma and no thousands separator", () => {
    expect(csvEuros(123456)).toBe("1234,56");
    expect(csvEuros(5)).toBe("0,05");
    expect(csvEuros(-250)).toBe("-2,50");
    expect(csvCell(12.5)).toBe("12,5");
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+39 333", "'+39 333"],
    ["-1+1", "'-1+1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
  ])("neutralises the formula %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    [" =1+1", "' =1+1"],
    ["   @SUM(A1)", "'   @SUM(A1)"],
    ["\u00a0=cmd|' /C calc'!A0", "'\u00a0=cmd|' /C calc'!A0"],
    ["\u3000+1", "'\u3000+1"],
    ["\u200b=1", "'\u200b=1"],
    [" \t-2+3", "' \t-2+3"],
    ["\n=1", '"\'\n=1"'],
    [';=HYPERLINK("http://evil")', '"\';=HYPERLINK(""http://evil"")"'],
    [",=1", "',=1"],
    ['"=1', '"\'""=1"'],
    ["'=1", "''=1"],
    [" \r=1", '"\' \r=1"'],
  ])("neutralises the formula %j behind spaces, separators or quotes", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves text that merely contains a formula sign further on", () => {
    expect(csvCell("Mario = Rossi")).toBe("Mario = Rossi");
    expect(csvCell("Via Roma 1-3")).toBe("Via Roma 1-3");
    expect(csvCell("info@example.it")).toBe("info@example.it");
  });

  it('keeps plain numbers, negative ones too, and quotes ; " and line breaks', () => {
    expect(csvCell("-2,50")).toBe("-2,50");
    expect(csvCell("Via Roma; 3")).toBe('"Via Roma; 3"');
    expect(csvCell('Il "Bello"')).toBe('"Il ""Bello"""');
    expect(csvCell("riga\nnuova")).toBe('"riga\nnuova"');
    expect(csvCell(null)).toBe("");
    expect(csvCell("àèìòù €")).toBe("àèìòù €");
  });
});

describe("phone numbers in a CSV", () => {
  it("need no apostrophe: national form for Italy, 00 for a foreign prefix", () => {
    expect(csvCell(csvPhone("+39 333 123 4567"))).toBe("333 123 4567");
    expect(csvCell(csvPhone("+49 30 1234567"))).toBe("0049 30 1234567");
    expect(csvCell(csvPhone(null))).toBe("");
  });

  it("still guard what is not a plain number", () => {
    expect(csvCell(csvPhone("+1-555-0100"))).toBe("'+1-555-0100");
    expect(csvCell(csvPhone("=HYPERLINK(1)"))).toBe("'=HYPERLINK(1)");
  });
});
