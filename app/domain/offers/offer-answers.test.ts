import { describe, expect, it } from "vitest";
import {
  installationDeclarationErrors,
  RESIDENTIAL_MESSAGE,
  WORK_KIND_MESSAGE,
} from "../vat/installation-declaration.ts";
import {
  CHANGE_MESSAGE_REQUIRED,
  offerAcceptanceSchema,
  offerChangeRequestSchema,
  offerDeclineSchema,
} from "./offer-answers.ts";

const order = {
  shipping: {
    name: "Mario Rossi",
    email: "mario.rossi@example.it",
    phone: "+39 051 123 4567",
    address: "Via Indipendenza",
    houseNumber: "10",
    city: "Bologna",
    postalCode: "40121",
    province: "BO",
  },
  invoice: { type: "privato", fiscalCode: "RSSMRA85T10A562S" },
  paymentMethod: "bonifico",
  withdrawalExclusionAccepted: "on",
};

describe("the answers to an offer's version", () => {
  it("reads the version the page showed, as a form sends it", () => {
    expect(offerDeclineSchema.parse({ versionNumber: "3" })).toEqual({ versionNumber: 3, reason: "" });
    expect(offerDeclineSchema.safeParse({ versionNumber: "uno" }).success).toBe(false);
  });

  it("needs a message for a change, and at most 1000 characters of a reason", () => {
    const empty = offerChangeRequestSchema.safeParse({ versionNumber: 1, message: "   " });
    expect(empty.error?.issues[0]?.message).toBe(CHANGE_MESSAGE_REQUIRED);
    expect(offerDeclineSchema.safeParse({ versionNumber: 1, reason: "x".repeat(1001) }).success).toBe(false);
  });

  it("takes the checkout's fields for an acceptance, with its codice fiscale rule", () => {
    const accepted = offerAcceptanceSchema.parse({
      versionNumber: 1,
      order,
      residential: "si",
      workKind: "ristrutturazione",
    });
    expect(accepted.order.invoice).toEqual({ type: "privato", fiscalCode: "RSSMRA85T10A562S" });
    expect(accepted.order.withdrawalExclusionAccepted).toBe(true);
    const wrong = offerAcceptanceSchema.safeParse({
      versionNumber: 1,
      order: { ...order, invoice: { type: "privato", fiscalCode: "RSSMRA85T10A562X" } },
    });
    expect(wrong.error?.issues[0]?.path).toEqual(["order", "invoice", "fiscalCode"]);
  });

  it("asks for the building's use and the kind of work, field by field", () => {
    expect(installationDeclarationErrors({})).toEqual({
      residential: RESIDENTIAL_MESSAGE,
      workKind: WORK_KIND_MESSAGE,
    });
    expect(installationDeclarationErrors({ residential: "no", workKind: "nuova-costruzione" })).toEqual({});
  });
});
