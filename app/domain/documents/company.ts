// Everything that identifies the company lives here, so that a real operator
// changes name, VAT number, addresses, phone and hours in one place.
// The data below is fictional.

export const company = {
  brand: "Aurora Serramenti",
  legalName: "Aurora Serramenti S.r.l.",
  registeredOffice: "Via dell'Artigianato 14, 40138 Bologna (BO)",
  vatNumber: "IT04518230372",
  rea: "BO-557204",
  shareCapital: "50.000,00 € i.v.",
  /**
   * What the FatturaPA XML needs besides (docs/product/invoices.md#fatturapa):
   * the registered office in parts, the regime fiscale (RF01 ordinario), the
   * codice fiscale (an S.r.l.'s is its partita IVA), the REA entry and a phone
   * in the 5–12 characters the schema allows.
   */
  invoicing: {
    vatNumberDigits: "04518230372",
    fiscalCode: "04518230372",
    fiscalRegime: "RF01",
    registeredOffice: {
      street: "Via dell'Artigianato",
      houseNumber: "14",
      postalCode: "40138",
      city: "Bologna",
      province: "BO",
      country: "IT",
    },
    reaOffice: "BO",
    reaNumber: "557204",
    shareCapitalCents: 5_000_000,
    phone: "0516041992",
  },
  phone: "+39 051 604 1992",
  phoneHref: "tel:+390516041992",
  email: "info@aurora-serramenti.it",
  privacyEmail: "privacy@aurora-serramenti.it",
  accessibilityEmail: "accessibilita@aurora-serramenti.it",
  showroomAddress: "Via Emilia Levante 212, 40139 Bologna (BO)",
  hours: {
    weekdays: "Lun-Ven 9:00-18:00",
    saturday: "Sab 9:00-12:30",
  },
  foundedYear: 1992,
  /**
   * Where the maps put their marker (latitude, longitude, zoom 15): the showroom, the address
   * customers visit, so that the map and the showroom address beside it agree.
   */
  showroomMap: { latitude: 44.4812, longitude: 11.3846, zoom: 15 },
  /** The review summary of the home page (docs/product/texts.md#company-figures). */
  reviews: { rating: "4,9/5", count: 324 },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
  ],
} as const;

/** One figure of a box: the number, what it counts, and how it is counted. */
export interface CompanyFigure {
  value: string;
  label: string;
  /** What exactly the number counts, so that the two boxes never seem to disagree. */
  detail: string;
}

/**
 * The company's figures, kept as the product states them (docs/product/texts.md#company-figures):
 * the home page's advantages and the About page's box count different things, and each figure
 * says what it counts.
 */
export const companyFigures: { home: readonly CompanyFigure[]; about: readonly CompanyFigure[] } = {
  home: [
    { value: "30+", label: "Anni di esperienza", detail: `Nei serramenti, dal ${company.foundedYear}` },
    {
      value: "25k+",
      label: "Clienti soddisfatti",
      detail: `Famiglie e aziende servite dal ${company.foundedYear}`,
    },
    { value: "100+", label: "Professionisti", detail: "Dipendenti e installatori partner" },
    {
      value: "5 stelle",
      label: "Recensioni",
      detail: `Media ${company.reviews.rating} su ${company.reviews.count} recensioni`,
    },
  ],
  about: [
    { value: "15+", label: "Anni di posa certificata", detail: "Con squadre di posa interne, dal 2009" },
    { value: "10.000+", label: "Installazioni", detail: "Eseguite dalle nostre squadre dal 2009" },
    { value: "50+", label: "Professionisti interni", detail: "Tecnici, posatori e assistenza clienti" },
    { value: "98%", label: "Clienti soddisfatti", detail: "Nei questionari dopo la posa" },
  ],
};
