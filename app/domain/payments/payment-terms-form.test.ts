import { describe, expect, it } from "vitest";
import { instalmentPaymentReference, PAYMENT_REFERENCE_MAX_LENGTH } from "../orders/bank-transfer.ts";
import { parsePercentBp, termsFormInput, termsFormSchema } from "./payment-terms-form.ts";

describe("the admin's terms form", () => {
  it("reads percentages as staff type them", () => {
    expect(parsePercentBp("30")).toBe(3000);
    expect(parsePercentBp("33,33")).toBe(3333);
    expect(parsePercentBp("12.5")).toBe(1250);
    expect(parsePercentBp("trenta")).toBeNaN();
  });

  it("leaves out the empty rows after the last filled one and puts each refusal at its field", () => {
    const input = termsFormInput({
      saleKind: "supply_only",
      version: "3",
      "schedule.0.label": "Acconto",
      "schedule.0.percentBp": "30",
      "schedule.0.trigger": "measurements",
      "schedule.0.dueDays": "7",
      "schedule.1.label": "Saldo",
      "schedule.1.percentBp": "",
      "schedule.1.trigger": "delivery",
    });
    expect(input.schedule).toHaveLength(2);
    const parsed = termsFormSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toContain("schedule.1.percentBp");
  });
});

describe("an instalment's causale", () => {
  it("names the instalment after the order and stays within the banks' 140 characters", () => {
    expect(instalmentPaymentReference("A-2026-000045", null, "Acconto")).toBe(
      "Ordine A-2026-000045 Acconto - Aurora Serramenti S.r.l.",
    );
    const parlante = instalmentPaymentReference(
      "A-2026-000045",
      "RSSMRA85T10A562S",
      "Un nome di rata molto lungo",
    );
    expect(parlante.length).toBeLessThanOrEqual(PAYMENT_REFERENCE_MAX_LENGTH);
    expect(parlante).toMatch(/^Bonifico per detrazione art\. 16-bis DPR 917\/1986 - Ordine A-2026-000045 Un/);
    expect(parlante).toContain("C.F. beneficiario RSSMRA85T10A562S - P.IVA 04518230372");
  });
});
