import { z } from "zod";
import { formatDateShort } from "#app/domain/italian-formats/dates.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { customerOfferPath, staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { type OfferDecision, offerDecisions } from "#app/domain/offers/offer-status.ts";
import { template } from "./mail-template.server.ts";

// The e-mails of an offer (docs/product/mail.md#offers): a sent version to the
// customer with its PDF, and the office told of every answer to one. Fixed
// wording; the only typed text is the customer's own reason or change, which
// goes to the shop alone.

const id = z.number().int().positive();
const offerNumber = z.string().min(1);
const versionNumber = z.number().int().positive();

/** How the office's subject says what the customer answered. */
const answerVerbs: Record<OfferDecision, string> = {
  accepted: "accettata",
  declined: "rifiutata",
  "change-requested": "modifica richiesta",
};

/** The row under the answer: the order it made, the reason, the change asked for. */
function answerRows(p: {
  decision: OfferDecision;
  note: string;
  orderNumber: string | null;
  revisesOrderNumber: string | null;
}) {
  const rows: [string, string][] = [];
  if (p.decision === "accepted") rows.push(["Ordine", p.orderNumber ?? "—"]);
  if (p.revisesOrderNumber && p.decision !== "accepted") {
    rows.push(["Ordine", `${p.revisesOrderNumber}: resta com'era`]);
  }
  if (p.decision === "declined") rows.push(["Motivo", p.note || "—"]);
  if (p.decision === "change-requested") rows.push(["Modifica richiesta", p.note || "—"]);
  return rows;
}

export const offerMailTemplates = {
  "offer-version-sent": template(
    z.object({
      offerId: id,
      offerNumber,
      versionNumber,
      /** The version's row, which names its stored PDF. */
      versionId: id,
      /** The customer's name; null when the address is not known to be theirs (then no PDF either). */
      name: z.string().nullable(),
      totalCents: z.number().int(),
      /** The last day it holds, yyyy-MM-dd. */
      validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      /** Whether the PDF goes with it: only to an address confirmed as the customer's (docs/product/mail.md#offers). */
      withPdf: z.boolean().default(true),
      /** The order a revision changes (docs/product/offers.md#orders-that-change); null for an offer. */
      revisesOrderNumber: z.string().nullable().default(null),
    }),
    "cliente",
    (p, url) => ({
      subject: p.revisesOrderNumber
        ? `Variante dell'ordine ${p.revisesOrderNumber} (offerta ${p.offerNumber}, versione ${p.versionNumber})`
        : `La nostra offerta ${p.offerNumber} (versione ${p.versionNumber})`,
      body: {
        greeting: p.name ? `Gentile ${p.name},` : "Buongiorno,",
        paragraphs: [
          ...(p.revisesOrderNumber
            ? [
                `questa offerta è una variante del tuo ordine ${p.revisesOrderNumber}: se la accetti, l'ordine prende queste righe e questo totale; se la rifiuti, resta com'è.`,
              ]
            : []),
          p.withPdf
            ? `ti inviamo la nostra offerta ${p.offerNumber} (versione ${p.versionNumber}). In allegato trovi l'offerta in PDF, con ogni posizione, i servizi e le condizioni.`
            : `abbiamo preparato l'offerta ${p.offerNumber} (versione ${p.versionNumber}) richiesta con questo indirizzo. La trovi, con ogni posizione e le condizioni, nella pagina dell'offerta dopo l'accesso al tuo account; se non l'hai chiesta tu, ignora questo messaggio.`,
          "Puoi accettarla, rifiutarla o chiederci una modifica dalla pagina dell'offerta, oppure rispondendo a questo messaggio.",
        ],
        rows: [
          ["Totale (IVA inclusa)", formatEuroCents(p.totalCents)],
          ["Valida fino al", formatDateShort(p.validUntil)],
        ],
        link: { label: "Vedi l'offerta", url: url(customerOfferPath(p.offerNumber)) },
      },
      attachments: p.withPdf
        ? [
            {
              document: "offer-version",
              id: p.versionId,
              offerNumber: p.offerNumber,
              versionNumber: p.versionNumber,
            },
          ]
        : [],
    }),
  ),
  "offer-answer-shop": template(
    z.object({
      offerId: id,
      offerNumber,
      versionNumber,
      decision: z.enum(offerDecisions),
      note: z.string(),
      customerName: z.string(),
      jobNumber: z.string(),
      orderNumber: z.string().nullable(),
      recordedByStaff: z.boolean(),
      /** The order a revision changes; null for an offer. */
      revisesOrderNumber: z.string().nullable().default(null),
    }),
    "negozio",
    (p, url) => ({
      subject: `Offerta ${p.offerNumber} (versione ${p.versionNumber}) ${answerVerbs[p.decision]}: ${p.customerName}`,
      body: {
        greeting: "Buongiorno,",
        paragraphs: [
          p.recordedByStaff
            ? `la risposta di ${p.customerName} alla versione ${p.versionNumber} dell'offerta ${p.offerNumber} è stata registrata dal personale del negozio.`
            : `${p.customerName} ha risposto dal sito alla versione ${p.versionNumber} dell'offerta ${p.offerNumber}.`,
        ],
        rows: [
          ["Cliente", p.customerName],
          ["Commessa", p.jobNumber],
          ["Offerta", `${p.offerNumber}, versione ${p.versionNumber}`],
          ...(p.revisesOrderNumber
            ? [["Variante dell'ordine", p.revisesOrderNumber] as [string, string]]
            : []),
          ["Risposta", answerVerbs[p.decision]],
          ...answerRows(p),
          ["Registrata da", p.recordedByStaff ? "personale del negozio" : "cliente, dal sito"],
        ],
        link: { label: "Apri l'offerta", url: url(staffOfferPath(p.offerNumber)) },
      },
      attachments: [],
    }),
  ),
};
