import type { OfferVersionTerms, SalesDocument } from "#app/domain/documents/sales-document.ts";
import { VAT_RATE_PERCENT, vatIncludedCents } from "#app/domain/orders/order-totals.ts";
import { offerReducedVatSentence } from "#app/domain/vat/vat-texts.ts";
import {
  amountRow,
  CONTENT_WIDTH,
  ensureRoom,
  INK,
  MUTED,
  minusEuroCents,
  PAGE,
  type Pdf,
} from "./pdf-layout.server.ts";

// What only an offer's version prints (docs/product/documents.md#offer-versions):
// the lines' sum, the offer-wide discount as «Sconto», the total with the VAT
// share, the payment terms and the office's note for the customer.

/** The totals of an offer's version: «Totale righe», «Sconto 5 %», «Totale», «di cui IVA». */
export function offerTotalsBlock(pdf: Pdf, document: SalesDocument, terms: OfferVersionTerms): void {
  ensureRoom(pdf, 130);
  if (terms.discount) {
    amountRow(pdf, "Totale righe", terms.subtotalCents);
    amountRow(pdf, `Sconto ${terms.discount.text}`, terms.discount.cents, {
      amountText: minusEuroCents(terms.discount.cents),
    });
  }
  amountRow(pdf, "Totale", document.totalCents, { bold: true });
  amountRow(pdf, `di cui IVA (${VAT_RATE_PERCENT}%)`, vatIncludedCents(document.totalCents));
  if (terms.reducedVat) {
    pdf.moveDown(0.4);
    pdf
      .font("regular")
      .fontSize(9)
      .fillColor(MUTED)
      .text(offerReducedVatSentence(terms.reducedVat), PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
    pdf.x = PAGE.margin;
  }
  pdf.moveDown(1);
}

/** A heading and the shop's text under it («Condizioni di pagamento», «Note»); nothing when empty. */
function textSection(pdf: Pdf, heading: string, text: string): void {
  if (!text.trim()) return;
  pdf.font("regular").fontSize(9);
  ensureRoom(pdf, 18 + pdf.heightOfString(text, { width: CONTENT_WIDTH }));
  pdf.font("bold").fontSize(10).fillColor(INK).text(heading, PAGE.margin, pdf.y, { width: CONTENT_WIDTH });
  pdf.font("regular").fontSize(9).fillColor(MUTED).text(text, { width: CONTENT_WIDTH });
  pdf.x = PAGE.margin;
  pdf.moveDown(0.8);
}

/** The payment terms and the office's note for the customer, under the totals. */
export function offerTermsBlock(pdf: Pdf, terms: OfferVersionTerms): void {
  textSection(pdf, "Condizioni di pagamento", terms.paymentTerms);
  textSection(pdf, "Note", terms.note);
}
