import { company } from "#app/domain/documents/company.ts";
import { CUSTOMER_NOTES_LABEL } from "#app/domain/documents/sales-document.ts";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import type { WorkOrderDocument, WorkshopDocument } from "#app/domain/workshop/workshop-documents.ts";
import { renderCutListBlocks } from "./cut-list-pdf.server.ts";
import { CONTENT_WIDTH, ensureRoom, INK, MUTED, PAGE, type Pdf, rule } from "./pdf-layout.server.ts";
import { drawingAt, openShopPdf } from "./shop-pdf.server.ts";

// The workshop's documents as PDF (docs/product/production.md#work-order,
// docs/product/production.md#cut-list): the order, the job and the site on
// top, then the positions; never a price.

const DRAWING_SIZE = 110;

/** The title, the order's and the job's numbers, the date, the customer and the site. */
function workshopHeader(pdf: Pdf, document: WorkshopDocument): void {
  const top = pdf.y;
  pdf.font("bold").fontSize(10).fillColor(MUTED).text(company.brand, PAGE.margin, top);
  pdf
    .font("bold")
    .fontSize(16)
    .fillColor(INK)
    .text(document.title, { width: CONTENT_WIDTH * 0.65 });
  const right = { x: PAGE.margin + CONTENT_WIDTH * 0.65, width: CONTENT_WIDTH * 0.35 };
  pdf.font("regular").fontSize(9.5).fillColor(INK);
  pdf.text(`Ordine ${document.number}`, right.x, top, { ...right, align: "right" });
  pdf.text(`Commessa ${document.jobNumber}`, { ...right, align: "right" });
  pdf.fillColor(MUTED).text(`Data: ${formatDateShort(document.issuedAt)}`, { ...right, align: "right" });
  pdf.x = PAGE.margin;
  pdf.y = Math.max(pdf.y, top + 40) + 6;
  const { customer } = document;
  const row = (label: string, value: string) =>
    pdf
      .font("regular")
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(`${label}: `, PAGE.margin, pdf.y, { width: CONTENT_WIDTH, continued: true })
      .fillColor(INK)
      .text(value);
  row("Cliente", customer.phone ? `${customer.name} · Tel. ${customer.phone}` : customer.name);
  row("Cantiere", customer.site.join(", ") || "da indicare");
  pdf.moveDown(0.6);
  rule(pdf);
}

function positionHeight(pdf: Pdf, position: WorkOrderDocument["positions"][number], width: number): number {
  pdf.font("regular").fontSize(9);
  const rows = position.details.length + 4 + (position.notes ? 1 : 0);
  const notes = position.notes ? pdf.heightOfString(position.notes, { width }) : 0;
  return Math.max(DRAWING_SIZE, 18 + rows * 12 + notes) + 14;
}

function workOrderPosition(pdf: Pdf, position: WorkOrderDocument["positions"][number]): void {
  const textX = PAGE.margin + DRAWING_SIZE + 14;
  const width = CONTENT_WIDTH - DRAWING_SIZE - 14;
  ensureRoom(pdf, positionHeight(pdf, position, width));
  const top = pdf.y;
  if (position.drawing) drawingAt(pdf, position.drawing, PAGE.margin, top, DRAWING_SIZE);
  pdf
    .font("bold")
    .fontSize(11)
    .fillColor(INK)
    .text(`Posizione ${position.number} · ${position.familyName}`, textX, top, { width });
  const row = (label: string, value: string, bold = false) =>
    pdf
      .font("regular")
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${label}: `, textX, pdf.y, { width, continued: true })
      .font(bold ? "bold" : "regular")
      .fillColor(INK)
      .text(value);
  row("Prodotto", position.productName);
  row("Misura", `${position.sizeText} (${position.sizesFinal ? "definitiva" : "indicativa"})`, true);
  row("Quantità", String(position.quantity), true);
  row("Locale", position.roomLabel || "non indicato");
  for (const detail of position.details) row(detail.label, detail.value);
  if (position.notes) row("Note del rilievo", position.notes);
  pdf.x = PAGE.margin;
  pdf.y = Math.max(pdf.y, top + DRAWING_SIZE) + 10;
  rule(pdf);
}

function customerNotesBlock(pdf: Pdf, notes: string | null): void {
  if (!notes) return;
  ensureRoom(pdf, 40);
  pdf.font("bold").fontSize(9.5).fillColor(INK).text(CUSTOMER_NOTES_LABEL, PAGE.margin, pdf.y);
  pdf.font("regular").fontSize(9).fillColor(MUTED).text(notes, { width: CONTENT_WIDTH });
  pdf.moveDown(0.6);
  rule(pdf);
}

/** A workshop document as a PDF file. */
export function renderWorkshopDocumentPdf(document: WorkshopDocument): Promise<Buffer> {
  const { pdf, finish } = openShopPdf(document.title);
  workshopHeader(pdf, document);
  if (document.kind === "work-order") {
    customerNotesBlock(pdf, document.customerNotes);
    for (const position of document.positions) workOrderPosition(pdf, position);
  } else {
    renderCutListBlocks(pdf, document);
  }
  return finish();
}
