import { formatEuroCents } from "#app/domain/italian-formats/money.ts";

// The page and the few drawing steps every block of the shop's PDF documents
// shares (docs/product/documents.md): A4, the margins, the colours, a rule, an
// amount row, and a page break before a block that would not fit.

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_SPACE = 40;
export const INK = "#0f172a";
export const MUTED = "#475569";
const RULE = "#cbd5e1";

export type Pdf = PDFKit.PDFDocument;

function bottomLimit(pdf: Pdf): number {
  return pdf.page.height - PAGE.margin - FOOTER_SPACE;
}

/** Starts a new page when `height` points would not fit above the footer. */
export function ensureRoom(pdf: Pdf, height: number): void {
  if (pdf.y + height > bottomLimit(pdf)) pdf.addPage();
}

export function rule(pdf: Pdf): void {
  pdf
    .moveTo(PAGE.margin, pdf.y)
    .lineTo(PAGE.width - PAGE.margin, pdf.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  pdf.moveDown(0.6);
}

/** A label on the left and an amount on the right; `amountText` when the amount is not a plain sum. */
export function amountRow(
  pdf: Pdf,
  label: string,
  cents: number,
  { bold = false, amountText }: { bold?: boolean; amountText?: string } = {},
): void {
  const y = pdf.y;
  pdf
    .font(bold ? "bold" : "regular")
    .fontSize(bold ? 12 : 10)
    .fillColor(INK);
  pdf.text(label, PAGE.margin, y, { width: CONTENT_WIDTH - 140 });
  pdf.text(amountText ?? formatEuroCents(cents), PAGE.width - PAGE.margin - 140, y, {
    width: 140,
    align: "right",
  });
  pdf.x = PAGE.margin;
}

/** «−123,45 €»: an amount that comes off, with a true minus sign. */
export function minusEuroCents(cents: number): string {
  return `\u2212${formatEuroCents(cents)}`;
}
