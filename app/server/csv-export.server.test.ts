import { describe, expect, it } from "vitest";
import { csvCents, csvDocument } from "./csv-export.server.ts";

// The CSV files of the back office (docs/product/back-office.md#exports): Italian
// Excel reads them as they are, and no cell can run as a formula.

const body = (text: string) => text.slice(1).split("\r\n");

describe("csvDocument", () => {
  it("starts with a BOM, separates with ; and ends every line with CRLF", () => {
    const text = csvDocument(["Nome", "Prezzo"], [["Mario", "12,50"]]);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toBe("\uFEFFNome;Prezzo\r\nMario;12,50\r\n");
  });

  it("writes null as an empty cell and numbers with a decimal comma", () => {
    expect(body(csvDocument(["a", "b", "c"], [[null, 3, 2.5]]))[1]).toBe(";3;2,5");
  });

  it('quotes cells holding ; " or a line break, doubling the quotes', () => {
    const [, line] = body(csvDocument(["x", "y", "z"], [['Via "Roma"; 3', "riga\nnuova", "semplice"]]));
    expect(line).toBe('"Via ""Roma""; 3";"riga\nnuova";semplice');
  });

  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+39 333 123 4567", "'+39 333 123 4567"],
    ["-cmd", "'-cmd"],
    ["@SUM(1)", "'@SUM(1)"],
    ["\tTAB", "'\tTAB"],
    ["\r=1", '"\'\r=1"'],
    ['=HYPERLINK("http://x";"y")', '"\'=HYPERLINK(""http://x"";""y"")"'],
  ])("neutralises %j as a formula", (value, cell) => {
    expect(body(csvDocument(["x"], [[value]]))[1]).toBe(cell);
  });

  it("leaves plain numbers alone, negative ones included, and text that only contains the characters", () => {
    expect(body(csvDocument(["a", "b", "c"], [["-12,50", "a=b", "mario@example.it"]]))[1]).toBe(
      "-12,50;a=b;mario@example.it",
    );
  });
});

describe("csvCents", () => {
  it.each([
    [123_450, "1234,50"],
    [5, "0,05"],
    [0, "0,00"],
    [100_000_000, "1000000,00"],
    [-1_250, "-12,50"],
  ])("%i cents → %s", (cents, text) => {
    expect(csvCents(cents)).toBe(text);
  });
});
