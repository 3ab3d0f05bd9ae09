// Where an outgoing e-mail stands (docs/product/mail.md): waiting or retrying,
// delivered, or given up after the last attempt.
export const mailStatuses = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** What each kind of message is, as the back office names it (app/server/mail/templates.server.ts). */
export const mailKindLabels: Record<string, string> = {
  "order-received": "Ordine ricevuto",
  "order-status-changed": "Stato dell'ordine cambiato",
  "quote-received": "Richiesta di preventivo ricevuta",
  "quote-received-shop": "Nuova richiesta di preventivo (al negozio)",
  "offer-sent": "Offerta inviata",
  "lead-received": "Nuovo messaggio (al negozio)",
  "lead-acknowledged": "Messaggio ricevuto (al mittente)",
  "password-reset": "Reimposta la password",
  "quote-request-confirm": "Conferma della richiesta di preventivo",
  "account-email-verify": "Conferma dell'indirizzo e-mail",
  "account-email-changed": "E-mail dell'account cambiata (al vecchio indirizzo)",
  "account-email-taken": "E-mail già usata da un altro account",
  "offer-version-sent": "Versione dell'offerta inviata",
  "offer-answer-shop": "Risposta a un'offerta (al negozio)",
  "cart-quote-received": "Richiesta per tutto il carrello ricevuta",
  "cart-quote-shop": "Nuova richiesta per tutto il carrello (al negozio)",
  "purchase-order-sent": "Ordine al fornitore",
  "invoice-issued": "Fattura o nota di credito emessa",
  "invoice-data-request": "Richiesta dei dati per la fattura",
};

/** A message as /gestione/posta lists it. */
export interface StaffMailRow {
  id: number;
  kind: string;
  /** The customer's address, or null for the shop's own inbox. */
  recipient: string | null;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** How a message's standing reads on a record's page. */
export const mailStatusLabels: Record<MailStatus, string> = {
  pending: "In invio",
  sent: "Consegnato al server di posta",
  failed: "Non consegnato",
};

/** A message sent about a job, a request or an order, as its page lists it. */
export interface RecordMail {
  id: number;
  createdAt: string;
  sentAt: string | null;
  /** The customer's address, or null for the shop's own inbox. */
  recipient: string | null;
  subject: string;
  status: MailStatus;
  /** The documents it carried, as links staff can open. */
  attachments: { label: string; href: string }[];
}

export interface StaffMailOverview {
  failed: StaffMailRow[];
  pendingCount: number;
}

export type MailRetryResult = { ok: true; id: number } | { ok: false; message: string };
