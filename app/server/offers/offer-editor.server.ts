import { and, asc, eq } from "drizzle-orm";
import { measuredLineRequest, storedLineRequest } from "#app/domain/configurator/line-kinds/registry.ts";
import { shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import { staffJobPath } from "#app/domain/jobs/job-view.ts";
import type { EditorVersion, StaffOfferView } from "#app/domain/offers/offer-editor.ts";
import type { OfferLineInput } from "#app/domain/offers/offer-input.ts";
import { customerOfferPath, offerVersionPdfPath, staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import { isOfferEditable } from "#app/domain/offers/offer-status.ts";
import { presetKeyOf } from "#app/domain/payments/payment-term-presets.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { offeredServices } from "../configurator/line-services.server.ts";
import { mailsAbout } from "../mail/staff-mail.server.ts";
import type { Database } from "../platform/db.server.ts";
import { OFFER_NOT_FOUND, replaceOfferLine } from "./offer-drafts.server.ts";
import { readOfferServicePrices } from "./offer-line-pricing.server.ts";
import { draftDocument, sendingRefusal } from "./offer-versions.server.ts";

// The office's editor of one offer (docs/product/offers.md#writing-an-offer):
// what its page shows, and the line edits its forms make, through the same
// draft functions every other caller uses.

type Actor = { id: number };

/** The offer's id by its number, for any staff member; a missing one is not found. */
export async function offerIdByNumber(db: Database, number: string): Promise<number> {
  const [row] = await db
    .select({ id: schema.offers.id })
    .from(schema.offers)
    .where(eq(schema.offers.number, number));
  if (!row) throw refuse.notFound(OFFER_NOT_FOUND);
  return row.id;
}

async function versionsOf(db: Database, offerId: number, number: string): Promise<EditorVersion[]> {
  const rows = await db
    .select({ version: schema.offerVersions, sentBy: schema.users.username })
    .from(schema.offerVersions)
    .innerJoin(schema.users, eq(schema.users.id, schema.offerVersions.sentBy))
    .where(eq(schema.offerVersions.offerId, offerId))
    .orderBy(asc(schema.offerVersions.versionNumber));
  return rows.map(({ version, sentBy }) => ({
    id: version.id,
    versionNumber: version.versionNumber,
    sentAt: version.sentAt.toISOString(),
    sentBy,
    totalCents: version.totalCents,
    decision: version.decision,
    decidedAt: version.decidedAt?.toISOString() ?? null,
    decisionNote: version.decisionNote,
    pdfHref: offerVersionPdfPath(number, version.versionNumber, "staff"),
  }));
}

async function orderOf(db: Database, offerId: number) {
  // The order an accepted version made; once a revision replaced that version, the revision's history names it.
  const [row] = await db
    .select({ id: schema.orders.id, number: schema.orders.number })
    .from(schema.orders)
    .innerJoin(schema.offerVersions, eq(schema.offerVersions.id, schema.orders.offerVersionId))
    .where(eq(schema.offerVersions.offerId, offerId));
  const found =
    row ??
    (
      await db
        .select({ id: schema.orders.id, number: schema.orders.number })
        .from(schema.orderRevisions)
        .innerJoin(schema.orders, eq(schema.orders.id, schema.orderRevisions.orderId))
        .innerJoin(
          schema.offerVersions,
          eq(schema.offerVersions.id, schema.orderRevisions.previousOfferVersionId),
        )
        .where(eq(schema.offerVersions.offerId, offerId))
        .limit(1)
    )[0];
  return found ? { number: found.number, href: `/gestione/ordini/${found.id}` } : null;
}

async function productCategories(db: Database, offerId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectDistinct({ id: schema.products.id, slug: schema.categories.slug })
    .from(schema.offerLines)
    .innerJoin(schema.products, eq(schema.products.id, schema.offerLines.productId))
    .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
    .where(eq(schema.offerLines.offerId, offerId));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/** One offer as its editor shows it: the draft priced now, its versions and its job. */
export async function getStaffOffer(db: Database, number: string, now = new Date()): Promise<StaffOfferView> {
  const [found] = await db
    .select({ offer: schema.offers, job: schema.jobs })
    .from(schema.offers)
    .innerJoin(schema.jobs, eq(schema.jobs.id, schema.offers.jobId))
    .where(eq(schema.offers.number, number));
  if (!found) throw refuse.notFound(OFFER_NOT_FOUND);
  const { offer, job } = found;
  const [document, lineIds, versions, servicePrices, order, categories, mails] = await Promise.all([
    draftDocument(db, offer, job),
    db
      .select({ id: schema.offerLines.id })
      .from(schema.offerLines)
      .where(eq(schema.offerLines.offerId, offer.id))
      .orderBy(asc(schema.offerLines.position), asc(schema.offerLines.id)),
    versionsOf(db, offer.id, offer.number),
    readOfferServicePrices(db),
    orderOf(db, offer.id),
    productCategories(db, offer.id),
    mailsAbout(db, { quoteIds: [], orderIds: [], leadIds: [], offerIds: [offer.id] }),
  ]);
  return {
    id: offer.id,
    number: offer.number,
    status: offer.status,
    version: offer.version,
    editable: isOfferEditable(offer.status),
    validUntil: offer.validUntil,
    customerNote: offer.customerNote,
    officeNote: offer.officeNote,
    paymentTerms: offer.paymentTerms,
    paymentPreset: presetKeyOf(offer.paymentSchedule),
    job: {
      number: job.number,
      href: staffJobPath(job.number),
      customerName: job.customerName,
      email: job.customerEmail,
      phone: job.customerPhone,
    },
    customerHref: offer.userId === null ? null : customerOfferPath(offer.number),
    lines: document.lines.map((line, index) => ({
      ...line,
      id: lineIds[index]?.id ?? 0,
      offeredServices:
        line.type === "product"
          ? offeredServices({ category: { slug: categories.get(line.productId) ?? "" } })
          : [],
    })),
    totals: {
      subtotalCents: document.subtotalCents,
      discount: document.discount,
      discountCents: document.discountCents,
      totalCents: document.totalCents,
      vatCents: document.vatCents,
    },
    versions,
    servicePrices,
    sendingRefusal: sendingRefusal(document, shopCalendarDay(now)),
    order,
    mails,
  };
}

/** What a line's own form changes; a position keeps its configuration, a service its code. */
export type LineFacts = Pick<OfferLineInput, "quantity" | "discount"> & {
  roomLabel?: string;
  sizesFinal?: boolean;
  lineServices?: OfferLineInput extends infer L ? (L extends { lineServices: infer S } ? S : never) : never;
  description?: string;
  unitPriceCents?: number;
};

/** Saves a line's quantity, room, sizes, services, text or discount, priced again by the server. */
export async function editOfferLine(
  db: Database,
  actor: Actor,
  offerId: number,
  lineId: number,
  expectedVersion: number,
  facts: LineFacts,
): Promise<void> {
  const [line] = await db
    .select()
    .from(schema.offerLines)
    .where(and(eq(schema.offerLines.id, lineId), eq(schema.offerLines.offerId, offerId)));
  if (!line) throw refuse.notFound("Riga non trovata");
  const common = { quantity: facts.quantity, discount: facts.discount };
  let input: OfferLineInput;
  if (line.type === "product" && line.kind && line.productId !== null) {
    const { kind, request } = storedLineRequest(
      line.kind,
      line.productId,
      line.configuration,
      facts.quantity,
    );
    input = {
      ...common,
      type: "product",
      request: kind === "door" ? { ...request, kind } : { ...request },
      roomLabel: facts.roomLabel ?? line.roomLabel,
      sizesFinal: facts.sizesFinal ?? line.sizesFinal,
      lineServices: facts.lineServices ?? line.lineServices,
    };
  } else if (line.type === "service" && line.serviceCode) {
    input = {
      ...common,
      type: "service",
      serviceCode: line.serviceCode,
      description: facts.description ?? line.description,
    };
  } else {
    input = {
      ...common,
      type: "free",
      description: facts.description ?? line.description,
      unitPrice: "",
      unitPriceCents: facts.unitPriceCents ?? line.unitPriceCents,
    };
  }
  await replaceOfferLine(db, actor, offerId, lineId, expectedVersion, input);
}

/** The offer a staff member's configurator adds to (the product page's `?offerta=`), or null when it cannot. */
export async function offerDestinationFor(
  db: Database,
  number: string | null,
): Promise<{ number: string; href: string } | null> {
  if (!number) return null;
  const [row] = await db
    .select({ number: schema.offers.number, status: schema.offers.status })
    .from(schema.offers)
    .where(eq(schema.offers.number, number));
  return row && isOfferEditable(row.status) ? { number: row.number, href: staffOfferPath(row.number) } : null;
}

/**
 * «Misure definitive»: a position configured again at the sizes measured on
 * site (a window in mm, a door in cm), priced by the server with the same
 * limits as the configurator, and marked final.
 */
export async function measureOfferLine(
  db: Database,
  actor: Actor,
  offerId: number,
  lineId: number,
  expectedVersion: number,
  size: { width: number; height: number },
): Promise<void> {
  const [line] = await db
    .select()
    .from(schema.offerLines)
    .where(and(eq(schema.offerLines.id, lineId), eq(schema.offerLines.offerId, offerId)));
  if (line?.type !== "product" || !line.kind || line.productId === null) {
    throw refuse.notFound("Riga non trovata");
  }
  const measured = measuredLineRequest(line.kind, line.productId, line.configuration, line.quantity, size);
  await replaceOfferLine(db, actor, offerId, lineId, expectedVersion, {
    type: "product",
    request: measured,
    quantity: line.quantity,
    roomLabel: line.roomLabel,
    sizesFinal: true,
    lineServices: line.lineServices,
    discount:
      line.discountKind && line.discountValue !== null
        ? { kind: line.discountKind, value: line.discountValue }
        : null,
  });
}
