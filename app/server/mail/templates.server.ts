import { z } from "zod";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { productInterestLabel } from "#app/domain/requests/lead-form-fields.ts";
import { leadSourceLabels } from "#app/domain/requests/request-status.ts";
import { appointmentMailTemplates } from "./appointment-templates.server.ts";
import { emailLinkTemplates } from "./email-link-templates.server.ts";
import { invoiceMailTemplates } from "./invoice-templates.server.ts";
import { leadAcknowledgementTemplates } from "./lead-acknowledgement-template.server.ts";
import type { MailBody } from "./mail-layout.server.ts";
import {
  linkTokenParam,
  type MailAttachment,
  type MailTemplate,
  type RenderedMail,
  type ShopUrl,
  template,
} from "./mail-template.server.ts";
import { offerMailTemplates } from "./offer-templates.server.ts";
import { orderReceivedTemplates } from "./order-received-template.server.ts";
import { orderStatusMailTemplates } from "./order-status-templates.server.ts";
import { paymentMailTemplates } from "./payment-templates.server.ts";
import { purchasingMailTemplates } from "./purchasing-templates.server.ts";

// What each kind of e-mail says (docs/product/mail.md). The outbox keeps a
// message's kind and its params; the worker renders it here when it sends.
// A new kind of message is one more entry in `mailTemplates`, then
// `enqueueMail(tx, kind, recipient, params)` inside the event's transaction.

export type { MailAttachment, RenderedMail, ShopUrl } from "./mail-template.server.ts";

const id = z.number().int().positive();
const cents = z.number().int();

/**
 * A name is text someone typed: a message to an address nobody has confirmed
 * carries none (docs/product/accounts.md#e-mail-verification), and the sender passes null.
 */
const greet = (name: string | null) => (name ? `Gentile ${name},` : "Gentile cliente,");
const typedName = z.string().nullable();

/** A quote's or order's number as customers read it (docs/product/documents.md#numbers); older messages have only the id. */
const number = z.string().optional();
const reference = (documentNumber: string | undefined, id: number) => documentNumber ?? `n. ${id}`;

/** The quote's PDF, rendered when the message is sent. */
const quotePdf = (quoteId: number): MailAttachment[] => [{ document: "quote", id: quoteId }];

/**
 * Where a quote message sends its customer: their quote's page when they have
 * an account to see it with, otherwise a page of the shop any guest can open.
 */
function customerQuoteLink(
  quote: { quoteId: number; signedIn: boolean },
  url: ShopUrl,
  signedInLabel: string,
  guest: { label: string; path: string },
): NonNullable<MailBody["link"]> {
  return quote.signedIn
    ? { label: signedInLabel, url: url(`/preventivi/${quote.quoteId}`) }
    : { label: guest.label, url: url(guest.path) };
}

export const mailTemplates = {
  ...orderReceivedTemplates,
  "quote-received": template(
    z.object({
      quoteId: id,
      number,
      name: z.string(),
      productName: z.string(),
      priceCents: cents,
      signedIn: z.boolean(),
    }),
    "cliente",
    (p, url) => ({
      subject: `Abbiamo ricevuto la tua richiesta di preventivo ${reference(p.number, p.quoteId)}`,
      body: {
        greeting: greet(p.name),
        paragraphs: [
          `grazie per la tua richiesta di preventivo per «${p.productName}». In allegato trovi il preventivo ${reference(p.number, p.quoteId)} in PDF; un nostro tecnico ti contatterà per confermare misure e dettagli.`,
        ],
        rows: [["Prezzo indicativo (IVA inclusa)", formatEuroCents(p.priceCents)]],
        link: customerQuoteLink(p, url, "Vedi il tuo preventivo", {
          label: "Visita il nostro sito",
          path: "/",
        }),
      },
      attachments: quotePdf(p.quoteId),
    }),
  ),
  "quote-received-shop": template(
    z.object({
      quoteId: id,
      number,
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      productName: z.string(),
      priceCents: cents,
      /** The customer's notes; absent on messages queued before they were sent along. */
      notes: z.string().default(""),
    }),
    "negozio",
    (p, url) => ({
      subject: `Nuova richiesta di preventivo ${reference(p.number, p.quoteId)} da ${p.name}`,
      body: {
        greeting: "Buongiorno,",
        paragraphs: [
          `è arrivata una nuova richiesta di preventivo per «${p.productName}». Il PDF è in allegato.`,
          ...(p.notes ? [`Note del cliente: ${p.notes}`] : []),
        ],
        rows: [
          ["Cliente", p.name],
          ["E-mail", p.email],
          ["Telefono", p.phone ?? "—"],
          ["Prezzo calcolato", formatEuroCents(p.priceCents)],
        ],
        link: { label: "Apri la richiesta", url: url(`/gestione/richieste/preventivo/${p.quoteId}`) },
      },
      attachments: quotePdf(p.quoteId),
    }),
  ),
  "offer-sent": template(
    z.object({
      quoteId: id,
      number,
      name: typedName,
      productName: z.string(),
      offeredPriceCents: cents,
      reason: z.string(),
      signedIn: z.boolean(),
      /** Whether the request's address is confirmed; an unconfirmed one gets no PDF (it carries the sender's text). */
      confirmed: z.boolean().default(true),
    }),
    "cliente",
    (p, url) => ({
      subject: `La nostra offerta per il preventivo ${reference(p.number, p.quoteId)}`,
      body: {
        greeting: greet(p.confirmed ? p.name : null),
        paragraphs: [
          `abbiamo preparato la nostra offerta per «${p.productName}»: ${formatEuroCents(p.offeredPriceCents)} (IVA inclusa).${p.confirmed ? " In allegato trovi il preventivo aggiornato in PDF." : " Ti manderemo il preventivo in PDF quando avrai confermato la richiesta con il link che ti abbiamo inviato."}`,
          p.reason,
        ],
        link: customerQuoteLink(p, url, "Vedi l'offerta", { label: "Contattaci", path: "/contatti" }),
      },
      attachments: p.confirmed ? quotePdf(p.quoteId) : [],
    }),
  ),
  "lead-received": template(
    z.object({
      leadId: id,
      source: z.enum(["contatti", "home-preventivo"]),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      productInterest: z.string().nullable(),
      message: z.string(),
    }),
    "negozio",
    (p, url) => ({
      subject: `Nuovo messaggio da ${p.name} (${leadSourceLabels[p.source]})`,
      body: {
        greeting: "Buongiorno,",
        paragraphs: [`è arrivato un nuovo messaggio dal sito (${leadSourceLabels[p.source]}).`, p.message],
        rows: [
          ["Nome", p.name],
          ["E-mail", p.email],
          ["Telefono", p.phone ?? "—"],
          ...(p.productInterest
            ? [["Prodotto", productInterestLabel(p.productInterest)] as [string, string]]
            : []),
        ],
        link: { label: "Apri il messaggio", url: url(`/gestione/richieste/contatto/${p.leadId}`) },
      },
      attachments: [],
    }),
  ),
  "password-reset": template(
    // The link's token travels only in this message; the database keeps its hash (docs/product/accounts.md#password-recovery).
    z.object({ name: typedName, token: linkTokenParam }),
    "cliente",
    (p, url) => ({
      subject: "Reimposta la tua password",
      body: {
        greeting: greet(p.name),
        paragraphs: [
          "abbiamo ricevuto una richiesta di reimpostare la password del tuo account.",
          "Il link vale 30 minuti e si può usare una sola volta. Se non sei stato tu, ignora questo messaggio: la tua password resta quella di prima.",
        ],
        link: { label: "Scegli una nuova password", url: url(`/reimposta-password?token=${p.token}`) },
      },
      attachments: [],
    }),
  ),
  // The single-use links' messages (docs/product/accounts.md#e-mail-verification).
  ...emailLinkTemplates,
  // The contact message's acknowledgement to its sender, in fixed words.
  ...leadAcknowledgementTemplates,
  ...offerMailTemplates,
  ...orderStatusMailTemplates,
  ...paymentMailTemplates,
  ...appointmentMailTemplates,
  ...purchasingMailTemplates,
  ...invoiceMailTemplates,
};

export type MailKind = keyof typeof mailTemplates;
export type MailParams<Kind extends MailKind> = z.input<(typeof mailTemplates)[Kind]["params"]>;

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(mailTemplates, kind);
}

/** Who reads a kind of message: the customer, or the shop's staff. */
export function mailAudience(kind: MailKind): MailTemplate<z.ZodType>["audience"] {
  return mailTemplates[kind].audience;
}

/** Renders a stored message; params that no longer fit their template throw (the message then fails). */
export function renderStoredMail(kind: string, params: unknown, url: ShopUrl): RenderedMail {
  if (!isMailKind(kind)) throw new Error(`tipo di messaggio sconosciuto: ${kind}`);
  const chosen = mailTemplates[kind] as MailTemplate<z.ZodType>;
  return chosen.render(chosen.params.parse(params), url);
}
