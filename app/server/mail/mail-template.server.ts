import { z } from "zod";
import type { MailBody } from "./mail-layout.server.ts";

// The shape of one kind of e-mail (docs/product/mail.md#adding-a-kind-of-message):
// its params, its audience and how it renders. The kinds live in templates.server.ts.

/**
 * A PDF the worker renders when it sends (app/server/documents): the quote or
 * the order confirmation by its id, or an offer's sent version by its row's id
 * with the numbers that name it (docs/product/documents.md#offer-versions).
 */
export type MailAttachment =
  | { document: "quote" | "order"; id: number }
  | { document: "offer-version"; id: number; offerNumber: string; versionNumber: number }
  | InvitationReference
  // A purchase order to its supplier, as PDF or CSV (docs/product/production.md#purchase-orders).
  | { document: "purchase-order"; id: number; number: string; format: "pdf" | "csv" }
  // An issued invoice or credit note, exactly as stored (docs/product/invoices.md#e-mail).
  | { document: "invoice"; id: number; number: string };

/**
 * An appointment's calendar invitation, sent as the message's calendar event
 * (docs/product/production.md#invitations): its sequence and method as they
 * were when the message was queued.
 */
export interface InvitationReference {
  document: "appointment-invitation";
  id: number;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  /** Whether the address is known to be the customer's: only then the site's address travels. */
  confirmed: boolean;
}

export interface RenderedMail {
  subject: string;
  body: MailBody;
  attachments: MailAttachment[];
}

/** An absolute link to a path of the shop, from PUBLIC_URL. */
export type ShopUrl = (path: string) => string;

export interface MailTemplate<Schema extends z.ZodType> {
  params: Schema;
  /** Who reads it: the customer, or the shop's staff. */
  audience: "cliente" | "negozio";
  render(params: z.infer<Schema>, url: ShopUrl): RenderedMail;
}

export function template<Schema extends z.ZodType>(
  params: Schema,
  audience: MailTemplate<Schema>["audience"],
  render: (params: z.infer<Schema>, url: ShopUrl) => RenderedMail,
): MailTemplate<Schema> {
  return { params, audience, render };
}

/** A single-use link's token, as a message's params carry it (the database keeps only its hash). */
export const linkTokenParam = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
