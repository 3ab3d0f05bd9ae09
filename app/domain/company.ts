// Everything that identifies the company lives here, so that a real operator
// changes name, VAT number, addresses, phone and hours in one place.
// The data below is fictional.

export const company = {
  brand: "Aurora Serramenti",
  legalName: "Aurora Serramenti S.r.l.",
  registeredOffice: "Via dell'Artigianato 14, 40138 Bologna (BO)",
  vatNumber: "IT04518230371",
  rea: "BO-557204",
  shareCapital: "50.000,00 € i.v.",
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
  /** Head office marker on the maps (latitude, longitude), zoom 15. */
  map: { latitude: 44.4812, longitude: 11.3846, zoom: 15 },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "YouTube", href: "https://www.youtube.com/" },
  ],
  /** The two boxes of figures, each kept as stated (docs/product/texts.md#company-figures). */
  figures: {
    home: [
      { term: "Anni di esperienza", detail: "30+" },
      { term: "Clienti soddisfatti", detail: "25k+" },
      { term: "Professionisti", detail: "100+" },
      { term: "Recensioni", detail: "5 stelle" },
    ],
    about: [
      { term: "anni di esperienza", detail: "15+" },
      { term: "installazioni", detail: "10.000+" },
      { term: "professionisti", detail: "50+" },
      { term: "clienti soddisfatti", detail: "98%" },
    ],
  },
} as const;
