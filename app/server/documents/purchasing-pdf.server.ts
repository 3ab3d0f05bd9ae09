import { company } from "#app/domain/documents/company.ts";
import type {
  DeliveryNoteDocument,
  PurchaseOrderDocument,
  PurchasingDocument,
} from "#app/domain/documents/purchasing-documents.ts";
import { formatDateTime } from "#app/domain/italian-formats/dates.ts";
import type { GoodsLine } from "#app/domain/purchasing/purchasing-views.ts";
import { CONTENT_WIDTH, ensureRoom, INK, MUTED, PAGE, type Pdf, rule } from "./pdf-layout.server.ts";
import { letterhead } from "./sales-document-pdf.server.ts";
import { openShopPdf } from "./shop-pdf.server.ts";

// The PDF layout of the purchase order to a supplier and of the delivery note
// (DDT) that travels with the goods (docs/product/production.md#purchase-orders,
// docs/product/production.md#delivery-notes): the shop's letterhead and fonts,
// the parties, the positions with their quantities and "Pagina N di M".

const HALF = CONTENT_WIDTH / 2;

/** A labelled block of lines at `x`, answering where it ends. */
function party(pdf: Pdf, x: number, top: number, title: string, lines: readonly string[]): number {
  pdf
    .font("bold")
    .fontSize(10)
    .fillColor(INK)
    .text(title, x, top, { width: HALF - 10 });
  pdf.font("regular").fontSize(9.5);
  for (const line of lines) if (line) pdf.text(line, x, pdf.y, { width: HALF - 10 });
  return pdf.y;
}

/** «Label: value» rows under the parties. */
function facts(pdf: Pdf, rows: readonly [string, string][]): void {
  for (const [label, value] of rows) {
    pdf
      .font("regular")
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(`${label}: `, PAGE.margin, pdf.y, { width: CONTENT_WIDTH, continued: true })
      .fillColor(INK)
      .text(value);
  }
  pdf.moveDown(0.6);
  rule(pdf);
}

const QUANTITY_WIDTH = 70;

/** The positions, numbered, each with its detail and its quantity on the right. */
function positions(pdf: Pdf, lines: readonly GoodsLine[]): void {
  const textWidth = CONTENT_WIDTH - QUANTITY_WIDTH - 10;
  pdf.font("bold").fontSize(9).fillColor(MUTED);
  const headTop = pdf.y;
  pdf.text("Descrizione", PAGE.margin, headTop, { width: textWidth });
  pdf.text("Quantità", PAGE.margin + textWidth + 10, headTop, { width: QUANTITY_WIDTH, align: "right" });
  pdf.moveDown(0.4);
  rule(pdf);
  lines.forEach((line, index) => {
    pdf.font("regular").fontSize(8.5);
    const height =
      pdf.heightOfString(line.description, { width: textWidth }) +
      (line.detail ? pdf.heightOfString(line.detail, { width: textWidth }) : 0) +
      20;
    ensureRoom(pdf, height);
    const top = pdf.y;
    pdf
      .font("bold")
      .fontSize(10.5)
      .fillColor(INK)
      .text(`${index + 1}. ${line.description}`, PAGE.margin, top, { width: textWidth });
    if (line.detail)
      pdf.font("regular").fontSize(8.5).fillColor(MUTED).text(line.detail, { width: textWidth });
    const bottom = pdf.y;
    pdf
      .font("bold")
      .fontSize(10.5)
      .fillColor(INK)
      .text(String(line.quantity), PAGE.margin + textWidth + 10, top, {
        width: QUANTITY_WIDTH,
        align: "right",
      });
    pdf.x = PAGE.margin;
    pdf.y = bottom + 6;
    rule(pdf);
  });
}

function companyLines(): string[] {
  return [company.legalName, company.registeredOffice, `P.IVA ${company.vatNumber}`];
}

function purchaseOrder(pdf: Pdf, document: PurchaseOrderDocument): void {
  letterhead(pdf, document);
  const top = pdf.y;
  const left = party(pdf, PAGE.margin, top, "Fornitore", [document.supplier.name, document.supplier.email]);
  const right = party(pdf, PAGE.margin + HALF, top, "Ordinante", [...companyLines(), company.email]);
  pdf.y = Math.max(left, right) + 10;
  pdf.x = PAGE.margin;
  facts(pdf, [
    ["Riferimento", `ordine cliente ${document.orderNumber}, commessa ${document.jobNumber}`],
    ["Posizioni", String(document.lines.length)],
  ]);
  positions(pdf, document.lines);
  ensureRoom(pdf, 40);
  pdf
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Vi preghiamo di confermare l'ordine e la data di consegna prevista a ${company.email}, citando il numero ${document.number}.`,
      PAGE.margin,
      pdf.y + 6,
      { width: CONTENT_WIDTH },
    );
}

/** Two boxes at the foot: the driver's and the recipient's signature. */
function signatures(pdf: Pdf): void {
  ensureRoom(pdf, 80);
  const top = pdf.y + 10;
  for (const [index, label] of ["Firma del conducente", "Firma del destinatario"].entries()) {
    const x = PAGE.margin + index * HALF;
    pdf
      .font("bold")
      .fontSize(9.5)
      .fillColor(INK)
      .text(label, x, top, { width: HALF - 20 });
    pdf
      .moveTo(x, top + 50)
      .lineTo(x + HALF - 20, top + 50)
      .lineWidth(0.7)
      .strokeColor(MUTED)
      .stroke();
  }
  pdf.x = PAGE.margin;
  pdf.y = top + 60;
}

function deliveryNote(pdf: Pdf, document: DeliveryNoteDocument): void {
  letterhead(pdf, document);
  const top = pdf.y;
  const left = party(pdf, PAGE.margin, top, "Mittente", companyLines());
  const { recipient } = document;
  const right = party(pdf, PAGE.margin + HALF, top, "Destinatario", [
    recipient.name,
    recipient.address,
    recipient.fiscalCode,
  ]);
  pdf.y = Math.max(left, right) + 10;
  pdf.x = PAGE.margin;
  facts(pdf, [
    ["Luogo di destinazione", document.destination],
    ["Causale del trasporto", document.transportReason],
    ["Inizio del trasporto", formatDateTime(document.transportStartsAt)],
    ["Numero di colli", String(document.packages)],
    ["Trasporto a cura del", `Mittente (${company.legalName})`],
    ["Riferimento", `ordine ${document.orderNumber}`],
  ]);
  positions(pdf, document.lines);
  signatures(pdf);
}

/** A purchase order or a delivery note as a PDF file. */
export function renderPurchasingPdf(document: PurchasingDocument): Promise<Buffer> {
  const { pdf, finish } = openShopPdf(document.title);
  if (document.kind === "purchase-order") purchaseOrder(pdf, document);
  else deliveryNote(pdf, document);
  return finish();
}
