import type { RecordMail } from "../mail/mail-status.ts";
import type { InternalNoteEntry } from "../staff/internal-note.ts";
import type { QuoteConfigurationView, QuoteOfferView } from "./quote-view.ts";
import type { RequestKind, RequestStatus } from "./request-status.ts";

// A request's page in the back office (docs/product/back-office.md#quote-requests-and-leads).

/** The price the same configuration gets today, or why it no longer gets one. */
export type CurrentPrice = { available: true; cents: number } | { available: false; reason: string };

export interface RequestHistoryEntry {
  id: number;
  from: RequestStatus;
  to: RequestStatus;
  by: string;
  at: string;
  note: string;
}

export type RequestNoteEntry = InternalNoteEntry;

export interface RequestDetail {
  kind: RequestKind;
  id: number;
  /** A quote's number ("P-2026-000123"); null for a lead. */
  number: string | null;
  /** The job it belongs to ("C-2026-000012"). */
  jobNumber: string;
  createdAt: string;
  status: RequestStatus;
  /** The optimistic lock every change form sends back. */
  version: number;
  contact: { name: string; email: string; phone: string | null };
  /** The customer account it came from, when they were signed in. */
  userId: number | null;
  /** The customer's own words: a quote request's notes, a lead's message. */
  message: string;
  /** A quote request's product; a lead's form and product interest. */
  subject: string;
  assignee: { id: number; username: string } | null;
  quote: {
    configuration: QuoteConfigurationView;
    currentPrice: CurrentPrice;
    offer: (QuoteOfferView & { by: string }) | null;
  } | null;
  history: RequestHistoryEntry[];
  notes: RequestNoteEntry[];
  /** The e-mails sent about it, oldest first. */
  mails: RecordMail[];
}

/** A staff member a request can be assigned to. */
export interface AssignableStaff {
  id: number;
  username: string;
  name: string;
}
