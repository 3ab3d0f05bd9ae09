import { describe, expect, it } from "vitest";
import { isValidPec, isValidSdiCode } from "../cart-and-checkout/electronic-invoicing.ts";
import { availablePaymentMethods } from "../cart-and-checkout/payment-methods.ts";
import { PAYMENT_REFERENCE_MAX_LENGTH, paymentReference, sellerVatNumber } from "../orders/bank-transfer.ts";
import { fiscalCodeProblem, isValidFiscalCode, normalizeFiscalCode } from "./fiscal-code.ts";
import { compactIban, formatIban, ibanProblem, isValidIban } from "./iban.ts";
import { isProvinceCode, provinceLabel, provinces } from "./provinces.ts";
import { isValidVatNumber, normalizeVatNumber, vatNumberProblem } from "./vat-number.ts";

describe("codice fiscale", () => {
  it.each([
    "RSSMRA85T10A562S",
    "RSSMRA85M01H501Q",
    "MRTMTT91D08F205J",
    // A woman: the day is 41-71.
    "BNCLRA80A41F205G",
  ])("accepts %s", (code) => {
    expect(fiscalCodeProblem(code)).toBeNull();
  });

  it("accepts lower case and spaces, stored upper case and compact", () => {
    expect(isValidFiscalCode(" rssmra85t10a562s ")).toBe(true);
    expect(normalizeFiscalCode(" rssmra85t10a562s ")).toBe("RSSMRA85T10A562S");
  });

  it.each([
    // The last digit (position 14) replaced: 2 → N.
    "RSSMRA85T10A56NH",
    // All seven positions replaced (6,7,9,10,12,13,14): 8→U 5→R 1→M 0→L 5→R 6→S 2→N.
    "RSSMRAURTMLARSNL",
  ])("accepts the omocodic code %s", (code) => {
    expect(fiscalCodeProblem(code)).toBeNull();
  });

  it.each([
    ["RSSMRA85T10A562T", /carattere di controllo/],
    ["RSSMRA85T10A56NS", /carattere di controllo/],
    ["RSSMRA85T10A562", /16 caratteri/],
    ["1SSMRA85T10A562S", /forma corretta/],
    // W is no omocodia letter.
    ["RSSMRA85T10A56WS", /forma corretta/],
    // Z is no month.
    ["RSSMRA85Z10A562S", /mese/],
    ["RSSMRA85T35A562S", /giorno/],
  ])("refuses %s", (code, message) => {
    expect(fiscalCodeProblem(code)).toMatch(message);
  });
});

describe("partita IVA", () => {
  it.each(["12345678903", "04518230372", "IT04518230372", "0451 8230 372"])("accepts %s", (number) => {
    expect(vatNumberProblem(number)).toBeNull();
  });

  it("stores eleven digits", () => {
    expect(normalizeVatNumber("IT 04518230372")).toBe("04518230372");
  });

  it.each([
    ["12345678901", /controllo/],
    ["01234567890", /controllo/],
    ["1234567890", /11 cifre/],
    ["1234567890A", /11 cifre/],
    ["00000000000", /non è valida/],
  ])("refuses %s", (number, message) => {
    expect(vatNumberProblem(number)).toMatch(message);
    expect(isValidVatNumber(number)).toBe(false);
  });
});

describe("IBAN", () => {
  it("accepts an Italian IBAN with spaces and lower case, stored compact and upper case", () => {
    expect(isValidIban("it60 x054 2811 1010 0000 0123 456")).toBe(true);
    expect(compactIban("it60 x054 2811 1010 0000 0123 456")).toBe("IT60X0542811101000000123456");
    expect(formatIban("IT60X0542811101000000123456")).toBe("IT60 X054 2811 1010 0000 0123 456");
  });

  it("accepts another country's IBAN", () => {
    expect(ibanProblem("DE89 3704 0044 0532 0130 00")).toBeNull();
    expect(ibanProblem("GB82 WEST 1234 5698 7654 32")).toBeNull();
  });

  it.each([
    ["IT61X0542811101000000123456", /cifre di controllo/],
    ["IT60X0542811101000000123465", /cifre di controllo/],
    ["IT60X054281110100000012345", /27 caratteri/],
    ["IT6010542811101000000123456", /27 caratteri/],
    ["60X0542811101000000123456", /forma corretta/],
    ["", /forma corretta/],
  ])("refuses %s", (iban, message) => {
    expect(ibanProblem(iban)).toMatch(message);
  });
});

describe("electronic invoicing", () => {
  it("takes a 7-character SDI code and a PEC address", () => {
    expect(isValidSdiCode("M5UXCR1")).toBe(true);
    expect(isValidSdiCode("m5uxcr1")).toBe(true);
    expect(isValidSdiCode("0000000")).toBe(true);
    expect(isValidSdiCode("M5UXCR")).toBe(false);
    expect(isValidSdiCode("M5UXCR1X")).toBe(false);
    expect(isValidSdiCode("M5-XCR1")).toBe(false);
    expect(isValidPec("fatture@pec.esempio.it")).toBe(true);
    expect(isValidPec("fatture.pec")).toBe(false);
  });
});

describe("provinces", () => {
  it("lists the 107 provinces once each, Sud Sardegna included", () => {
    expect(provinces).toHaveLength(107);
    expect(new Set(provinces.map((province) => province.code)).size).toBe(107);
    expect(provinceLabel("SU")).toBe("Sud Sardegna (SU)");
    expect(isProvinceCode("bo")).toBe(true);
    // Abolished in 2016.
    expect(isProvinceCode("CI")).toBe(false);
  });
});

describe("payment rules", () => {
  it("offers cash on delivery below 5.000,00 € only", () => {
    expect(availablePaymentMethods(499_999)).toContain("contrassegno");
    expect(availablePaymentMethods(500_000)).not.toContain("contrassegno");
    expect(availablePaymentMethods(500_000)).toEqual(["carta", "bonifico", "portafoglio"]);
  });

  it("writes the causale, the bonifico parlante within the banks' 140 characters", () => {
    expect(paymentReference("A-2026-000045", null)).toBe("Ordine A-2026-000045 - Aurora Serramenti S.r.l.");
    const parlante = paymentReference("A-2026-000045", "RSSMRA85T10A562S");
    expect(parlante).toBe(
      "Bonifico per detrazione art. 16-bis DPR 917/1986 - Ordine A-2026-000045 - C.F. beneficiario RSSMRA85T10A562S - P.IVA 04518230372",
    );
    expect(parlante.length).toBeLessThanOrEqual(PAYMENT_REFERENCE_MAX_LENGTH);
    expect(isValidVatNumber(sellerVatNumber())).toBe(true);
  });
});
