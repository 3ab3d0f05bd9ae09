import { company } from "#app/domain/documents/company.ts";
import {
  CUSTOMER_NOTES_LABEL,
  type SalesDocument,
  type SalesDocumentLine,
  salesConditions,
} from "#app/domain/documents/sales-document.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { VAT_RATE_PERCENT, vatIncludedCents } from "#app/domain/orders/order-totals.ts";
import { reducedVatTextRows } from "#app/domain/vat/vat-texts.ts";
import { offerTermsBlock, offerTotalsBlock } from "./offer-pdf-blocks.server.ts";
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
} from "./pdf-layout.server.ts";
import { drawingAt, openShopPdf } from "./shop-pdf.server.ts";

// The PDF layout of the shop's documents (docs/product/documents.md): one A4
// letterhead, the customer, each line with its drawing as vectors, the totals
// with the VAT share, the conditions and "Pagina N di M" on every page. The
// fonts are Noto Sans from the repo's dependencies, embedded, so every Italian
// accent and the euro sign print the same everywhere (docs/decisions/016-pdf-documents.md).

const DRAWING_SIZE = 96;

/** The company on the left, the document's title and date (and validity) on the right; every document's top. */
export function letterhead(
  pdf: Pdf,
  document: Pick<SalesDocument, "title" | "issuedAt"> & { kind: string; validUntil?: string | null },
): void {
  const top = pdf.y;
  pdf.font("bold").fontSize(18).fillColor(INK).text(company.brand, PAGE.margin, top);
  pdf
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(company.legalName)
    .text(company.registeredOffice)
    .text(`P.IVA ${company.vatNumber} · REA ${company.rea} · Capitale sociale ${company.shareCapital}`)
    .text(`Tel. ${company.phone} · ${company.email}`);
  const afterCompany = pdf.y;

  const right = { x: PAGE.margin + CONTENT_WIDTH / 2, width: CONTENT_WIDTH / 2 };
  pdf
    .font("bold")
    .fontSize(14)
    .fillColor(INK)
    .text(document.title, right.x, top, { ...right, align: "right" });
  pdf
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Data: ${formatDateShort(document.issuedAt)}`, { ...right, align: "right" });
  if (document.validUntil) {
    const until = formatDateShort(document.validUntil);
    // An offer («offerta») is feminine; a quote («preventivo») keeps its own wording.
    const text = document.kind === "offer" ? `Valida fino al ${until}` : `Valido fino al: ${until}`;
    pdf.text(text, { ...right, align: "right" });
  }
  pdf.x = PAGE.margin;
  pdf.y = Math.max(afterCompany, pdf.y) + 12;
  rule(pdf);
}

function customerBlock(pdf: Pdf, document: SalesDocument): void {
  const { customer } = document;
  pdf.font("bold").fontSize(10).fillColor(INK).text("Cliente", PAGE.margin, pdf.y);
  pdf.font("regular").fontSize(9.5).text(customer.name);
  for (const line of [...customer.address, customer.email, customer.phone]) {
    if (line) pdf.text(line);
  }
  for (const detail of document.details) {
    pdf.fillColor(MUTED).text(`${detail.label}: `, { continued: true }).fillColor(INK).text(detail.value);
  }
  pdf.moveDown(0.8);
  rule(pdf);
}

/** Roughly how tall a line's text will be, so that a line is never split across pages. */
function lineHeight(pdf: Pdf, line: SalesDocumentLine, textWidth: number): number {
  pdf.font("regular").fontSize(8.5);
  const summary = line.summary.reduce(
    (height, entry) => height + pdf.heightOfString(`${entry.label}: ${entry.value}`, { width: textWidth }),
    0,
  );
  const services = line.services.length * 13;
  // An offer's line has a row for its room, its discount and its total of its own.
  const offerRows = line.discount === undefined ? 0 : 13 * (line.discount ? 3 : 2);
  const text = 16 + summary + 22 + services + offerRows;
  return (line.drawing ? Math.max(DRAWING_SIZE, text) : text) + 12;
}

/**
 * The line's amounts: a quote's or an order's on one row; an offer's unit
 * price and quantity, then its services, its discount as «Sconto» and its
 * total, each its own row (docs/product/offers.md#totals).
 */
function lineAmounts(pdf: Pdf, line: SalesDocumentLine, textX: number, textWidth: number): void {
  const row = (text: string, size = 9.5) =>
    pdf.font("regular").fontSize(size).fillColor(INK).text(text, textX, pdf.y, { width: textWidth });
  const unitAndQuantity = `Prezzo unitario ${formatEuroCents(line.unitPriceCents)} · Quantità ${line.quantity}`;
  const offerLine = line.discount !== undefined;
  row(
    offerLine ? unitAndQuantity : `${unitAndQuantity} · Totale riga ${formatEuroCents(line.lineTotalCents)}`,
  );
  // Each service its own row under the line (docs/product/buying.md#services).
  for (const service of line.services) {
    row(`${service.label} (${service.detail}): ${formatEuroCents(service.totalCents)}`, 9);
  }
  if (!offerLine) return;
  if (line.discount) row(`Sconto ${line.discount.text}  ${minusEuroCents(line.discount.cents)}`);
  pdf.font("bold");
  pdf.fontSize(9.5).text(`Totale riga ${formatEuroCents(line.lineTotalCents)}`, textX, pdf.y, {
    width: textWidth,
  });
}

function documentLine(pdf: Pdf, line: SalesDocumentLine): void {
  const indent = line.drawing ? DRAWING_SIZE + 14 : 0;
  const textX = PAGE.margin + indent;
  const textWidth = CONTENT_WIDTH - indent;
  ensureRoom(pdf, lineHeight(pdf, line, textWidth));
  const top = pdf.y;
  if (line.drawing) {
    drawingAt(pdf, line.drawing, PAGE.margin, top, DRAWING_SIZE);
  }
  pdf.font("bold").fontSize(11).fillColor(INK).text(line.productName, textX, top, { width: textWidth });
  pdf.font("regular").fontSize(8.5);
  if (line.roomLabel) {
    pdf
      .fillColor(MUTED)
      .text("Locale: ", { width: textWidth, continued: true })
      .fillColor(INK)
      .text(line.roomLabel);
  }
  for (const entry of line.summary) {
    pdf
      .fillColor(MUTED)
      .text(`${entry.label}: `, { width: textWidth, continued: true })
      .fillColor(INK)
      .text(entry.value);
  }
  pdf.moveDown(0.4);
  lineAmounts(pdf, line, textX, textWidth);
  pdf.x = PAGE.margin;
  pdf.y = Math.max(pdf.y, line.drawing ? top + DRAWING_SIZE : 0) + 12;
  rule(pdf);
}

function totals(pdf: Pdf, document: SalesDocument): void {
  // With the reduced VAT: the list total, the saving, what is owed and the VAT per rate (docs/product/vat.md).
  const reduced = reducedVatTextRows(document.vat ?? null);
  ensureRoom(pdf, 110 + 16 * (reduced.saving.length + reduced.rates.length));
  if (document.offer) {
    amountRow(pdf, "Prezzo alla richiesta", document.offer.requestPriceCents);
    pdf
      .font("regular")
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Motivo dell'offerta: ${document.offer.reason}`, PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
    pdf.moveDown(0.4);
  }
  if (reduced.saving.length > 0) {
    amountRow(pdf, "Totale a prezzi di listino", document.totalCents + (document.vat?.savingCents ?? 0));
    for (const [label, amount] of reduced.saving) amountRow(pdf, label, 0, { amountText: amount });
  }
  amountRow(pdf, document.offer ? "Totale offerto" : "Totale", document.totalCents, { bold: true });
  if (reduced.rates.length === 0) {
    amountRow(pdf, `di cui IVA (${VAT_RATE_PERCENT}%)`, vatIncludedCents(document.totalCents));
  }
  for (const [label, amount] of reduced.rates) amountRow(pdf, label, 0, { amountText: amount });
  pdf.moveDown(1);
}

/** The customer's notes in a tinted box under a label that says whose words they are. */
export function customerNotes(pdf: Pdf, notes: string | null): void {
  if (!notes) return;
  const padding = 8;
  const width = CONTENT_WIDTH - 2 * padding;
  pdf.font("regular").fontSize(9);
  const height = 14 + pdf.heightOfString(notes, { width }) + 2 * padding;
  ensureRoom(pdf, height + 12);
  const top = pdf.y;
  pdf.rect(PAGE.margin, top, CONTENT_WIDTH, height).fillColor("#f1f5f9").fill();
  pdf.rect(PAGE.margin, top, 3, height).fillColor(MUTED).fill();
  pdf
    .font("bold")
    .fontSize(9)
    .fillColor(INK)
    .text(CUSTOMER_NOTES_LABEL, PAGE.margin + padding, top + padding, { width });
  pdf.font("regular").fontSize(9).fillColor(MUTED).text(notes, { width });
  pdf.x = PAGE.margin;
  pdf.y = top + height + 12;
}

function conditions(pdf: Pdf, document: SalesDocument): void {
  const items = salesConditions(document, document.validUntil ? formatDateShort(document.validUntil) : null);
  ensureRoom(pdf, 40);
  pdf.font("bold").fontSize(10).fillColor(INK).text("Condizioni", PAGE.margin, pdf.y);
  pdf.font("regular").fontSize(8.5).fillColor(MUTED);
  for (const item of items) {
    ensureRoom(pdf, pdf.heightOfString(item, { width: CONTENT_WIDTH }) + 4);
    pdf.text(`• ${item}`, PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
    pdf.moveDown(0.2);
  }
}

/** The document as a PDF file. */
export function renderSalesDocumentPdf(document: SalesDocument): Promise<Buffer> {
  const { pdf, finish } = openShopPdf(document.title);
  letterhead(pdf, document);
  customerBlock(pdf, document);
  for (const line of document.lines) documentLine(pdf, line);
  if (document.offerTerms) {
    offerTotalsBlock(pdf, document, document.offerTerms);
    offerTermsBlock(pdf, document.offerTerms);
  } else {
    totals(pdf, document);
  }
  customerNotes(pdf, document.customerNotes);
  conditions(pdf, document);
  return finish();
}
