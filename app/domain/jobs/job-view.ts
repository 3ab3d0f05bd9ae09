import { z } from "zod";
import type { RecordMail } from "../mail/mail-status.ts";
import type { OrderStatus } from "../orders/order-status.ts";
import type { RequestKind, RequestStatus } from "../requests/request-status.ts";
import { filterTextSchema, parseListFilter } from "../staff/list-filters.ts";
import { PAGE_PARAM, pageNumberSchema } from "../staff/pagination.ts";

// The back office's jobs (docs/product/jobs.md): the list's filter, which lives
// in the URL like every list's, and what the list and a job's page show.

export const STAFF_JOBS_PATH = "/gestione/commesse";
export const JOB_PAGE_SIZE = 25;

/** A job's page: its number is in the URL, as staff read it on the phone. */
export function staffJobPath(number: string): string {
  return `${STAFF_JOBS_PATH}/${encodeURIComponent(number)}`;
}

const jobQuerySchema = z.object({ cerca: filterTextSchema, [PAGE_PARAM]: pageNumberSchema });

export interface JobFilter {
  search?: string;
  page: number;
}

export function parseJobFilter(searchParams: URLSearchParams): JobFilter {
  return parseListFilter(jobQuerySchema, { search: "cerca", page: PAGE_PARAM }, searchParams);
}

/** "C-2026-000123", "p-2026-12", "A-2026-000045": a job's, a quote's or an order's number as typed. */
export function documentNumberSearch(search: string): { prefix: "C" | "P" | "A"; number: string } | null {
  const match = /^([cpa])-(\d{4})-(\d{1,6})$/i.exec(search.trim());
  if (!match) return null;
  const prefix = match[1]!.toUpperCase() as "C" | "P" | "A";
  return { prefix, number: `${prefix}-${match[2]}-${match[3]!.padStart(6, "0")}` };
}

/** The digits of a phone number, without the Italian prefix: what a phone search compares. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("0039")
    ? digits.slice(4)
    : digits.startsWith("39") && digits.length > 10
      ? digits.slice(2)
      : digits;
}

export interface JobSummary {
  id: number;
  number: string;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  city: string | null;
  createdAt: string;
  quoteCount: number;
  leadCount: number;
  orderCount: number;
}

export interface JobSite {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  province: string | null;
  floor: string | null;
  lift: boolean | null;
  accessNotes: string;
}

export interface JobRequestItem {
  kind: RequestKind;
  id: number;
  /** The quote's number; a lead has none. */
  number: string | null;
  /** "Preventivo P-2026-000123", "Contatto n. 12". */
  label: string;
  /** The product asked about, or the form a lead came from. */
  subject: string;
  status: RequestStatus;
  createdAt: string;
  href: string;
  pdfHref: string | null;
}

export interface JobOrderItem {
  id: number;
  number: string;
  status: OrderStatus;
  totalCents: number;
  createdAt: string;
  href: string;
  pdfHref: string;
}

export interface JobOfferItem {
  id: number;
  number: string;
  status: import("../offers/offer-status.ts").OfferStatus;
  /** The latest version's total, or the draft's lines never sent. */
  totalCents: number | null;
  versions: number;
  createdAt: string;
  href: string;
}

/** One thing that happened in the job, oldest first. */
export interface JobEvent {
  at: string;
  text: string;
  href: string | null;
}

export interface JobDetail {
  number: string;
  /** The optimistic lock the edit form sends back. */
  version: number;
  createdAt: string;
  customer: {
    name: string;
    email: string | null;
    phone: string | null;
    /** The account's page in the back office; null for a guest or a phone customer. */
    accountHref: string | null;
  };
  site: JobSite;
  requests: JobRequestItem[];
  orders: JobOrderItem[];
  offers: JobOfferItem[];
  timeline: JobEvent[];
  /** The e-mails sent about its requests and orders, oldest first. */
  mails: RecordMail[];
}
