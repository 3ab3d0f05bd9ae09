import { expect } from "vitest";
import { fatturaPaXml } from "../../app/domain/invoices/fattura-pa-xml.ts";
import type { EarlierInvoice, InvoiceOrderFacts } from "../../app/domain/invoices/invoice-builders.ts";
import { type InvoiceDocument, shopSeller } from "../../app/domain/invoices/invoice-document.ts";
import { formatInvoiceNumber, sdiProgressive } from "../../app/domain/invoices/invoice-numbers.ts";
import { readFatturaAmounts, sdiSumsProblems } from "../../app/domain/invoices/sdi-checks.ts";
import type { StoredVatSplit } from "../../app/domain/vat/vat-split.ts";
import { fatturaPaSchemaErrors } from "./fatturapa.ts";

// What the invoice documents' unit tests share: a 10 %/22 % job, an order's
// facts, numbers in sequence, and the check every produced file must pass.

/**
 * A 1.000 € job (net) of 800 € goods and 200 € installation: 10 % on 400 €,
 * 22 % on the other 600 € of goods (docs/product/vat.md).
 */
export const mixedSplit: StoredVatSplit = {
  lines: [
    {
      description: "Finestra 2 ante – Soggiorno",
      quantity: 2,
      nature: "good",
      ratePercent: 10,
      netCents: 20_000,
    },
    {
      description: "Finestra 2 ante – Soggiorno",
      quantity: 2,
      nature: "good",
      ratePercent: 22,
      netCents: 60_000,
    },
    { description: "Posa in opera", quantity: 1, nature: "service", ratePercent: 10, netCents: 20_000 },
  ],
  rates: [
    { ratePercent: 10, netCents: 40_000, vatCents: 4_000 },
    { ratePercent: 22, netCents: 60_000, vatCents: 13_200 },
  ],
  savingCents: 4_800,
};

export function facts(
  split: StoredVatSplit,
  buyer: Partial<InvoiceOrderFacts["buyer"]> = {},
): InvoiceOrderFacts {
  return {
    orderNumber: "A-2026-000045",
    split,
    seller: shopSeller(),
    buyer: {
      kind: "privato",
      name: "Giulia Bianchi",
      vatNumber: null,
      fiscalCode: "BNCGLI80A41A944K",
      address: {
        street: "Via Indipendenza",
        houseNumber: "5",
        postalCode: "40121",
        city: "Bologna",
        province: "BO",
        country: "IT",
      },
      recipientCode: "0000000",
      pec: null,
      ...buyer,
    },
    residentialDeclared: true,
    workKind: "manutenzione-straordinaria",
    iban: "IT60X0542811101000000123456",
  };
}

let progressive = 0;
export function numbering(issuedOn = "2026-12-03") {
  progressive += 1;
  return {
    number: formatInvoiceNumber(2026, progressive),
    issuedOn,
    sdiProgressive: sdiProgressive(2026, progressive),
  };
}

export function earlier(document: InvoiceDocument): EarlierInvoice {
  return { number: document.number, issuedOn: document.issuedOn, rates: document.rates };
}

export function expectValid(document: InvoiceDocument) {
  const xml = fatturaPaXml(document);
  expect(fatturaPaSchemaErrors(xml)).toBe("");
  expect(sdiSumsProblems(readFatturaAmounts(xml))).toEqual([]);
  return xml;
}
