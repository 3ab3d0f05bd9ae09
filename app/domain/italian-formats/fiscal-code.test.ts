import { describe, expect, it } from "vitest";
import { fiscalCodeCheckLetter, fiscalCodeProblem, isValidFiscalCode } from "./fiscal-code.ts";

// Real-shaped codici fiscali (docs/product/buying.md#invoice-data). Each impossible
// code below gets its right check letter, so only the part under test is wrong.

/** The 15 characters with their check letter. */
const withCheck = (first15: string) => `${first15}${fiscalCodeCheckLetter(first15)}`;

describe("codice fiscale", () => {
  it("knows the textbook example's check letter", () => {
    expect(fiscalCodeCheckLetter("RSSMRA85T10A562")).toBe("S");
    expect(isValidFiscalCode("RSSMRA85T10A562S")).toBe(true);
    expect(isValidFiscalCode("rssmra 85t10 a562s")).toBe(true);
  });

  it.each([
    ["a man born on 1 January", "RSSMRA80A01H501"],
    ["a woman born on 31 December (day + 40)", "BNCGLI92T71F205"],
    ["30 April", "VRDLCU75D30L219"],
    ["28 February of a common year", "BRNPLA85B28G273"],
    ["29 February of a leap year", "FRRNNA84B69H501"],
    ["29 February of year 00 (2000 was a leap year)", "CLMLSN00B29D612"],
    ["born abroad (Z and a foreign state)", "MLLHNS70C15Z112"],
  ])("accepts %s", (_, first15) => {
    expect(fiscalCodeProblem(withCheck(first15))).toBeNull();
  });

  it.each([
    ["the last digit", "RSSMRA85T10A56N"],
    ["the last three digits", "RSSMRA85T10AQTN"],
    ["every digit, day and year included", "RSSMRAURTLMAQTN"],
  ])("accepts omocodia in %s, reading the date and place with the letters turned back", (_, first15) => {
    expect(fiscalCodeProblem(withCheck(first15))).toBeNull();
  });

  it.each([
    ["month letter F", "RSSMRA85F10H501", /mese di nascita/],
    ["month letter Z", "RSSMRA85Z10H501", /mese di nascita/],
    ["day 00", "RSSMRA85A00H501", /giorno di nascita/],
    ["day 32", "RSSMRA85A32H501", /giorno di nascita/],
    ["day 40", "RSSMRA85A40H501", /giorno di nascita/],
    ["day 72", "RSSMRA85A72H501", /giorno di nascita/],
    ["day 99", "RSSMRA85A99H501", /giorno di nascita/],
    ["31 April", "RSSMRA85D31H501", /giorno di nascita/],
    ["31 June for a woman (71)", "RSSMRA85H71H501", /giorno di nascita/],
    ["30 February", "RSSMRA84B30H501", /giorno di nascita/],
    ["29 February of a common year", "RSSMRA85B29H501", /giorno di nascita/],
    ["29 February of a common year for a woman (69)", "RSSMRA85B69H501", /giorno di nascita/],
    ["31 November written with omocodia (3 → P, 1 → M)", "RSSMRA85SPMH501", /giorno di nascita/],
    ["a place letter past M", "RSSMRA85A01N501", /luogo di nascita/],
    ["a place letter Y", "RSSMRA85A01Y501", /luogo di nascita/],
    ["place number 000", "RSSMRA85A01H000", /luogo di nascita/],
    ["a foreign state below Z100", "RSSMRA85A01Z099", /luogo di nascita/],
    ["place number 000 written with omocodia", "RSSMRA85A01HLLL", /luogo di nascita/],
  ])("refuses %s", (_, first15, problem) => {
    expect(fiscalCodeProblem(withCheck(first15))).toMatch(problem);
  });

  it("refuses a wrong check letter, and a wrong shape", () => {
    expect(fiscalCodeProblem("RSSMRA85T10A562T")).toMatch(/carattere di controllo/);
    expect(fiscalCodeProblem("RSSMRA85T10A562")).toMatch(/16 caratteri/);
    expect(fiscalCodeProblem("RSSMRA85T10A5W2S")).toMatch(/forma corretta/);
    expect(fiscalCodeProblem("1SSMRA85T10A562S")).toMatch(/forma corretta/);
  });
});
