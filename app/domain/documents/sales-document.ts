import { HOLIDAYS_NOTE } from "../catalogue/delivery-estimate.ts";
import type { SummaryLine } from "../configurator/line-kinds/summary.ts";
import type { DrawingSpec } from "../configurator/product-drawing-spec.ts";
import { addShopDays } from "../italian-formats/dates.ts";
import { isReducedSplit } from "../vat/beni-significativi.ts";
import type { StoredVatSplit } from "../vat/vat-split.ts";

// The documents the shop hands a customer as PDF files
// (docs/product/documents.md): the quote ("preventivo") and the order
// confirmation ("conferma d'ordine", which is not a fiscal invoice) and a sent
// version of an offer ("offerta", docs/product/offers.md#versions). All are
// built from the same model, so they share one layout.

export type SalesDocumentKind = "quote" | "order" | "offer";

/** A discount as printed: «5 %» or «50,00 €» (discountText) and the cents it takes off. */
export interface PrintedDiscount {
  text: string;
  cents: number;
}

export interface SalesDocumentLine {
  productName: string;
  /** The configuration in readable Italian, as the pages show it. */
  summary: SummaryLine[];
  /** The same drawing as on screen, drawn as vectors in the PDF; null for an offer's service and free lines. */
  drawing: DrawingSpec | null;
  /** The room an offer's line is for («Cucina»); "" or absent when none. */
  roomLabel?: string;
  unitPriceCents: number;
  quantity: number;
  /** Services priced with the line (installation, …), each its own row; included in the line total. */
  services: { label: string; detail: string; totalCents: number }[];
  /** After the line's own discount, when it has one. */
  lineTotalCents: number;
  /** An offer line's own discount, printed «Sconto 5 %  −12,34 €»; absent or null when none. */
  discount?: PrintedDiscount | null;
}

/** What only an offer's version prints (kind "offer"). */
export interface OfferVersionTerms {
  versionNumber: number;
  /** The lines' sum, before the offer's discount. */
  subtotalCents: number;
  discount: PrintedDiscount | null;
  /** «Condizioni di pagamento»; "" when none. */
  paymentTerms: string;
  /** The office's note for the customer, printed as the shop's words; "" when none. */
  note: string;
  /**
   * What the total becomes with the reduced VAT of a home's maintenance
   * (docs/product/vat.md#where-it-shows); absent when it would not change.
   */
  reducedVat?: { totalCents: number; savingCents: number; declared: boolean } | null;
}

export interface SalesDocument {
  kind: SalesDocumentKind;
  /** The customer's reference: "P-2026-000012", "A-2026-000045" (the numeric id stays internal). */
  number: string;
  /** "Preventivo P-2026-000012", "Conferma d'ordine A-2026-000045". */
  title: string;
  /** ISO date the document counts from (the request, the offer, the order). */
  issuedAt: string;
  /** ISO date a quote stays valid until; null for an order. */
  validUntil: string | null;
  customer: { name: string; email: string | null; phone: string | null; address: string[] };
  lines: SalesDocumentLine[];
  /** The offer's change to the request's price, with staff's reason; null when there is none. */
  offer: { requestPriceCents: number; reason: string } | null;
  totalCents: number;
  /** An order's VAT per rate and its saving (docs/product/vat.md#where-it-shows); absent or null: all at 22 %. */
  vat?: Pick<StoredVatSplit, "rates" | "savingCents"> | null;
  /** Extra lines under the customer's data: payment method, invoice data, bank transfer. */
  details: SummaryLine[];
  /**
   * The customer's own notes, printed apart, after the lines and the totals,
   * under CUSTOMER_NOTES_LABEL: never where the shop's own text is, so that
   * nothing a customer types can pass for the shop's words; null when none.
   */
  customerNotes: string | null;
  /** "Consegna stimata: 5–6 settimane, …" from the lead times (docs/product/buying.md#delivery-estimate); null when none applies. */
  delivery: string | null;
  /** An offer version's subtotal, discount, terms and note; absent on a quote or an order. */
  offerTerms?: OfferVersionTerms | null;
}

/** The label over the customer's notes in a document (docs/product/documents.md). */
export const CUSTOMER_NOTES_LABEL = "Note del cliente (testo scritto dal cliente)";

/** The file's name for a download or an attachment, after the document's number. */
export function salesDocumentFileName(
  document: Pick<SalesDocument, "kind" | "number" | "offerTerms">,
): string {
  if (document.kind === "offer") {
    return `offerta-${document.number}-versione-${document.offerTerms?.versionNumber ?? 1}.pdf`;
  }
  return document.kind === "quote"
    ? `preventivo-${document.number}.pdf`
    : `conferma-ordine-${document.number}.pdf`;
}

/** How many days a quote stays valid when the shop has not said otherwise. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;

/** The last day a quote holds: `validityDays` from the request, or from the offer once staff sent one. */
export function quoteValidUntil(requestedAt: string, offeredAt: string | null, validityDays: number): string {
  return addShopDays(offeredAt ?? requestedAt, validityDays);
}

/** The sales conditions printed under every document, in the shop's words. */
export function salesConditions(
  document: Pick<SalesDocument, "kind" | "validUntil" | "delivery" | "vat">,
  validUntilText: string | null,
) {
  const reduced = document.vat ? isReducedSplit(document.vat) : false;
  const conditions = [
    ...(document.delivery
      ? [`${document.delivery}. ${HOLIDAYS_NOTE} La data esatta è confermata dopo il sopralluogo.`]
      : []),
    "Prodotti su misura: il diritto di recesso è escluso ai sensi dell'art. 59, comma 1, lett. c) del Codice del Consumo (D.Lgs. 206/2005).",
    "La posa in opera, quando richiesta, comprende il sopralluogo, il montaggio certificato e la sigillatura; la rimozione e lo smaltimento dei vecchi serramenti e il falso telaio sono voci a parte; le opere murarie non sono comprese.",
    reduced
      ? "Prezzi di listino in euro, IVA al 22% inclusa. IVA agevolata al 10% sulla posa in un edificio a uso abitativo per lavori di manutenzione, come dichiarato dal cliente (L. 488/1999, art. 7, c. 1, lett. b); finestre e porte sono beni significativi (DM 29/12/1999): al 10% solo fino al valore del resto dei lavori, al 22% per l'eccedenza."
      : "Prezzi in euro, IVA al 22% inclusa.",
  ];
  if (document.kind === "quote" && validUntilText) {
    conditions.unshift(`Validità: il preventivo è valido fino al ${validUntilText}.`);
  } else if (document.kind === "offer" && validUntilText) {
    conditions.unshift(`Validità: l'offerta è valida fino al ${validUntilText}.`);
  } else if (document.kind === "order") {
    conditions.unshift("Questo documento conferma l'ordine ricevuto e non costituisce fattura.");
  }
  return conditions;
}
