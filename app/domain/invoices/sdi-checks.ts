import { create } from "xmlbuilder2";

// The arithmetic the SDI checks on a FatturaPA file beyond its schema
// (docs/product/invoices.md#sdi-checks), in cents: each line's total is its
// unit price × quantity; per rate, the lines add up to ImponibileImporto and
// Imposta is ImponibileImporto × AliquotaIVA within one cent; the document's
// total is the sum of taxable amounts and VAT. The tests run it on every file
// they produce, and the issuing code runs it as a last guard before storing.

export interface FatturaAmounts {
  lines: { ratePercent: number; quantity: number; unitPrice: number; totalCents: number }[];
  summaries: { ratePercent: number; netCents: number; vatCents: number }[];
  totalCents: number | null;
}

type XmlNode = Record<string, unknown>;

function asArray(value: unknown): XmlNode[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]) as XmlNode[];
}

function cents(text: unknown): number {
  return Math.round(Number(String(text)) * 100);
}

/** The amounts of a FatturaPA file (its first body). */
export function readFatturaAmounts(xml: string): FatturaAmounts {
  const root = create(xml).end({ format: "object" }) as XmlNode;
  const invoice = (root["p:FatturaElettronica"] ?? root.FatturaElettronica) as XmlNode;
  const body = asArray(invoice.FatturaElettronicaBody)[0] ?? {};
  const general = ((body.DatiGenerali as XmlNode).DatiGeneraliDocumento ?? {}) as XmlNode;
  const goods = (body.DatiBeniServizi ?? {}) as XmlNode;
  return {
    lines: asArray(goods.DettaglioLinee).map((line) => ({
      ratePercent: Number(line.AliquotaIVA),
      quantity: line.Quantita === undefined ? 1 : Number(line.Quantita),
      unitPrice: Number(line.PrezzoUnitario),
      totalCents: cents(line.PrezzoTotale),
    })),
    summaries: asArray(goods.DatiRiepilogo).map((summary) => ({
      ratePercent: Number(summary.AliquotaIVA),
      netCents: cents(summary.ImponibileImporto),
      vatCents: cents(summary.Imposta),
    })),
    totalCents: general.ImportoTotaleDocumento === undefined ? null : cents(general.ImportoTotaleDocumento),
  };
}

/** What the SDI would refuse in these amounts, in Italian; empty when all is right. */
export function sdiSumsProblems(amounts: FatturaAmounts): string[] {
  const problems: string[] = [];
  amounts.lines.forEach((line, index) => {
    if (Math.abs(line.unitPrice * line.quantity * 100 - line.totalCents) > 1) {
      problems.push(`Riga ${index + 1}: prezzo unitario × quantità diverso dal prezzo totale.`);
    }
  });
  for (const summary of amounts.summaries) {
    const linesNet = amounts.lines
      .filter((line) => line.ratePercent === summary.ratePercent)
      .reduce((sum, line) => sum + line.totalCents, 0);
    if (linesNet !== summary.netCents) {
      problems.push(`Aliquota ${summary.ratePercent}%: le righe non danno l'imponibile del riepilogo.`);
    }
    if (Math.abs(summary.vatCents * 100 - summary.netCents * summary.ratePercent) > 100) {
      problems.push(`Aliquota ${summary.ratePercent}%: l'imposta non è imponibile × aliquota.`);
    }
  }
  const rates = new Set(amounts.summaries.map((summary) => summary.ratePercent));
  if (rates.size !== amounts.summaries.length) problems.push("Un'aliquota compare due volte nel riepilogo.");
  for (const line of amounts.lines) {
    if (!rates.has(line.ratePercent)) problems.push(`Aliquota ${line.ratePercent}% senza riepilogo.`);
  }
  const total = amounts.summaries.reduce((sum, summary) => sum + summary.netCents + summary.vatCents, 0);
  if (amounts.totalCents !== null && amounts.totalCents !== total) {
    problems.push("Il totale del documento non è la somma di imponibili e imposte.");
  }
  return [...new Set(problems)];
}
