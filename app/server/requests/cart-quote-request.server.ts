import { and, desc, eq } from "drizzle-orm";
import { storedLineRequest } from "#app/domain/configurator/line-kinds/registry.ts";
import { servicesTotalCents } from "#app/domain/configurator/line-services.ts";
import { refuse } from "#app/domain/refusal.ts";
import {
  type CartQuoteForm,
  type CartQuoteSummary,
  cartQuoteMessage,
  EMPTY_CART_QUOTE_MESSAGE,
} from "#app/domain/requests/cart-quote-request.ts";
import * as schema from "#db/schema.ts";
import { lockCartOwner } from "../cart-and-checkout/cart-limits.server.ts";
import { type CartRow, cartRows, repriceCartLine } from "../cart-and-checkout/cart-pricing.server.ts";
import { readServicePrices } from "../configurator/line-services.server.ts";
import { openJob } from "../jobs/job-records.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import { createOffer } from "../offers/offer-creation.server.ts";
import { addOfferLine } from "../offers/offer-drafts.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";

// The customer's whole cart as one quote request (docs/product/buying.md#a-quote-for-the-whole-cart):
// in one transaction a job at the site's address, a lead in the office's
// inbox and a draft offer whose lines are the cart's, priced by the server as
// the offer editor prices them. The cart stays: the customer may still buy online.

export interface CartQuoteRequestResult {
  jobNumber: string;
  leadId: number;
  offerNumber: string;
}

/** The account as the job and the lead name it: the profile's name, else the username. */
async function accountContact(tx: Transaction, userId: number) {
  const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw refuse.notFound("Account non trovato");
  const firstName = user.firstName?.trim() || user.username;
  const lastName = user.lastName?.trim() ?? "";
  return {
    firstName,
    lastName,
    name: `${firstName} ${lastName}`.trim(),
    email: user.email,
    phone: user.phone,
  };
}

/** The cart's lines as they stand: a line that cannot be ordered is refused with its own message. */
async function pricedCart(tx: Transaction, userId: number) {
  const rows = await cartRows(tx, userId);
  if (rows.length === 0) throw refuse.invalid(EMPTY_CART_QUOTE_MESSAGE);
  const servicePrices = await readServicePrices(tx);
  const lines: { row: CartRow; lineTotalCents: number; serviceLabels: string[] }[] = [];
  for (const row of rows) {
    const { priced, services, unavailable } = await repriceCartLine(tx, row, servicePrices);
    if (unavailable) throw refuse.invalid(unavailable.message);
    lines.push({
      row,
      lineTotalCents: priced.unitPriceCents * row.line.quantity + servicesTotalCents(services),
      serviceLabels: services.map((service) => service.label),
    });
  }
  return lines;
}

/** A cart line as the offer editor's configured position: the configurator's own request. */
function offerLineOf({ line }: CartRow) {
  const { kind, request } = storedLineRequest(line.kind, line.productId, line.configuration, line.quantity);
  return {
    type: "product" as const,
    request: kind === "door" ? { ...request, kind } : { ...request },
    roomLabel: line.roomLabel,
    sizesFinal: false,
    lineServices: [...line.services],
    quantity: line.quantity,
    discount: null,
  };
}

/**
 * Sends the signed-in customer's cart as one quote request. An empty cart,
 * or one with a line that cannot be ordered, is refused and nothing is saved.
 */
export async function requestQuoteForCart(
  db: Database,
  userId: number,
  form: CartQuoteForm,
  now = new Date(),
): Promise<CartQuoteRequestResult> {
  return db.transaction(async (tx) => {
    await lockCartOwner(tx, userId);
    const lines = await pricedCart(tx, userId);
    const contact = await accountContact(tx, userId);
    const site = {
      street: form.siteStreet,
      postalCode: form.sitePostalCode,
      city: form.siteCity,
      province: form.siteProvince,
      floor: form.siteFloor || null,
      lift: form.siteLift,
    };
    const jobId = await openJob(tx, {
      userId,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      site,
    });
    // The days the customer proposed for the survey, where staff read them when booking it
    // (docs/product/production.md#appointments).
    if (form.preferredDays)
      await tx
        .update(schema.jobs)
        .set({ surveyPreferredDays: form.preferredDays })
        .where(eq(schema.jobs.id, jobId));
    const [lead] = await tx
      .insert(schema.contactMessages)
      .values({
        jobId,
        source: "carrello",
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email ?? "",
        phone: contact.phone,
        message: cartQuoteMessage(form),
        userId,
      })
      .returning({ id: schema.contactMessages.id });
    if (!lead) throw new Error("lead insert returned no row");
    // The customer's own request opens the draft: the office prices nothing by hand.
    const actor = { id: userId };
    const offer = await createOffer(tx, actor, { jobId, contactMessageId: lead.id }, now);
    for (const { row } of lines) await addOfferLine(tx, actor, offer.id, null, offerLineOf(row));
    const [job] = await tx
      .select({ number: schema.jobs.number })
      .from(schema.jobs)
      .where(eq(schema.jobs.id, jobId));
    const jobNumber = job?.number ?? "";
    await queueCartQuoteMails(tx, {
      leadId: lead.id,
      jobNumber,
      offerNumber: offer.number,
      contact,
      form,
      lines,
    });
    return { jobNumber, leadId: lead.id, offerNumber: offer.number };
  });
}

async function queueCartQuoteMails(
  tx: Transaction,
  facts: {
    leadId: number;
    jobNumber: string;
    offerNumber: string;
    contact: Awaited<ReturnType<typeof accountContact>>;
    form: CartQuoteForm;
    lines: Awaited<ReturnType<typeof pricedCart>>;
  },
) {
  const { leadId, jobNumber, offerNumber, contact, form, lines } = facts;
  // Fixed words only: the account's address may be one nobody confirmed (docs/product/mail.md#unconfirmed-addresses).
  if (contact.email) await enqueueMail(tx, "cart-quote-received", { to: contact.email }, { leadId });
  await enqueueMail(tx, "cart-quote-shop", "shop", {
    leadId,
    jobNumber,
    offerNumber,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    site: `${form.siteStreet}, ${form.sitePostalCode} ${form.siteCity} (${form.siteProvince})`,
    floor: form.siteFloor,
    lift: form.siteLift,
    message: cartQuoteMessage(form),
    lines: lines.map(({ row, lineTotalCents, serviceLabels }) => ({
      productName: row.product.name,
      roomLabel: row.line.roomLabel,
      quantity: row.line.quantity,
      services: serviceLabels,
      lineTotalCents,
    })),
  });
}

/** The customer's whole-cart requests, newest first, for their quote page; scoped by the account. */
export async function listCartQuoteRequests(db: Database, userId: number): Promise<CartQuoteSummary[]> {
  const rows = await db
    .select({
      id: schema.contactMessages.id,
      createdAt: schema.contactMessages.createdAt,
      status: schema.contactMessages.status,
    })
    .from(schema.contactMessages)
    .where(and(eq(schema.contactMessages.userId, userId), eq(schema.contactMessages.source, "carrello")))
    .orderBy(desc(schema.contactMessages.createdAt), desc(schema.contactMessages.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
