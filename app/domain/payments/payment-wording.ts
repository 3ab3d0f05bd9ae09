// The sentences about when a customer pays, written once (docs/product/payments.md#wording):
// the checkout's success screen, the order e-mail, the PDFs and the terms page
// (/terms, «Prodotti su misura» and «Pagamenti») all print these words.

/** Offers for made-to-measure goods with a survey: nothing before the survey. */
export const SURVEY_DEPOSIT_SENTENCE =
  "Per i prodotti su misura con sopralluogo non ti chiediamo nulla prima del sopralluogo: l'acconto è dovuto quando confermi le misure definitive, il saldo alla consegna o alla posa.";

/** Orders of the online shop without installation: paid at order, refunded if the survey changes what the customer accepts. */
export const ONLINE_ORDER_PAYMENT_SENTENCE =
  "Gli ordini del negozio online senza posa si pagano all'ordine; se il sopralluogo cambia le misure o il prezzo, puoi accettare la variante o annullare l'ordine e ti rimborsiamo quanto pagato.";

/** When nothing is due yet. */
export const NOTHING_DUE_NOW = "Per ora non devi pagare nulla.";
