import { z } from "zod";
import { template } from "./mail-template.server.ts";

// The sender of a contact message hears that it arrived. Anyone can type any
// address into the form, so the message says only the shop's own fixed words:
// no name, no copy of the text, nothing that would let the form carry someone
// else's content to a stranger's inbox (docs/product/mail.md#unconfirmed-addresses).

export const leadAcknowledgementTemplates = {
  // The lead's id only files the message under its job; the text never uses it.
  "lead-acknowledged": template(z.object({ leadId: z.number().int().optional() }), "cliente", (_, url) => ({
    subject: "Abbiamo ricevuto il tuo messaggio",
    body: {
      greeting: "Buongiorno,",
      paragraphs: [
        "grazie per averci scritto: abbiamo ricevuto il messaggio inviato con questo indirizzo e-mail dal modulo contatti del nostro sito. Un nostro consulente ti risponderà entro 24 ore.",
        "Se non ci hai scritto tu, ignora questo messaggio: non ti scriveremo ancora.",
      ],
      link: { label: "I nostri recapiti", url: url("/contatti") },
    },
    attachments: [],
  })),
};
