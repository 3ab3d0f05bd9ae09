import { formatDateShort } from "../italian-formats/dates.ts";
import { type WorkKind, workKindLabels } from "../offers/work-kinds.ts";
import { type StoredVatSplit, shareInProportion, type VatRate } from "../vat/vat-split.ts";
import { accontoRates, creditRates, finalRates, grossOf, type RateAmount } from "./invoice-amounts.ts";
import type {
  InvoiceBuyer,
  InvoiceDocument,
  InvoiceLine,
  InvoicePayment,
  InvoiceRateSummary,
  InvoiceSeller,
  LinkedInvoice,
} from "./invoice-document.ts";
import { type InvoiceDocumentType, invoiceDocumentTypeLabels } from "./invoice-kinds.ts";

// The three documents the shop issues for a job (docs/product/invoices.md):
// an acconto (TD02) for money received before the job is paid in full, the
// final invoice (TD01) covering the whole job and deducting the acconti, and
// a credit note (TD04) correcting an invoice. Pure: the server hands in the
// order's facts and the earlier invoices, and stores what comes out.

/** What an invoice reads from its order, frozen with it. */
export interface InvoiceOrderFacts {
  orderNumber: string;
  split: StoredVatSplit;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  residentialDeclared: boolean | null;
  workKind: WorkKind | null;
  iban: string;
}

/** The number the issuing transaction drew for it. */
export interface InvoiceNumbering {
  number: string;
  issuedOn: string;
  sdiProgressive: string;
}

/** An earlier invoice as the next one needs it: its name and its rates (less its credit notes). */
export interface EarlierInvoice extends LinkedInvoice {
  rates: RateAmount[];
}

/** RiferimentoNormativo of the reduced rate on windows fitted in a home (docs/product/vat.md). */
export const REDUCED_RATE_REFERENCE = "Art. 7 c.1 lett. b L. 488/1999; beni significativi DM 29/12/1999";

function reducedRateNote(facts: InvoiceOrderFacts): string {
  const work = facts.workKind ? workKindLabels[facts.workKind].toLowerCase() : "manutenzione";
  return (
    "IVA al 10% (art. 7 c.1 lett. b L. 488/1999) su dichiarazione del cliente: immobile a prevalente " +
    `destinazione abitativa privata, intervento di ${work}. I beni significativi (DM 29/12/1999) sono ` +
    "al 10% fino al valore del resto della prestazione, l'eccedenza al 22% (L. 205/2017 c.19)."
  );
}

function summaries(rates: readonly RateAmount[]): InvoiceRateSummary[] {
  return rates.map((rate) => ({
    ratePercent: rate.ratePercent,
    netCents: rate.netCents,
    vatCents: rate.vatCents,
    legalReference: rate.ratePercent === 10 ? REDUCED_RATE_REFERENCE : "",
  }));
}

function document(
  type: InvoiceDocumentType,
  facts: InvoiceOrderFacts,
  numbering: InvoiceNumbering,
  body: Pick<InvoiceDocument, "lines" | "payments" | "linkedInvoices" | "notes"> & { rates: RateAmount[] },
): InvoiceDocument {
  // A rate with nothing on it and no line (a job's rate the acconti took whole) is left out of the summary.
  const rates = summaries(body.rates).filter(
    (rate) =>
      rate.netCents !== 0 ||
      rate.vatCents !== 0 ||
      body.lines.some((line) => line.ratePercent === rate.ratePercent),
  );
  const hasReduced = rates.some((rate) => rate.ratePercent === 10);
  const transfer = body.payments.some((payment) => payment.method === "bonifico");
  return {
    kind: "invoice",
    type,
    ...numbering,
    title: `${invoiceDocumentTypeLabels[type]} n. ${numbering.number}`,
    orderNumber: facts.orderNumber,
    seller: facts.seller,
    buyer: facts.buyer,
    lines: body.lines,
    rates,
    totalCents: rates.reduce((sum, rate) => sum + rate.netCents + rate.vatCents, 0),
    payments: body.payments,
    iban: transfer ? facts.iban : "",
    linkedInvoices: body.linkedInvoices,
    notes: hasReduced ? [...body.notes, reducedRateNote(facts)] : body.notes,
  };
}

/** The job's lines at one rate, sharing `netCents` in proportion (an acconto shows what it is on). */
function shareOverLines(split: StoredVatSplit, ratePercent: VatRate, netCents: number, prefix: string) {
  const lines = split.lines.filter((line) => line.ratePercent === ratePercent);
  if (lines.length === 0) {
    return [{ description: prefix, quantity: 1, nature: "service", ratePercent, netCents } as const];
  }
  const shares = shareInProportion(
    lines.map((line) => line.netCents),
    netCents,
  );
  return lines.map(
    (line, index): InvoiceLine => ({
      description: `${prefix}: ${line.description}`,
      quantity: 1,
      nature: line.nature,
      ratePercent,
      netCents: shares[index] ?? 0,
    }),
  );
}

/** TD02 for money received (payment plus its withholding) before the job is paid in full. */
export function buildAccontoInvoice(
  facts: InvoiceOrderFacts,
  numbering: InvoiceNumbering,
  payments: InvoicePayment[],
  earlierAcconti: readonly EarlierInvoice[],
): InvoiceDocument {
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const rates = accontoRates(
    facts.split.rates,
    paidCents,
    earlierAcconti.flatMap((invoice) => invoice.rates),
  );
  const days = payments.map((payment) => formatDateShort(payment.receivedOn)).join(", ");
  return document("TD02", facts, numbering, {
    rates,
    lines: rates.flatMap((rate) =>
      shareOverLines(facts.split, rate.ratePercent, rate.netCents, `Acconto ordine ${facts.orderNumber}`),
    ),
    payments,
    linkedInvoices: [],
    notes: [`Fattura di acconto per il pagamento ricevuto il ${days} sull'ordine ${facts.orderNumber}.`],
  });
}

/** TD01: the whole job, less the acconti invoiced before (a negative line per acconto and rate). */
export function buildFinalInvoice(
  facts: InvoiceOrderFacts,
  numbering: InvoiceNumbering,
  payments: InvoicePayment[],
  acconti: readonly EarlierInvoice[],
): InvoiceDocument {
  const deductions = acconti.flatMap((invoice) =>
    invoice.rates
      .filter((rate) => rate.netCents !== 0)
      .map(
        (rate): InvoiceLine => ({
          description: `Storno acconto fattura n. ${invoice.number} del ${formatDateShort(invoice.issuedOn)}`,
          quantity: 1,
          nature: "deduction",
          ratePercent: rate.ratePercent,
          netCents: -rate.netCents,
        }),
      ),
  );
  const jobLines = facts.split.lines.map(
    (line): InvoiceLine => ({
      description: line.description,
      quantity: line.quantity,
      nature: line.nature,
      ratePercent: line.ratePercent,
      netCents: line.netCents,
    }),
  );
  return document("TD01", facts, numbering, {
    rates: finalRates(
      facts.split.rates,
      acconti.flatMap((invoice) => invoice.rates),
    ),
    lines: [...jobLines, ...deductions],
    payments,
    linkedInvoices: acconti.map(({ number, issuedOn }) => ({ number, issuedOn })),
    notes: [
      acconti.length > 0
        ? `Fattura a saldo dell'ordine ${facts.orderNumber}: l'intera fornitura, dedotte le fatture di acconto.`
        : `Fattura dell'ordine ${facts.orderNumber}.`,
    ],
  });
}

/** What of an invoice a credit note may still take: its total less earlier credit notes. */
export function creditableCents(invoice: EarlierInvoice): number {
  return invoice.rates.reduce((sum, rate) => sum + grossOf(rate), 0);
}

/** TD04 of `amountCents` (at most what the invoice still stands at) on an earlier invoice. */
export function buildCreditNote(
  facts: InvoiceOrderFacts,
  numbering: InvoiceNumbering,
  invoice: EarlierInvoice,
  amountCents: number,
  reason: string,
): InvoiceDocument {
  if (amountCents <= 0 || amountCents > creditableCents(invoice)) {
    throw new RangeError("La nota di credito supera la fattura");
  }
  const rates = creditRates(invoice.rates, amountCents);
  const reference = `fattura n. ${invoice.number} del ${formatDateShort(invoice.issuedOn)}`;
  return document("TD04", facts, numbering, {
    rates,
    lines: rates.map(
      (rate): InvoiceLine => ({
        description: `Nota di credito su ${reference}: ${reason}`,
        quantity: 1,
        nature: "credit",
        ratePercent: rate.ratePercent,
        netCents: rate.netCents,
      }),
    ),
    payments: [],
    linkedInvoices: [{ number: invoice.number, issuedOn: invoice.issuedOn }],
    notes: [`Nota di credito su ${reference}. Motivo: ${reason}`],
  });
}
