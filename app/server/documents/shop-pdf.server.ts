import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import SVGtoPDF from "svg-to-pdfkit";
import type { DrawingSpec } from "#app/domain/configurator/product-drawing-spec.ts";
import { company } from "#app/domain/documents/company.ts";
import { drawingSvgMarkup } from "./drawing-markup.server.tsx";
import { CONTENT_WIDTH, MUTED, PAGE, type Pdf } from "./pdf-layout.server.ts";

// What every PDF the render pool draws starts and ends with
// (docs/product/documents.md): A4 with the shop's embedded Noto Sans fonts, so every Italian
// accent and the euro sign print the same everywhere (docs/decisions/016-pdf-documents.md),
// the drawings as vectors, and "Pagina N di M" on every page.

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  fontkit.create(
    readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`)),
  ) as fontkit.Font;

// Parsed once per process and handed to every document: PDFKit takes a parsed
// font as it takes a file, and parsing the tables again for each document cost
// more than the rest of a 10-line document (docs/PERFORMANCE.md).
let fonts: { regular: fontkit.Font; bold: fontkit.Font } | null = null;
function loadFonts() {
  fonts ??= { regular: fontFile(400), bold: fontFile(700) };
  return fonts;
}

/** A drawing as vectors, fitted into a square of `size` points at (x, y). */
export function drawingAt(pdf: Pdf, drawing: DrawingSpec, x: number, y: number, size: number): void {
  SVGtoPDF(pdf, drawingSvgMarkup(drawing), x, y, {
    width: size,
    height: size,
    preserveAspectRatio: "xMidYMid meet",
  });
}

/** "Pagina N di M" at the foot of every page, once the page count is known. */
function pageNumbers(pdf: Pdf, title: string): void {
  const range = pdf.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    pdf.switchToPage(range.start + index);
    const y = pdf.page.height - PAGE.margin - 12;
    // Writing below the bottom margin would start a new page: lift it for the footer.
    const margins = pdf.page.margins;
    pdf.page.margins = { ...margins, bottom: 0 };
    pdf
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${company.brand} · ${title}`, PAGE.margin, y, { width: CONTENT_WIDTH / 2, lineBreak: false })
      .text(`Pagina ${index + 1} di ${range.count}`, PAGE.margin + CONTENT_WIDTH / 2, y, {
        width: CONTENT_WIDTH / 2,
        align: "right",
        lineBreak: false,
      });
    pdf.page.margins = margins;
  }
}

/**
 * A new A4 document with the shop's embedded fonts, and the promise of its
 * bytes once `finish` has numbered the pages and ended it: shared by every
 * document the pool renders (the workshop's too).
 */
export function openShopPdf(title: string): { pdf: Pdf; finish: () => Promise<Buffer> } {
  const { regular, bold } = loadFonts();
  const pdf = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    bufferPages: true,
    font: "", // no standard font: the embedded ones below are the only ones used
    info: { Title: title, Author: company.legalName, Creator: company.brand },
    lang: "it-IT",
  } as PDFKit.PDFDocumentOptions);
  // PDFKit's types list only files and buffers; it takes a parsed font too.
  pdf.registerFont("regular", regular as unknown as Buffer);
  pdf.registerFont("bold", bold as unknown as Buffer);
  pdf.font("regular");

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const finish = () => {
    pageNumbers(pdf, title);
    pdf.end();
    return done;
  };
  return { pdf, finish };
}
