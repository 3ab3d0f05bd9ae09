// Valid contact details for the public forms, as the tests post them.

/** The contact page's form fields, as a browser posts them (the Italian field names). */
export const contactFormFields = {
  nome: "Giulia",
  cognome: "Bianchi",
  email: "giulia@example.it",
  telefono: "+39 333 1234567",
  messaggio: "Vorrei un sopralluogo per sostituire sei finestre.",
  privacy: "on",
};

/** The contact part of a POST /api/quote-requests body. */
export const quoteContact = {
  customerName: "Giulia Bianchi",
  customerEmail: "giulia.bianchi@example.it",
  customerPhone: "+39 333 123 4567",
  privacyConsent: true,
};
