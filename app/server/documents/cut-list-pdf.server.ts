import { formatItalianDecimal, formatItalianInteger } from "#app/domain/italian-formats/italian-decimal.ts";
import {
  barKindNames,
  barSideNames,
  type PositionCuts,
  positionName,
  sizeText,
} from "#app/domain/workshop/cut-list.ts";
import { cutMeasureLabels } from "#app/domain/workshop/cut-measure.ts";
import type { StockPlan } from "#app/domain/workshop/stock-plan.ts";
import type { CutListDocument } from "#app/domain/workshop/workshop-documents.ts";
import { CONTENT_WIDTH, ensureRoom, INK, MUTED, PAGE, type Pdf, rule } from "./pdf-layout.server.ts";

// The blocks of the distinta di taglio (docs/product/production.md#cut-list):
// each position's bars, the stock plan per system, colour and kind of bar,
// the glass list, and what the workshop does not cut.

const mm = (length: number) => `${formatItalianInteger(length)} mm`;

/** A row of cells at fixed fractions of the width; the first cell may wrap. */
function tableRow(pdf: Pdf, cells: string[], widths: number[], { bold = false } = {}): void {
  pdf
    .font(bold ? "bold" : "regular")
    .fontSize(9)
    .fillColor(INK);
  const height = Math.max(
    ...cells.map((cell, index) =>
      pdf.heightOfString(cell, { width: (widths[index] ?? 0.2) * CONTENT_WIDTH - 6 }),
    ),
  );
  ensureRoom(pdf, height + 4);
  const y = pdf.y;
  let x = PAGE.margin;
  cells.forEach((cell, index) => {
    const width = (widths[index] ?? 0.2) * CONTENT_WIDTH;
    pdf.text(cell, x, y, { width: width - 6, align: index === 0 ? "left" : "right" });
    x += width;
  });
  pdf.x = PAGE.margin;
  pdf.y = y + height + 3;
}

function sectionTitle(pdf: Pdf, title: string): void {
  ensureRoom(pdf, 60);
  pdf.font("bold").fontSize(12.5).fillColor(INK).text(title, PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
  pdf.moveDown(0.4);
}

const BAR_COLUMNS = [0.46, 0.14, 0.24, 0.16];

function positionBars(pdf: Pdf, cuts: PositionCuts, measure: string): void {
  const { position } = cuts;
  ensureRoom(pdf, 40 + cuts.bars.length * 14);
  const sashes = position.sashes === 1 ? "1 anta" : `${position.sashes} ante`;
  pdf
    .font("bold")
    .fontSize(10.5)
    .fillColor(INK)
    .text(`${positionName(position)} · ${cuts.systemName} · ${position.colourName}`, PAGE.margin, pdf.y);
  pdf
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `${sizeText(position.widthMm, position.heightMm)} · ${sashes} · quantità ${position.quantity} · anta ${sizeText(cuts.sashWidthMm, cuts.sashHeightMm)} · tagli a 45° misurati a ${measure}`,
    );
  pdf.moveDown(0.2);
  tableRow(pdf, ["Barra", "Taglio", "Lunghezza", "Pezzi"], BAR_COLUMNS, { bold: true });
  for (const bar of cuts.bars) {
    tableRow(
      pdf,
      [
        `${barKindNames[bar.kind]} ${barSideNames[bar.side]}`,
        `${bar.angle}°`,
        mm(bar.cutLengthMm),
        String(bar.quantity),
      ],
      BAR_COLUMNS,
    );
  }
  pdf.moveDown(0.5);
}

function stockPlanBlock(pdf: Pdf, plan: StockPlan): void {
  ensureRoom(pdf, 50);
  pdf
    .font("bold")
    .fontSize(10.5)
    .fillColor(INK)
    .text(`${plan.systemName} · ${plan.colourName} · ${barKindNames[plan.kind]}`, PAGE.margin, pdf.y);
  const offcuts =
    plan.offcutsMm.length === 0
      ? "nessuno"
      : `${plan.offcutsMm.length} (${plan.offcutsMm.map(mm).join(", ")})`;
  pdf
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Barre da ${mm(plan.stockLengthMm)}: ${plan.bars.length} · sfridi riutilizzabili: ${offcuts} · scarto ${formatItalianDecimal(Math.round(plan.wastePercent * 10), 1)} %`,
    );
  plan.bars.forEach((bar, index) => {
    const pieces = bar.pieces.map(
      (piece) => `${formatItalianInteger(piece.lengthMm)} (pos. ${piece.position})`,
    );
    const rest = `resto ${mm(bar.remainderMm)} ${bar.reusable ? "(sfrido riutilizzabile)" : "(scarto)"}`;
    const text = `Barra ${index + 1}: ${pieces.join(" + ")} · ${rest}`;
    pdf.font("regular").fontSize(8.5).fillColor(INK);
    ensureRoom(pdf, pdf.heightOfString(text, { width: CONTENT_WIDTH }) + 2);
    pdf.text(text, PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
  });
  pdf.moveDown(0.6);
}

const GLASS_COLUMNS = [0.3, 0.26, 0.12, 0.32];

function glassBlock(pdf: Pdf, document: CutListDocument): void {
  sectionTitle(pdf, "Distinta vetri");
  tableRow(pdf, ["Posizione", "Vetro (L × H)", "Pezzi", "Vetrata"], GLASS_COLUMNS, { bold: true });
  for (const pane of document.glass) {
    tableRow(
      pdf,
      [
        positionName({ number: pane.position, roomLabel: pane.roomLabel }),
        sizeText(pane.widthMm, pane.heightMm),
        String(pane.quantity),
        pane.glazingName || "non indicata",
      ],
      GLASS_COLUMNS,
    );
  }
  pdf.moveDown(0.6);
}

/** Every block of the cut list, after the header. */
export function renderCutListBlocks(pdf: Pdf, document: CutListDocument): void {
  sectionTitle(pdf, "Tagli per posizione");
  pdf
    .font("regular")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text("Lunghezze comprese del sovrametallo alle due estremità.", PAGE.margin, pdf.y, {
      width: CONTENT_WIDTH,
    });
  pdf.moveDown(0.4);
  if (document.positions.length === 0) {
    pdf.font("regular").fontSize(9.5).fillColor(INK).text("Nessuna posizione da tagliare in officina.");
  }
  for (const cuts of document.positions)
    positionBars(pdf, cuts, cutMeasureLabels[cuts.cutMeasure].toLowerCase());
  rule(pdf);
  if (document.stockPlans.length > 0) {
    sectionTitle(pdf, "Piano di taglio delle barre");
    for (const plan of document.stockPlans) stockPlanBlock(pdf, plan);
    rule(pdf);
  }
  if (document.glass.length > 0) glassBlock(pdf, document);
  if (document.notCut.length > 0) {
    sectionTitle(pdf, "Non tagliati in officina");
    pdf.font("regular").fontSize(9).fillColor(INK);
    for (const line of document.notCut) pdf.text(`• ${line}`, PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
  }
}
