import type { InvoiceDocument, InvoiceLine } from "#app/domain/invoices/invoice-document.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatIban } from "#app/domain/italian-formats/iban.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { staffPaymentMethodLabels } from "#app/domain/payments/payment-entries.ts";
import {
  amountRow,
  CONTENT_WIDTH,
  ensureRoom,
  INK,
  MUTED,
  minusEuroCents,
  PAGE,
  type Pdf,
  rule,
} from "../documents/pdf-layout.server.ts";
import { letterhead } from "../documents/sales-document-pdf.server.ts";
import { openShopPdf } from "../documents/shop-pdf.server.ts";

// The PDF copy of an invoice (docs/product/invoices.md#files): the shop's
// letterhead, seller and buyer with their fiscal codes, every line with its
// rate and taxable amount, the summary per rate, the total, the payments and
// the notes, from the same frozen document as the XML. The legal original is
// the XML the SDI delivers; the PDF says so.

const HALF = CONTENT_WIDTH / 2;
const COLUMNS = { quantity: 40, rate: 50, amount: 90 };

const methodLabel = (method: string) =>
  (staffPaymentMethodLabels as Record<string, string>)[method] ?? method;

function parties(pdf: Pdf, document: InvoiceDocument): void {
  const top = pdf.y;
  const { seller, buyer } = document;
  const block = (x: number, title: string, lines: string[]) => {
    pdf
      .font("bold")
      .fontSize(10)
      .fillColor(INK)
      .text(title, x, top, { width: HALF - 10 });
    pdf.font("regular").fontSize(9);
    for (const line of lines) if (line) pdf.text(line, x, pdf.y, { width: HALF - 10 });
    return pdf.y;
  };
  const address = (a: InvoiceDocument["buyer"]["address"]) =>
    `${[a.street, a.houseNumber].filter(Boolean).join(" ")}, ${a.postalCode} ${a.city}${a.province ? ` (${a.province})` : ""}`;
  const left = block(PAGE.margin, "Cedente / prestatore", [
    seller.legalName,
    address(seller.address),
    `P.IVA IT${seller.vatNumber} · C.F. ${seller.fiscalCode}`,
    `Regime fiscale ${seller.fiscalRegime} (ordinario)`,
  ]);
  const right = block(PAGE.margin + HALF, "Cessionario / committente", [
    buyer.name,
    address(buyer.address),
    buyer.vatNumber ? `P.IVA IT${buyer.vatNumber}` : "",
    buyer.fiscalCode ? `Codice fiscale ${buyer.fiscalCode}` : "",
    `Codice destinatario ${buyer.recipientCode}${buyer.pec ? ` · PEC ${buyer.pec}` : ""}`,
  ]);
  pdf.x = PAGE.margin;
  pdf.y = Math.max(left, right) + 8;
  pdf
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Numero ${document.number} · Data ${formatDateShort(document.issuedOn)} · Ordine ${document.orderNumber}`,
      PAGE.margin,
      pdf.y,
      { width: CONTENT_WIDTH },
    );
  for (const linked of document.linkedInvoices) {
    pdf.text(`Riferimento: fattura n. ${linked.number} del ${formatDateShort(linked.issuedOn)}`, {
      width: CONTENT_WIDTH,
    });
  }
  pdf.moveDown(0.6);
  rule(pdf);
}

function lineRow(pdf: Pdf, line: InvoiceLine, bold = false): void {
  const textWidth = CONTENT_WIDTH - COLUMNS.quantity - COLUMNS.rate - COLUMNS.amount;
  pdf.font(bold ? "bold" : "regular").fontSize(9);
  const height = pdf.heightOfString(line.description, { width: textWidth - 8 }) + 6;
  ensureRoom(pdf, height);
  const top = pdf.y;
  let x = PAGE.margin;
  pdf.fillColor(INK).text(line.description, x, top, { width: textWidth - 8 });
  x += textWidth;
  pdf.text(String(line.quantity), x, top, { width: COLUMNS.quantity, align: "right" });
  x += COLUMNS.quantity;
  pdf.text(`${line.ratePercent}%`, x, top, { width: COLUMNS.rate, align: "right" });
  x += COLUMNS.rate;
  // A deduction with a true minus sign, as every amount that comes off in the shop's PDFs.
  const amount = line.netCents < 0 ? minusEuroCents(-line.netCents) : formatEuroCents(line.netCents);
  pdf.text(amount, x, top, { width: COLUMNS.amount, align: "right" });
  pdf.x = PAGE.margin;
  pdf.y = top + height;
}

function lines(pdf: Pdf, document: InvoiceDocument): void {
  pdf.font("bold").fontSize(9).fillColor(MUTED);
  const textWidth = CONTENT_WIDTH - COLUMNS.quantity - COLUMNS.rate - COLUMNS.amount;
  const top = pdf.y;
  pdf.text("Descrizione", PAGE.margin, top, { width: textWidth });
  pdf.text("Qtà", PAGE.margin + textWidth, top, { width: COLUMNS.quantity, align: "right" });
  pdf.text("IVA", PAGE.margin + textWidth + COLUMNS.quantity, top, { width: COLUMNS.rate, align: "right" });
  pdf.text("Imponibile", PAGE.margin + textWidth + COLUMNS.quantity + COLUMNS.rate, top, {
    width: COLUMNS.amount,
    align: "right",
  });
  pdf.x = PAGE.margin;
  pdf.moveDown(0.4);
  rule(pdf);
  for (const line of document.lines) lineRow(pdf, line);
  pdf.moveDown(0.4);
  rule(pdf);
}

function totals(pdf: Pdf, document: InvoiceDocument): void {
  ensureRoom(pdf, 40 + document.rates.length * 36);
  for (const rate of document.rates) {
    amountRow(pdf, `Imponibile al ${rate.ratePercent}%`, rate.netCents);
    pdf.moveDown(0.3);
    amountRow(pdf, `IVA ${rate.ratePercent}%`, rate.vatCents);
    pdf.moveDown(0.3);
    if (rate.legalReference) {
      pdf
        .font("regular")
        .fontSize(8)
        .fillColor(MUTED)
        .text(rate.legalReference, PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
      pdf.moveDown(0.4);
    }
  }
  pdf.moveDown(0.3);
  const label = document.type === "TD04" ? "Totale nota di credito" : "Totale documento";
  amountRow(pdf, label, document.totalCents, { bold: true });
  pdf.moveDown(0.8);
}

function paymentsAndNotes(pdf: Pdf, document: InvoiceDocument): void {
  pdf.font("regular").fontSize(9).fillColor(INK);
  for (const payment of document.payments) {
    pdf.text(
      `Pagamento ricevuto il ${formatDateShort(payment.receivedOn)}: ${formatEuroCents(payment.amountCents)} (${methodLabel(payment.method)})`,
      PAGE.margin,
      pdf.y,
      { width: CONTENT_WIDTH },
    );
  }
  if (document.iban) pdf.text(`IBAN ${formatIban(document.iban)}`, { width: CONTENT_WIDTH });
  pdf.moveDown(0.5);
  pdf.fillColor(MUTED).fontSize(8.5);
  for (const note of document.notes)
    pdf.text(note, PAGE.margin, pdf.y, { width: CONTENT_WIDTH }).moveDown(0.3);
  pdf.text(
    "Copia di cortesia: l'originale è il file FatturaPA trasmesso tramite il Sistema di Interscambio.",
    { width: CONTENT_WIDTH },
  );
}

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { pdf, finish } = openShopPdf(document.title);
  letterhead(pdf, { kind: "invoice", title: document.title, issuedAt: document.issuedOn });
  parties(pdf, document);
  lines(pdf, document);
  totals(pdf, document);
  paymentsAndNotes(pdf, document);
  return finish();
}
