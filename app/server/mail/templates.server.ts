import { z } from "zod";
import { paymentMethodTitle } from "#app/domain/cart-and-checkout/payment-methods.ts";
import { formatIban } from "#app/domain/italian-formats/iban.ts";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import { toName } from "#app/domain/italian-formats/prepositions.ts";
import { productInterestLabel } from "#app/domain/requests/lead-form-fields.ts";
import { leadSourceLabels } from "#app/domain/requests/request-status.ts";
import { vatRates } from "#app/domain/vat/vat-split.ts";
import { reducedVatTextRows } from "#app/domain/vat/vat-texts.ts";
import { appointmentMailTemplates } from "./appointment-templates.server.ts";
import { emailLinkTemplates } from "./email-link-templates.server.ts";
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
import { orderStatusMailTemplates } from "./order-status-templates.server.ts";
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
  "order-received": template(
    z.object({
      orderId: id,
      number,
      name: typedName,
      totalCents: cents,
      paymentMethod: z.string(),
      /** How to pay by bank transfer; absent for other methods and for messages queued before it. */
      bankTransfer: z
        .object({ payee: z.string(), iban: z.string(), amountCents: cents, reference: z.string() })
        .nullish(),
      lines: z.array(
        z.object({
          productName: z.string(),
          /** «1200 x 1400 mm»; absent on messages queued before sizes were listed. */
          size: z.string().nullish(),
          quantity: z.number().int(),
          lineTotalCents: cents,
          /** Included in the line total; absent on messages queued before services existed. */
          services: z.array(z.object({ label: z.string(), totalCents: cents })).default([]),
        }),
      ),
      /** The VAT per rate and the saving (docs/product/vat.md); absent on messages queued before it. */
      vat: z
        .object({
          rates: z.array(
            z.object({ ratePercent: z.literal([...vatRates]), netCents: cents, vatCents: cents }),
          ),
          savingCents: cents,
        })
        .nullish(),
    }),
    "cliente",
    (p, url) => ({
      subject: `Abbiamo ricevuto il tuo ordine ${reference(p.number, p.orderId)}`,
      body: {
        greeting: greet(p.name),
        paragraphs: [
          `grazie per il tuo ordine ${reference(p.number, p.orderId)}: lo abbiamo ricevuto e lo stiamo esaminando. Ti scriveremo a ogni cambio di stato.`,
          ...(p.bankTransfer
            ? [
                `Per completare l'ordine fai un bonifico di ${formatEuroCents(p.bankTransfer.amountCents)} ${toName(p.bankTransfer.payee)}, IBAN ${formatIban(p.bankTransfer.iban)}, con questa causale: «${p.bankTransfer.reference}». Avviamo la produzione quando riceviamo il pagamento.`,
              ]
            : []),
          "Ti contatteremo per il sopralluogo e le misure definitive; ti comunicheremo la data di consegna dopo il sopralluogo.",
        ],
        rows: [
          ...p.lines.flatMap((line): [string, string][] => [
            [
              `${line.productName}${line.size ? `, ${line.size}` : ""} × ${line.quantity}`,
              formatEuroCents(line.lineTotalCents),
            ],
            ...line.services.map((service): [string, string] => [
              `di cui ${service.label}`,
              formatEuroCents(service.totalCents),
            ]),
          ]),
          ...reducedVatTextRows(p.vat ?? null).saving,
          ["Totale (IVA inclusa)", formatEuroCents(p.totalCents)],
          ...reducedVatTextRows(p.vat ?? null).rates,
          ["Pagamento", paymentMethodTitle(p.paymentMethod)],
          ...(p.bankTransfer
            ? ([
                ["Beneficiario", p.bankTransfer.payee],
                ["IBAN", formatIban(p.bankTransfer.iban)],
                ["Importo", formatEuroCents(p.bankTransfer.amountCents)],
                ["Causale", p.bankTransfer.reference],
              ] satisfies [string, string][])
            : []),
        ],
        link: { label: "Vedi il tuo ordine", url: url(`/orders/${p.orderId}`) },
      },
      // The order confirmation as PDF, the same file the order's page offers; not to an
      // address nobody confirmed (no name then), since it carries the customer's details.
      attachments: p.name === null ? [] : [{ document: "order", id: p.orderId }],
    }),
  ),
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
  ...appointmentMailTemplates,
  ...purchasingMailTemplates,
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
