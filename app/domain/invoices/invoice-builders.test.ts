import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  earlier,
  expectValid,
  facts,
  mixedSplit,
  numbering,
} from "../../../tests/support/invoice-fixtures.ts";
import { type StoredVatSplit, vatOnNet } from "../vat/vat-split.ts";
import { fatturaPaXml } from "./fattura-pa-xml.ts";
import { buildAccontoInvoice, buildFinalInvoice } from "./invoice-builders.ts";
import type { InvoiceDocument } from "./invoice-document.ts";
import { formatInvoiceNumber, invoiceXmlFileName, sdiProgressive } from "./invoice-numbers.ts";
import { readFatturaAmounts, sdiSumsProblems } from "./sdi-checks.ts";

// The acconto and the final invoice of a job (docs/product/invoices.md#amounts): shares per rate,
// the final balancing per rate, file names, and the SDI's sums on every file.

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
  // Hundreds of jobs, each file built and read back: a second alone, much more on a busy 2-core machine.
  it("keeps every invoice of any job within the SDI's checks, whatever the payments", {
    timeout: 60_000,
  }, () => {
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
