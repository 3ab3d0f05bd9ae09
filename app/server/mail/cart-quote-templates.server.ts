import { z } from "zod";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { leadSourceLabels } from "#app/domain/requests/request-status.ts";
import { template } from "./mail-template.server.ts";

// The two messages of a whole-cart quote request (docs/product/buying.md#a-quote-for-the-whole-cart).
// The customer's is fixed words: the account's address may be one nobody
// confirmed, so it carries no name and nothing typed (docs/product/mail.md#unconfirmed-addresses).
// The office's names the job and every line.

const id = z.number().int().positive();

const cartQuoteLine = z.object({
  productName: z.string(),
  roomLabel: z.string(),
  quantity: z.number().int(),
  services: z.array(z.string()),
  lineTotalCents: z.number().int(),
});

/** «2 × Finestra Aurora (Cucina), con Posa in opera: 1.234,56 €». */
function lineText(line: z.infer<typeof cartQuoteLine>): string {
  const room = line.roomLabel ? ` (${line.roomLabel})` : "";
  const services = line.services.length ? `, con ${line.services.join(", ")}` : "";
  return `${line.quantity} × ${line.productName}${room}${services}: ${formatEuroCents(line.lineTotalCents)}`;
}

export const cartQuoteTemplates = {
  // The lead's id only files the message under its job; the text never uses it.
  "cart-quote-received": template(z.object({ leadId: id.optional() }), "cliente", (_, url) => ({
    subject: "Abbiamo ricevuto la tua richiesta di preventivo per tutto il carrello",
    body: {
      greeting: "Buongiorno,",
      paragraphs: [
        "grazie: abbiamo ricevuto la richiesta di preventivo per i prodotti del carrello inviata dal tuo account del nostro negozio online. Un nostro consulente la controlla e ti scrive entro 2 giorni lavorativi, anche per fissare il sopralluogo se l'hai chiesto.",
        "Il carrello resta com'è: puoi ancora ordinare online. La richiesta e il suo stato sono nella pagina «I miei preventivi».",
      ],
      link: { label: "I miei preventivi", url: url("/preventivi") },
    },
    attachments: [],
  })),
  "cart-quote-shop": template(
    z.object({
      leadId: id,
      jobNumber: z.string(),
      offerNumber: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      site: z.string(),
      floor: z.string(),
      lift: z.boolean().nullable(),
      message: z.string(),
      lines: z.array(cartQuoteLine),
    }),
    "negozio",
    (p, url) => ({
      subject: `Nuova richiesta per tutto il carrello da ${p.name} (commessa ${p.jobNumber})`,
      body: {
        greeting: "Buongiorno,",
        paragraphs: [
          `è arrivata una richiesta dal sito (${leadSourceLabels.carrello}): la commessa ${p.jobNumber} è aperta, con la bozza dell'offerta ${p.offerNumber} già fatta delle righe del carrello.`,
          p.message,
          ...p.lines.map(lineText),
        ],
        rows: [
          ["Commessa", p.jobNumber],
          ["Offerta (bozza)", p.offerNumber],
          ["Nome", p.name],
          ["E-mail", p.email ?? "—"],
          ["Telefono", p.phone ?? "—"],
          ["Cantiere", p.site],
          ["Piano", p.floor || "—"],
          ["Ascensore", p.lift === null ? "Non so" : p.lift ? "Sì" : "No"],
        ],
        link: { label: "Apri la richiesta", url: url(`/gestione/richieste/contatto/${p.leadId}`) },
      },
      attachments: [],
    }),
  ),
};
