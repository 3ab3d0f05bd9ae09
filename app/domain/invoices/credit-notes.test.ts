import { describe, expect, it } from "vitest";
import {
  earlier,
  expectValid,
  facts,
  mixedSplit,
  numbering,
} from "../../../tests/support/invoice-fixtures.ts";
import { standardVatSplit } from "../vat/vat-split.ts";
import { ratesLess } from "./invoice-amounts.ts";
import { buildAccontoInvoice, buildCreditNote, buildFinalInvoice } from "./invoice-builders.ts";
import type { InvoiceDocument } from "./invoice-document.ts";

// Credit notes (TD04) and the buyers' recipient data (docs/product/invoices.md#credit-notes,
// docs/product/invoices.md#buyer), each file valid against the schema and the SDI's sums.

describe("credit notes and buyers", () => {
  it("makes the final invoice deduct an acconto less its credit note", () => {
    const jobFacts = facts(mixedSplit);
    const acconto = buildAccontoInvoice(
      jobFacts,
      numbering(),
      [{ method: "bonifico", receivedOn: "2026-12-01", amountCents: 30_000 }],
      [],
    );
    const note = buildCreditNote(
      jobFacts,
      numbering(),
      earlier(acconto),
      10_000,
      "Pagamento restituito in parte",
    );
    const standing = { ...earlier(acconto), rates: ratesLess(acconto.rates, note.rates) };
    const final = buildFinalInvoice(
      jobFacts,
      numbering(),
      [{ method: "bonifico", receivedOn: "2026-12-10", amountCents: 97_200 }],
      [standing],
    );
    expect(final.totalCents).toBe(117_200 - 20_000);
    expectValid(final);
    for (const rate of mixedSplit.rates) {
      const of = (doc: InvoiceDocument) => doc.rates.find((r) => r.ratePercent === rate.ratePercent);
      expect((of(acconto)?.netCents ?? 0) - (of(note)?.netCents ?? 0) + (of(final)?.netCents ?? 0)).toBe(
        rate.netCents,
      );
    }
  });

  it("issues a credit note no larger than the invoice, for a business with its SDI code", () => {
    const business = facts(
      standardVatSplit([
        { description: "Tapparella avvolgibile", quantity: 3, nature: "good", grossCents: 61_000 },
        { description: "Trasporto", quantity: 1, nature: "service", grossCents: 4_880 },
      ]),
      {
        kind: "azienda",
        name: "Edil Rossi S.r.l.",
        vatNumber: "01234567890",
        fiscalCode: "01234567890",
        recipientCode: "M5UXCR1",
      },
    );
    const invoice = buildFinalInvoice(
      business,
      numbering(),
      [{ method: "bonifico", receivedOn: "2026-12-01", amountCents: 65_880 }],
      [],
    );
    expect(invoice.totalCents).toBe(65_880);
    const xml = expectValid(invoice);
    expect(xml).toContain("<CodiceDestinatario>M5UXCR1</CodiceDestinatario>");
    expect(xml).toContain("<IdCodice>01234567890</IdCodice>");

    const note = buildCreditNote(
      business,
      numbering(),
      earlier(invoice),
      10_000,
      "Sconto per ritardo nella consegna",
    );
    expect(note.type).toBe("TD04");
    expect(note.totalCents).toBe(10_000);
    expect(note.payments).toEqual([]);
    const noteXml = expectValid(note);
    expect(noteXml).toContain("<TipoDocumento>TD04</TipoDocumento>");
    expect(noteXml).toContain(`<IdDocumento>${invoice.number}</IdDocumento>`);

    const whole = buildCreditNote(business, numbering(), earlier(invoice), 65_880, "Annullamento");
    expect(whole.rates).toEqual(invoice.rates);
    expect(() => buildCreditNote(business, numbering(), earlier(invoice), 65_881, "Troppo")).toThrow(
      RangeError,
    );
  });

  it("gives a company's PEC when it has no SDI code, and Latin-1 text only", () => {
    const withPec = facts(mixedSplit, {
      kind: "azienda",
      name: "Łukasz – Serramenti “Nord”",
      vatNumber: "01234567890",
      fiscalCode: null,
      recipientCode: "0000000",
      pec: "fatture@pec.nord.it",
    });
    const invoice = buildFinalInvoice(
      withPec,
      numbering(),
      [{ method: "assegno", receivedOn: "2026-12-01", amountCents: 117_200 }],
      [],
    );
    const xml = expectValid(invoice);
    expect(xml).toContain("<PECDestinatario>fatture@pec.nord.it</PECDestinatario>");
    expect(xml).toContain('<Denominazione>Lukasz - Serramenti "Nord"</Denominazione>');
    expect(xml).toContain("<ModalitaPagamento>MP02</ModalitaPagamento>");
  });
});
