import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fatturaPaSchemaErrors } from "../../../tests/support/fatturapa.ts";
import { type StoredVatSplit, standardVatSplit, vatOnNet } from "../vat/vat-split.ts";
import { fatturaPaXml } from "./fattura-pa-xml.ts";
import { ratesLess } from "./invoice-amounts.ts";
import {
  buildAccontoInvoice,
  buildCreditNote,
  buildFinalInvoice,
  type EarlierInvoice,
  type InvoiceOrderFacts,
} from "./invoice-builders.ts";
import { type InvoiceDocument, shopSeller } from "./invoice-document.ts";
import { formatInvoiceNumber, invoiceXmlFileName, sdiProgressive } from "./invoice-numbers.ts";
import { readFatturaAmounts, sdiSumsProblems } from "./sdi-checks.ts";

// A 1.000 € job (net) of 800 € goods and 200 € installation: 10 % on 400 €,
// 22 % on the other 600 € of goods (docs/product/vat.md).
const mixedSplit: StoredVatSplit = {
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

function facts(split: StoredVatSplit, buyer: Partial<InvoiceOrderFacts["buyer"]> = {}): InvoiceOrderFacts {
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
function numbering(issuedOn = "2026-12-03") {
  progressive += 1;
  return {
    number: formatInvoiceNumber(2026, progressive),
    issuedOn,
    sdiProgressive: sdiProgressive(2026, progressive),
  };
}

function earlier(document: InvoiceDocument): EarlierInvoice {
  return { number: document.number, issuedOn: document.issuedOn, rates: document.rates };
}

function expectValid(document: InvoiceDocument) {
  const xml = fatturaPaXml(document);
  expect(fatturaPaSchemaErrors(xml)).toBe("");
  expect(sdiSumsProblems(readFatturaAmounts(xml))).toEqual([]);
  return xml;
}

describe("invoice numbers and file names", () => {
  it("prints the year and six digits, and a five-character SDI progressive", () => {
    expect(formatInvoiceNumber(2026, 12)).toBe("2026/000012");
    expect(sdiProgressive(2026, 12)).toBe("2600C");
    expect(sdiProgressive(2027, 46_655)).toBe("27ZZZ");
    expect(invoiceXmlFileName("IT04518230372", "2600C")).toBe("IT04518230372_2600C.xml");
    expect(() => sdiProgressive(2026, 46_656)).toThrow(RangeError);
  });
});

describe("acconto, final invoice and credit note", () => {
  it("shares an acconto over the rates in proportion to each rate's gross", () => {
    const acconto = buildAccontoInvoice(
      facts(mixedSplit),
      numbering(),
      [{ method: "bonifico", receivedOn: "2026-12-01", amountCents: 35_160 }],
      [],
    );
    expect(acconto.type).toBe("TD02");
    expect(acconto.totalCents).toBe(35_160);
    // 44.000 : 73.200 of the job's 117.200 gross.
    expect(acconto.rates.map((rate) => rate.netCents + rate.vatCents)).toEqual([13_200, 21_960]);
    expect(acconto.rates[0]).toMatchObject({ netCents: 12_000, vatCents: 1_200 });
    expect(acconto.iban).toBe("IT60X0542811101000000123456");
    const xml = expectValid(acconto);
    expect(xml).toContain("<TipoDocumento>TD02</TipoDocumento>");
    expect(xml).toContain("<ModalitaPagamento>MP05</ModalitaPagamento>");
    expect(xml).toContain("<CodiceDestinatario>0000000</CodiceDestinatario>");
    expect(xml).toContain("<RiferimentoNormativo>");
    expect(xml).not.toContain("<Natura>");
  });

  it("balances the final invoice per rate so that the invoices add up to the job", () => {
    const jobFacts = facts(mixedSplit);
    const first = buildAccontoInvoice(
      jobFacts,
      numbering(),
      [{ method: "carta", receivedOn: "2026-12-01", amountCents: 30_001 }],
      [],
    );
    const second = buildAccontoInvoice(
      jobFacts,
      numbering(),
      [{ method: "contanti", receivedOn: "2026-12-02", amountCents: 20_003 }],
      [earlier(first)],
    );
    const remaining = 117_200 - first.totalCents - second.totalCents;
    const final = buildFinalInvoice(
      jobFacts,
      numbering("2026-12-20"),
      [{ method: "bonifico", receivedOn: "2026-12-19", amountCents: remaining }],
      [earlier(first), earlier(second)],
    );
    expect(final.type).toBe("TD01");
    expect(final.totalCents).toBe(remaining);
    for (const rate of mixedSplit.rates) {
      const invoiced = [first, second, final].flatMap((doc) =>
        doc.rates.filter((r) => r.ratePercent === rate.ratePercent),
      );
      expect(invoiced.reduce((sum, r) => sum + r.netCents, 0)).toBe(rate.netCents);
      expect(invoiced.reduce((sum, r) => sum + r.vatCents, 0)).toBe(rate.vatCents);
    }
    const deductions = final.lines.filter((line) => line.nature === "deduction");
    expect(deductions.map((line) => line.description)).toContain(
      `Storno acconto fattura n. ${first.number} del 03/12/2026`,
    );
    expect(deductions.every((line) => line.netCents < 0)).toBe(true);
    const xml = expectValid(final);
    expect(xml).toContain(`<IdDocumento>${first.number}</IdDocumento>`);
  });
});

describe("SDI checks on any job", () => {
  it("keeps every invoice of any job within the SDI's checks, whatever the payments", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 0, maxLength: 4 }),
        (net10, net22, percents) => {
          const split: StoredVatSplit = {
            lines: [
              { description: "Portoncino", quantity: 1, nature: "good", ratePercent: 10, netCents: net10 },
              { description: "Portoncino", quantity: 1, nature: "good", ratePercent: 22, netCents: net22 },
            ],
            rates: [
              { ratePercent: 10, netCents: net10, vatCents: vatOnNet(net10, 10) },
              { ratePercent: 22, netCents: net22, vatCents: vatOnNet(net22, 22) },
            ],
            savingCents: 0,
          };
          const total = split.rates.reduce((sum, rate) => sum + rate.netCents + rate.vatCents, 0);
          const jobFacts = facts(split);
          const acconti: InvoiceDocument[] = [];
          let paid = 0;
          for (const percent of percents) {
            const amount = Math.floor(((total - paid) * percent) / 100);
            if (amount <= 0) continue;
            paid += amount;
            acconti.push(
              buildAccontoInvoice(
                jobFacts,
                numbering(),
                [{ method: "bonifico", receivedOn: "2026-12-01", amountCents: amount }],
                acconti.map(earlier),
              ),
            );
          }
          const final = buildFinalInvoice(
            jobFacts,
            numbering(),
            [{ method: "bonifico", receivedOn: "2026-12-02", amountCents: total - paid }],
            acconti.map(earlier),
          );
          for (const doc of [...acconti, final]) {
            const xml = fatturaPaXml(doc);
            expect(sdiSumsProblems(readFatturaAmounts(xml))).toEqual([]);
          }
          expect(final.totalCents).toBe(total - paid);
        },
      ),
      { numRuns: 300 },
    );
  });
});

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
