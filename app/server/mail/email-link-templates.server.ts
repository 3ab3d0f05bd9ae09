import { z } from "zod";
import { INVITATION_TTL_DAYS } from "#app/domain/jobs/job-customer-account.ts";
import { cartQuoteTemplates } from "./cart-quote-templates.server.ts";
import { linkTokenParam, template } from "./mail-template.server.ts";

// The messages that carry a single-use link, or tell of one
// (docs/product/accounts.md#e-mail-verification). Each goes to an address
// nobody may have confirmed yet: fixed words only, no attachment, nothing
// anyone typed, not even a name.

const id = z.number().int().positive();

export const emailLinkTemplates = {
  // Kept beside these: templates.server.ts is at its size limit.
  ...cartQuoteTemplates,
  "quote-request-confirm": template(
    // A guest's request: fixed words only, no attachment, nothing the sender typed (docs/product/mail.md).
    z.object({ quoteId: id, number: z.string(), token: linkTokenParam }),
    "cliente",
    (p, url) => ({
      subject: `Conferma la tua richiesta di preventivo ${p.number}`,
      body: {
        greeting: "Buongiorno,",
        paragraphs: [
          `abbiamo ricevuto una richiesta di preventivo ${p.number} con questo indirizzo e-mail.`,
          "Se l'hai inviata tu, confermala con il link qui sotto: ti manderemo subito il preventivo in PDF. Il link vale 48 ore. Se non sei stato tu, ignora questo messaggio: non ti scriveremo più per questa richiesta.",
        ],
        link: { label: "Conferma la richiesta", url: url(`/conferma-richiesta?token=${p.token}`) },
      },
      attachments: [],
    }),
  ),
  "account-email-verify": template(z.object({ token: linkTokenParam }), "cliente", (p, url) => ({
    subject: "Conferma il tuo indirizzo e-mail",
    body: {
      greeting: "Buongiorno,",
      paragraphs: [
        "questo indirizzo è stato indicato per un account del nostro negozio online.",
        "Se sei stato tu, confermalo con il link qui sotto: vale 48 ore e si può usare una sola volta. Se non sei stato tu, ignora questo messaggio: finché non è confermato, a questo indirizzo mandiamo soltanto i dati essenziali di ordini e pagamenti.",
      ],
      link: { label: "Conferma l'indirizzo", url: url(`/conferma-email?token=${p.token}`) },
    },
    attachments: [],
  })),
  "account-email-changed": template(z.object({ token: linkTokenParam }), "cliente", (p, url) => ({
    subject: "L'indirizzo e-mail del tuo account è stato cambiato",
    body: {
      greeting: "Buongiorno,",
      paragraphs: [
        "l'indirizzo e-mail del tuo account del nostro negozio online è stato appena cambiato: d'ora in poi ordini, preventivi e il link per reimpostare la password andranno al nuovo indirizzo.",
        "Se non sei stato tu, annulla il cambio con il link qui sotto (vale 7 giorni): l'account torna a questo indirizzo e tutte le sessioni aperte vengono chiuse. Poi scegli una nuova password da «Password dimenticata?».",
      ],
      link: { label: "Annulla il cambio di e-mail", url: url(`/annulla-cambio-email?token=${p.token}`) },
    },
    attachments: [],
  })),
  "account-invitation": template(z.object({ token: linkTokenParam }), "cliente", (p, url) => ({
    subject: "Il tuo account Aurora Serramenti: scegli la password",
    body: {
      greeting: "Buongiorno,",
      paragraphs: [
        "il nostro ufficio ha aperto per te un account del negozio online con questo indirizzo e-mail: lì trovi le nostre offerte, puoi accettarle e seguire i tuoi ordini.",
        `Scegli la password con il link qui sotto: vale ${INVITATION_TTL_DAYS} giorni e si può usare una sola volta. Se preferisci, non serve: ti mandiamo comunque tutto per e-mail. Se non ci conosci, ignora questo messaggio.`,
      ],
      link: { label: "Scegli la password", url: url(`/reimposta-password?token=${p.token}`) },
    },
    attachments: [],
  })),
  "account-email-taken": template(z.object({}), "cliente", (_p, url) => ({
    subject: "Il tuo indirizzo e-mail è stato indicato per un altro account",
    body: {
      greeting: "Buongiorno,",
      paragraphs: [
        "qualcuno ha indicato questo indirizzo e-mail per un altro account del nostro negozio online. Non l'abbiamo collegato: l'indirizzo resta del tuo account.",
        "Se sei stato tu, accedi con il tuo account; se non ricordi la password, chiedi un nuovo link da «Password dimenticata?». Altrimenti ignora questo messaggio.",
      ],
      link: { label: "Password dimenticata?", url: url("/password-dimenticata") },
    },
    attachments: [],
  })),
};
