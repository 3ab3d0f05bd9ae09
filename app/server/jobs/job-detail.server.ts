import { asc, eq, inArray, or, sql } from "drizzle-orm";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { JobDetail, JobEvent, JobRequestItem } from "#app/domain/jobs/job-view.ts";
import { orderStatusLabels } from "#app/domain/orders/order-status.ts";
import { refuse } from "#app/domain/refusal.ts";
import { requestPath } from "#app/domain/requests/request-inbox.ts";
import { leadSourceLabels, requestStatusLabels, requestTitle } from "#app/domain/requests/request-status.ts";
import * as schema from "#db/schema.ts";
import { mailsAbout } from "../mail/staff-mail.server.ts";
import { jobOffers } from "../offers/job-offers.server.ts";
import { listOrderNotes } from "../orders/order-notes.server.ts";
import type { Database } from "../platform/db.server.ts";

// One job's page in the back office (docs/product/jobs.md#the-job-page): the
// customer, the site, its requests and orders with their documents, and a
// timeline of everything that happened to them, oldest first.

const { jobs, quoteRequests, contactMessages, orders, products, users } = schema;

export const JOB_NOT_FOUND = "Commessa non trovata";

type Rows = Awaited<ReturnType<typeof readJobRows>>;

async function readJobRows(db: Database, jobId: number) {
  const [quotes, leads, jobOrders] = await Promise.all([
    db
      .select({ quote: quoteRequests, productName: products.name })
      .from(quoteRequests)
      .innerJoin(products, eq(products.id, quoteRequests.productId))
      .where(eq(quoteRequests.jobId, jobId))
      .orderBy(asc(quoteRequests.createdAt), asc(quoteRequests.id)),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.jobId, jobId))
      .orderBy(asc(contactMessages.createdAt)),
    db.select().from(orders).where(eq(orders.jobId, jobId)).orderBy(asc(orders.createdAt), asc(orders.id)),
  ]);
  const quoteIds = quotes.map(({ quote }) => quote.id);
  const leadIds = leads.map((lead) => lead.id);
  const orderIds = jobOrders.map((order) => order.id);
  // Of this job's requests: a quote's rows or a lead's.
  const ofRequests = (table: typeof schema.requestStatusHistory | typeof schema.requestNotes) =>
    or(
      quoteIds.length > 0 ? inArray(table.quoteRequestId, quoteIds) : sql`false`,
      leadIds.length > 0 ? inArray(table.contactMessageId, leadIds) : sql`false`,
    );
  const [requestHistory, notes, orderHistory, orderNotes] = await Promise.all([
    db
      .select({ row: schema.requestStatusHistory, by: users.username })
      .from(schema.requestStatusHistory)
      .innerJoin(users, eq(users.id, schema.requestStatusHistory.changedBy))
      .where(ofRequests(schema.requestStatusHistory)),
    db
      .select({ row: schema.requestNotes, by: users.username })
      .from(schema.requestNotes)
      .innerJoin(users, eq(users.id, schema.requestNotes.authorId))
      .where(ofRequests(schema.requestNotes)),
    orderIds.length === 0
      ? []
      : db
          .select({ row: schema.orderStatusHistory, by: users.username })
          .from(schema.orderStatusHistory)
          .innerJoin(users, eq(users.id, schema.orderStatusHistory.changedBy))
          .where(inArray(schema.orderStatusHistory.orderId, orderIds)),
    listOrderNotes(db, orderIds),
  ]);
  return { quotes, leads, jobOrders, requestHistory, notes, orderHistory, orderNotes };
}

function requestItems({ quotes, leads }: Rows): JobRequestItem[] {
  const quoteItems = quotes.map(
    ({ quote, productName }): JobRequestItem => ({
      kind: "preventivo",
      id: quote.id,
      number: quote.number,
      label: requestTitle({ kind: "preventivo", id: quote.id, number: quote.number }),
      subject: productName,
      status: quote.status,
      createdAt: quote.createdAt.toISOString(),
      href: requestPath("preventivo", quote.id),
      pdfHref: `/preventivi/${quote.id}/pdf`,
    }),
  );
  const leadItems = leads.map(
    (lead): JobRequestItem => ({
      kind: "contatto",
      id: lead.id,
      number: null,
      label: requestTitle({ kind: "contatto", id: lead.id, number: null }),
      subject: leadSourceLabels[lead.source],
      status: lead.status,
      createdAt: lead.createdAt.toISOString(),
      href: requestPath("contatto", lead.id),
      pdfHref: null,
    }),
  );
  return [...quoteItems, ...leadItems].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Everything that happened, oldest first: made, offered, moved, noted. */
function timelineOf(rows: Rows, requests: readonly JobRequestItem[]): JobEvent[] {
  const events: JobEvent[] = [];
  const itemOf = new Map(requests.map((item) => [`${item.kind}:${item.id}`, item]));
  for (const item of requests)
    events.push({ at: item.createdAt, text: `${item.label}: richiesta ricevuta`, href: item.href });
  for (const { quote } of rows.quotes)
    if (quote.offeredAt && quote.offeredPriceCents !== null)
      events.push({
        at: quote.offeredAt.toISOString(),
        text: `Offerta inviata per il preventivo ${quote.number}: ${formatEuroCents(quote.offeredPriceCents)}`,
        href: requestPath("preventivo", quote.id),
      });
  const requestOf = (row: { quoteRequestId: number | null; contactMessageId: number | null }) =>
    row.quoteRequestId !== null
      ? itemOf.get(`preventivo:${row.quoteRequestId}`)
      : itemOf.get(`contatto:${row.contactMessageId}`);
  for (const { row, by } of rows.requestHistory) {
    const item = requestOf(row);
    const change = `da «${requestStatusLabels[row.fromStatus]}» a «${requestStatusLabels[row.toStatus]}»`;
    events.push({
      at: row.changedAt.toISOString(),
      text: `${item?.label ?? "Richiesta"}: ${change} (${by})`,
      href: item?.href ?? null,
    });
  }
  for (const { row, by } of rows.notes) {
    const item = requestOf(row);
    events.push({
      at: row.createdAt.toISOString(),
      text: `Nota interna di ${by} su ${item?.label ?? "una richiesta"}: ${row.body}`,
      href: item?.href ?? null,
    });
  }
  for (const order of rows.jobOrders)
    events.push({
      at: order.createdAt.toISOString(),
      text: `Ordine ${order.number} effettuato: ${formatEuroCents(order.totalCents)}`,
      href: `/gestione/ordini/${order.id}`,
    });
  const numberOf = new Map(rows.jobOrders.map((order) => [order.id, order.number]));
  for (const { row, by } of rows.orderHistory)
    events.push({
      at: row.changedAt.toISOString(),
      text: `Ordine ${numberOf.get(row.orderId)}: da «${orderStatusLabels[row.fromStatus]}» a «${orderStatusLabels[row.toStatus]}» (${by})${row.note ? `: ${row.note}` : ""}`,
      href: `/gestione/ordini/${row.orderId}`,
    });
  for (const note of rows.orderNotes)
    events.push({
      at: note.at,
      text: `Nota interna di ${note.author} su Ordine ${numberOf.get(note.orderId)}: ${note.body}`,
      href: `/gestione/ordini/${note.orderId}`,
    });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** A job by its number, for staff; an unknown number is not found. */
export async function getJobDetail(db: Database, number: string): Promise<JobDetail> {
  const [job] = await db.select().from(jobs).where(eq(jobs.number, number));
  if (!job) throw refuse.notFound(JOB_NOT_FOUND);
  const rows = await readJobRows(db, job.id);
  const mails = await mailsAbout(db, {
    quoteIds: rows.quotes.map(({ quote }) => quote.id),
    orderIds: rows.jobOrders.map((order) => order.id),
    leadIds: rows.leads.map((lead) => lead.id),
  });
  const [account] =
    job.userId === null
      ? []
      : await db.select({ role: users.role }).from(users).where(eq(users.id, job.userId));
  const requests = requestItems(rows);
  const offers = await jobOffers(db, job.id);
  return {
    number: job.number,
    version: job.version,
    createdAt: job.createdAt.toISOString(),
    customer: {
      name: job.customerName,
      email: job.customerEmail,
      phone: job.customerPhone,
      accountHref: account?.role === "customer" ? `/gestione/clienti/${job.userId}` : null,
    },
    site: {
      street: job.siteStreet,
      postalCode: job.sitePostalCode,
      city: job.siteCity,
      province: job.siteProvince,
      floor: job.siteFloor,
      lift: job.siteLift,
      accessNotes: job.siteAccessNotes,
    },
    requests,
    orders: rows.jobOrders.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      totalCents: order.totalCents,
      createdAt: order.createdAt.toISOString(),
      href: `/gestione/ordini/${order.id}`,
      pdfHref: `/orders/${order.id}/pdf`,
    })),
    offers: offers.offers,
    timeline: [...timelineOf(rows, requests), ...offers.events].sort((a, b) => a.at.localeCompare(b.at)),
    mails,
  };
}
