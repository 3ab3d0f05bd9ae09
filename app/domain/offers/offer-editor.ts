import type { LineServiceCode } from "../configurator/line-services.ts";
import type { RecordMail } from "../mail/mail-status.ts";
import type { OfferVersionDocument, VersionLine } from "./offer-document.ts";
import type { OfferServiceCode } from "./offer-services.ts";
import type { OfferDecision, OfferStatus } from "./offer-status.ts";

// What the office's offer editor shows (docs/product/offers.md#writing-an-offer):
// the draft priced by the server, each line with the id its forms post back.

export type EditorLine = VersionLine & {
  id: number;
  /** The services a position's family can take (none for other lines). */
  offeredServices: LineServiceCode[];
};

export interface EditorVersion {
  /** The version's row id. */
  id: number;
  versionNumber: number;
  sentAt: string;
  sentBy: string;
  totalCents: number;
  decision: OfferDecision | null;
  decidedAt: string | null;
  decisionNote: string;
  pdfHref: string;
}

export interface StaffOfferView {
  id: number;
  number: string;
  status: OfferStatus;
  /** The optimistic lock every form sends back. */
  version: number;
  editable: boolean;
  validUntil: string;
  customerNote: string;
  officeNote: string;
  paymentTerms: string;
  /** The preset of terms chosen for this offer, "" for the default of its kind of sale. */
  paymentPreset: string;
  job: { number: string; href: string; customerName: string; email: string | null; phone: string | null };
  /** The customer's own page of the offer, when they have an account. */
  customerHref: string | null;
  lines: EditorLine[];
  totals: Pick<
    OfferVersionDocument,
    "subtotalCents" | "discount" | "discountCents" | "totalCents" | "vatCents"
  >;
  versions: EditorVersion[];
  servicePrices: Record<OfferServiceCode, number>;
  /** Why «Invia» would be refused now, or null. */
  sendingRefusal: string | null;
  /** The order an accepted version became. */
  order: { number: string; href: string } | null;
  /** The e-mails sent about it, oldest first. */
  mails: RecordMail[];
}

/** The editor's forms, one intent each. */
export type OfferEditorIntent =
  | "add-service"
  | "add-free"
  | "line"
  | "copy"
  | "up"
  | "down"
  | "remove"
  | "measure"
  | "terms"
  | "send";

/** What the editor's action answers a script; a plain post is redirected with a toast. */
export type OfferEditorResult =
  | { ok: true; intent: OfferEditorIntent; message: string }
  | import("../web/page-actions.ts").IntentRefusal<OfferEditorIntent>;
