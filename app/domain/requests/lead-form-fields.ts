// Constants of the public forms that the browser needs. Kept free of zod so
// that pages which only render a form do not ship the validation library.

export const PRIVACY_CONSENT_LABEL =
  "Acconsento al trattamento dei dati personali ai sensi del GDPR 2016/679";
export const PRIVACY_CONSENT_MESSAGE =
  "Per inviare la richiesta devi acconsentire al trattamento dei dati personali";

/** Name of the hidden field that only robots fill in. */
export const HONEYPOT_FIELD = "website";

/** The home quote form's product interest (docs/product/leads.md), value → label. */
export const productInterestOptions = [
  { value: "finestre", label: "Finestre" },
  { value: "portefinestre", label: "Portefinestre" },
  { value: "scorrevoli", label: "Scorrevoli" },
  { value: "porte-ingresso", label: "Porte d'ingresso" },
  { value: "tapparelle", label: "Tapparelle" },
] as const;

/**
 * The product a home-page lead asks about, as staff read it: the stored value
 * is the option's slug; a value no option has any more is shown as stored.
 */
export function productInterestLabel(value: string): string {
  return productInterestOptions.find((option) => option.value === value)?.label ?? value;
}

/** The notice a sent lead form shows, as a fetcher's toast or after the plain post's redirect. */
export const LEAD_SENT_TOAST = { title: "Messaggio inviato", description: "Ti contatteremo al più presto!" };
