import { and, eq, inArray, notExists, or } from "drizzle-orm";
import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import * as schema from "#db/schema.ts";
import { nextDocumentNumber } from "../documents/document-numbers.server.ts";
import type { Database } from "../platform/db.server.ts";

// Opening a job (docs/product/jobs.md): every quote request, lead and order is
// made inside one, in the transaction that makes it, so none is ever without.
// A renewal stays in its quote's job and an accepted quote's order in the
// quote's; anything else starts a job of its own.

/** Who the job is for, as the row that opens it knows them. */
export interface JobCustomer {
  /** The signed-in customer's account (from the session), null for a guest. */
  userId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  /** Where the work is, when the opening row says (an order's shipping address). */
  site?: {
    street: string;
    postalCode: string;
    city: string;
    province: string | null;
    /** What a whole-cart request says of the building (docs/product/jobs.md#what-a-job-holds). */
    floor?: string | null;
    lift?: boolean | null;
  };
}

/** A new job with its number, for the row about to be made; answers its id. */
export async function openJob(tx: Database, customer: JobCustomer): Promise<number> {
  const number = await nextDocumentNumber(tx, documentPrefixes.job);
  const [row] = await tx
    .insert(schema.jobs)
    .values({
      number,
      userId: customer.userId,
      customerName: customer.name,
      customerEmail: customer.email || null,
      customerPhone: customer.phone || null,
      siteStreet: customer.site?.street ?? null,
      sitePostalCode: customer.site?.postalCode ?? null,
      siteCity: customer.site?.city ?? null,
      siteProvince: customer.site?.province ?? null,
      siteFloor: customer.site?.floor ?? null,
      siteLift: customer.site?.lift ?? null,
    })
    .returning({ id: schema.jobs.id });
  if (!row) throw new Error("job insert returned no row");
  return row.id;
}

/** The job a quote request belongs to (its renewal joins the same one). */
export async function jobOfQuote(tx: Database, quoteId: number): Promise<number | null> {
  const [row] = await tx
    .select({ jobId: schema.quoteRequests.jobId })
    .from(schema.quoteRequests)
    .where(eq(schema.quoteRequests.id, quoteId));
  return row?.jobId ?? null;
}

/**
 * The job of an order placed from the cart: an accepted quote's, when the cart
 * holds one (the first), else a new one at the shipping address.
 */
export async function jobForOrder(
  tx: Database,
  lines: readonly { line: { quoteRequestId: number | null } }[],
  userId: number,
  shipping: {
    name: string;
    email: string;
    phone: string;
    street: string;
    postalCode: string;
    city: string;
    province?: string | null;
  },
): Promise<number> {
  const quoteId = lines.find(({ line }) => line.quoteRequestId !== null)?.line.quoteRequestId ?? null;
  const { name, email, phone, street, postalCode, city } = shipping;
  const site = { street, postalCode, city, province: shipping.province ?? null };
  const customer: JobCustomer = { userId, name, email, phone, site };
  return (quoteId === null ? null : await jobOfQuote(tx, quoteId)) ?? (await openJob(tx, customer));
}

/**
 * An anonymised customer's jobs: the account's own and those of the requests
 * anonymised with it lose the customer's details and the site, unless they
 * hold an order, which stays as it is for the tax records like the order.
 */
export async function anonymiseJobs(
  tx: Database,
  userId: number,
  jobIds: readonly number[],
  placeholder: { name: string; email: string },
): Promise<void> {
  const { jobs, orders } = schema;
  const mine =
    jobIds.length > 0 ? or(eq(jobs.userId, userId), inArray(jobs.id, [...jobIds])) : eq(jobs.userId, userId);
  await tx
    .update(jobs)
    .set({
      customerName: placeholder.name,
      customerEmail: placeholder.email,
      customerPhone: null,
      siteStreet: null,
      sitePostalCode: null,
      siteCity: null,
      siteProvince: null,
      siteFloor: null,
      siteLift: null,
      siteAccessNotes: "",
    })
    .where(and(mine, notExists(tx.select({ id: orders.id }).from(orders).where(eq(orders.jobId, jobs.id)))));
}

/** A job's number, for the pages that link to it. */
export async function jobNumberOf(db: Database, jobId: number): Promise<string> {
  const [row] = await db
    .select({ number: schema.jobs.number })
    .from(schema.jobs)
    .where(eq(schema.jobs.id, jobId));
  if (!row) throw new Error(`job ${jobId} is missing`);
  return row.number;
}
