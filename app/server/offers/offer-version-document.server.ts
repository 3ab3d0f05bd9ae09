import { and, eq } from "drizzle-orm";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { describedSummary } from "#app/domain/configurator/line-kinds/summary.ts";
import type {
  OfferVersionTerms,
  PrintedDiscount,
  SalesDocument,
  SalesDocumentLine,
} from "#app/domain/documents/sales-document.ts";
import type { OfferVersionDocument, VersionLine } from "#app/domain/offers/offer-document.ts";
import { type Discount, discountText } from "#app/domain/offers/offer-totals.ts";
import { refuse } from "#app/domain/refusal.ts";
import { isStaffRole } from "#app/domain/staff/staff-roles.ts";
import * as schema from "#db/schema.ts";
import type { PdfSource } from "../documents/document-pdfs.server.ts";
import type { Database } from "../platform/db.server.ts";
import { offerVatPreview } from "../vat/order-vat.server.ts";

// A sent version of an offer as the shop's PDF document
// (docs/product/documents.md#offer-versions): read from the frozen version, never
// from the draft or today's catalogue, so it prints what the customer was sent.
// Staff may have any; a customer only a version of their own offer; for anyone
// else it reads as missing.

type Viewer = Pick<PublicUser, "id" | "role">;

const NOT_FOUND = "Offerta non trovata";

function printedDiscount(discount: Discount | null, cents: number): PrintedDiscount | null {
  return discount && cents > 0 ? { text: discountText(discount), cents } : null;
}

function documentLine(line: VersionLine): SalesDocumentLine {
  const shared = {
    productName: line.title,
    roomLabel: line.roomLabel,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    lineTotalCents: line.netCents,
    discount: printedDiscount(line.discount, line.discountCents),
  };
  if (line.type === "product") {
    return {
      ...shared,
      summary: describedSummary(line.summary),
      drawing: line.drawing,
      services: line.services.map(({ label, detail, quantity, totalCents }) => ({
        label,
        detail: quantity > 1 ? `${detail}, × ${quantity}` : detail,
        totalCents,
      })),
    };
  }
  const summary =
    line.type === "service" && line.description ? [{ label: "Descrizione", value: line.description }] : [];
  return { ...shared, summary, drawing: null, services: [] };
}

/** The version's frozen content as a sales document of kind "offer". */
export function offerVersionAsSalesDocument(
  version: { number: string; jobNumber: string; versionNumber: number; sentAt: Date },
  document: OfferVersionDocument,
  reducedVat: OfferVersionTerms["reducedVat"] = null,
): SalesDocument {
  return {
    kind: "offer",
    number: version.number,
    title: `Offerta ${version.number} · versione ${version.versionNumber}`,
    issuedAt: version.sentAt.toISOString(),
    validUntil: document.validUntil,
    customer: document.customer,
    lines: document.lines.map(documentLine),
    offer: null,
    totalCents: document.totalCents,
    details: [{ label: "Commessa", value: version.jobNumber }],
    // The note of an offer is the office's, for the customer: printed as the shop's words (offerTerms).
    customerNotes: null,
    delivery: null,
    offerTerms: {
      versionNumber: version.versionNumber,
      subtotalCents: document.subtotalCents,
      discount: printedDiscount(document.discount, document.discountCents),
      paymentTerms: document.paymentTerms,
      note: document.customerNote,
      reducedVat,
    },
  };
}

/**
 * One sent version of an offer, by the offer's number and the version's, as
 * the PDF's source: its id is the version's row, which keys the issued file.
 */
export async function offerVersionSalesDocument(
  db: Database,
  viewer: Viewer,
  offerNumber: string,
  /** null when the URL's version is no number: it reads as missing too. */
  versionNumber: number | null,
): Promise<PdfSource> {
  if (versionNumber === null) throw refuse.notFound(NOT_FOUND);
  const ownerOnly = isStaffRole(viewer.role) ? undefined : eq(schema.offers.userId, viewer.id);
  const [found] = await db
    .select({
      number: schema.offers.number,
      jobNumber: schema.jobs.number,
      versionId: schema.offerVersions.id,
      sentAt: schema.offerVersions.sentAt,
      document: schema.offerVersions.document,
      revisedDeclared: schema.orders.residentialDeclared,
      revisedWorkKind: schema.orders.workKind,
      revisesOrderId: schema.offers.revisesOrderId,
    })
    .from(schema.offers)
    .leftJoin(schema.orders, eq(schema.offers.revisesOrderId, schema.orders.id))
    .innerJoin(schema.jobs, eq(schema.offers.jobId, schema.jobs.id))
    .innerJoin(schema.offerVersions, eq(schema.offerVersions.offerId, schema.offers.id))
    .where(
      and(
        eq(schema.offers.number, offerNumber),
        eq(schema.offerVersions.versionNumber, versionNumber),
        ownerOnly,
      ),
    );
  if (!found) throw refuse.notFound(NOT_FOUND);
  // A revision follows its order's declaration; an ordinary offer says what one would make of it.
  const revised =
    found.revisesOrderId !== null
      ? { residentialDeclared: found.revisedDeclared, workKind: found.revisedWorkKind }
      : null;
  const preview = await offerVatPreview(db, found.document, revised);
  return {
    kind: "offer",
    id: found.versionId,
    document: offerVersionAsSalesDocument(
      { ...found, versionNumber },
      found.document,
      preview && { ...preview, declared: revised?.residentialDeclared != null },
    ),
  };
}
