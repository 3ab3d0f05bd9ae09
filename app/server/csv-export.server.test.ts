import { describe, expect, it } from "vitest";
import { csvCell, csvEuros, toCsv } from "./csv-export.server.ts";

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

  it('keeps plain numbers, negative ones too, and quotes ; " and line breaks', () => {
    expect(csvCell("-2,50")).toBe("-2,50");
    expect(csvCell("Via Roma; 3")).toBe('"Via Roma; 3"');
    expect(csvCell('Il "Bello"')).toBe('"Il ""Bello"""');
    expect(csvCell("riga\nnuova")).toBe('"riga\nnuova"');
    expect(csvCell(null)).toBe("");
    expect(csvCell("àèìòù €")).toBe("àèìòù €");
  });
});
