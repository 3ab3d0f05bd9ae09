// The demo history's offers with lines (docs/product/offers.md): a share of
// the run's jobs get an offer of 5–30 lines (configured positions of the
// pool's windows and doors with their services, offer services, free lines,
// discounts on lines and on the offer). Most are sent, some more than once,
// and answered: accepted, declined or a change asked for; the rest are
// drafts. Each version freezes the lines as `sendOffer` does, priced by the
// shop's own functions (priceStoredLines, offerTotals), so the editor, the
// offer list and the version PDFs read them back as the shop's own.
//
// An accepted version makes no order here: the demo's orders are the
// checkout's (fill-orders.ts), so an accepted offer's job has no order from it.

import { eq, gt, inArray } from "drizzle-orm";
import { documentPrefixes } from "#app/domain/documents/document-number.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS } from "#app/domain/documents/sales-document.ts";
import { addShopDays } from "#app/domain/italian-formats/dates.ts";
import type { OfferVersionDocument } from "#app/domain/offers/offer-document.ts";
import { type OfferDecision, type OfferStatus, offerStatusAfter } from "#app/domain/offers/offer-status.ts";
import type { Discount } from "#app/domain/offers/offer-totals.ts";
import { offerTotals } from "#app/domain/offers/offer-totals.ts";
import { loadLineDrawer } from "#app/server/configurator/line-drawings.server.ts";
import { offeredServices } from "#app/server/configurator/line-services.server.ts";
import { reserveDocumentNumbers } from "#app/server/documents/document-numbers.server.ts";
import { priceStoredLines, readOfferServicePrices } from "#app/server/offers/offer-line-pricing.server.ts";
import * as schema from "#db/schema.ts";
import { splitBatches } from "./batches.ts";
import type { FillContext, StaffMember } from "./fill-context.ts";
import type { PoolLine } from "./lines.ts";
import type { Random } from "./people.ts";

/** Offers per INSERT batch: with up to 30 lines each, well under the parameter limit. */
const OFFER_BATCH = 200;
export const OFFER_LINES_MIN = 5;
export const OFFER_LINES_MAX = 30;
const DAY_MS = 86_400_000;

type JobRow = typeof schema.jobs.$inferSelect;
type LineValues = Omit<typeof schema.offerLines.$inferInsert, "offerId">;

const ROOMS = [
  "Cucina",
  "Soggiorno",
  "Camera",
  "Camera dei ragazzi",
  "Bagno",
  "Studio",
  "Ingresso",
  "Corridoio",
  "Lavanderia",
  "Taverna",
  "",
];

const FREE_LINES: [string, number][] = [
  ["Zanzariera a rullo", 9_000],
  ["Tapparella in alluminio coibentato", 18_500],
  ["Davanzale in marmo", 12_000],
  ["Smaltimento del vecchio cassonetto", 4_000],
  ["Pratica detrazione fiscale", 15_000],
  ["Controtelaio su misura per porta blindata", 22_000],
];

const CUSTOMER_NOTES = [
  "",
  "Prezzi comprensivi di IVA al 10 % per la ristrutturazione.",
  "Misure da confermare al sopralluogo.",
  "Posa in due giornate, in accordo con il condominio.",
];

const PAYMENT_TERMS = [
  "",
  "30 % all'ordine, saldo a fine posa.",
  "Bonifico anticipato.",
  "50 % all'ordine, 50 % alla consegna.",
];

const DECLINE_NOTES = ["Abbiamo scelto un altro fornitore.", "Il preventivo supera il nostro budget.", ""];
const CHANGE_NOTES = [
  "Potete togliere la posa della cucina?",
  "Vorremmo il colore noce anche all'interno.",
  "Aggiungete le zanzariere, per favore.",
];

function maybeDiscount(random: Random, share: number): Discount | null {
  if (random.next() >= share) return null;
  return random.next() < 0.7
    ? { kind: "percent", value: random.pick([300, 500, 750, 1000]) }
    : { kind: "amount", value: random.pick([5_000, 10_000, 20_000]) };
}

const discountColumns = (discount: Discount | null) => ({
  discountKind: discount?.kind ?? null,
  discountValue: discount?.value ?? null,
});

/** One configured position of the pool, with some of its family's services. */
function positionLine(random: Random, line: PoolLine, categorySlug: string): LineValues {
  const services = offeredServices({ category: { slug: categorySlug } }).filter(
    (code) => random.next() < (code === "installation" ? 0.7 : 0.35),
  );
  const discount = maybeDiscount(random, 0.12);
  return {
    position: 0,
    type: "product",
    productId: line.productId,
    kind: line.kind,
    configuration: line.configuration,
    lineServices: services,
    roomLabel: random.pick(ROOMS),
    sizesFinal: random.next() < 0.5,
    quantity: line.kind === "door" ? 1 : random.next() < 0.6 ? 1 : random.integer(2, 4),
    unitPriceCents: line.unitPriceCents,
    // A percentage is always within the line; an amount only on a line worth more.
    ...discountColumns(discount?.kind === "amount" && discount.value > line.unitPriceCents ? null : discount),
  };
}

/** The lines of one offer: positions first, then the offer's services and a free line or two. */
function offerLines(
  context: FillContext,
  servicePrices: Record<string, number>,
  categories: Map<number, string>,
): LineValues[] {
  const { random, pool } = context;
  const count = random.integer(OFFER_LINES_MIN, OFFER_LINES_MAX);
  const services: LineValues[] = [];
  const service = (code: "transport" | "floor-surcharge" | "ladder-truck", quantity: number) =>
    services.push({
      position: 0,
      type: "service",
      serviceCode: code,
      description: code === "floor-surcharge" ? `${quantity}° piano senza ascensore` : "",
      quantity,
      unitPriceCents: servicePrices[code] ?? 0,
      discountKind: null,
      discountValue: null,
    });
  if (random.next() < 0.8) service("transport", 1);
  if (random.next() < 0.3) service("floor-surcharge", random.integer(1, 4));
  if (random.next() < 0.15) service("ladder-truck", 1);
  const frees: LineValues[] = Array.from({ length: random.next() < 0.5 ? random.integer(1, 2) : 0 }, () => {
    const [description, unitPriceCents] = random.pick(FREE_LINES);
    return {
      position: 0,
      type: "free" as const,
      description,
      quantity: random.integer(1, 6),
      unitPriceCents,
      discountKind: null,
      discountValue: null,
    };
  });
  const extras = [...services, ...frees].slice(0, count - 1);
  const positions = Array.from({ length: count - extras.length }, () => {
    const line =
      pool.doors.length > 0 && random.next() < 0.2 ? random.pick(pool.doors) : random.pick(pool.windows);
    return positionLine(random, line, categories.get(line.productId) ?? "");
  });
  return [...positions, ...extras].map((line, index) => ({ ...line, position: index + 1 }));
}

interface DemoVersion {
  sentAt: Date;
  sentBy: StaffMember;
  decision: OfferDecision | null;
  decidedAt: Date | null;
  decisionNote: string;
}

/** How the offer went: its versions (none for a draft) and the status they leave. */
function offerWalk(context: FillContext, createdAt: Date, sender: StaffMember) {
  const { random, until } = context;
  const versions: DemoVersion[] = [];
  if (random.next() < 0.25) return { versions, status: "bozza" as OfferStatus };
  let at = new Date(createdAt.getTime() + (0.05 + random.next() * 3) * DAY_MS);
  while (at <= until) {
    const version: DemoVersion = {
      sentAt: at,
      sentBy: sender,
      decision: null,
      decidedAt: null,
      decisionNote: "",
    };
    versions.push(version);
    const decidedAt = new Date(at.getTime() + (0.5 + random.next() * 15) * DAY_MS);
    const roll = random.next();
    // A few never get an answer; a change asked for is mostly answered by a new version.
    if (decidedAt > until || roll < 0.25) break;
    version.decidedAt = decidedAt;
    if (roll < 0.55) version.decision = "accepted";
    else if (roll < 0.75) {
      version.decision = "declined";
      version.decisionNote = random.pick(DECLINE_NOTES);
    } else {
      version.decision = "change-requested";
      version.decisionNote = random.pick(CHANGE_NOTES);
    }
    if (version.decision !== "change-requested" || versions.length >= 3 || random.next() < 0.2) break;
    at = new Date(decidedAt.getTime() + (0.2 + random.next() * 4) * DAY_MS);
  }
  const last = versions.at(-1);
  if (!last) return { versions, status: "bozza" as OfferStatus };
  return { versions, status: last.decision ? offerStatusAfter[last.decision] : ("inviata" as OfferStatus) };
}

function siteAddress(job: JobRow): string[] {
  const city = [job.sitePostalCode, job.siteCity].filter(Boolean).join(" ");
  const province = job.siteProvince ? ` (${job.siteProvince})` : "";
  return [job.siteStreet ?? "", city ? `${city}${province}` : ""].filter(Boolean);
}

/** The product categories of the pool's lines, for the services each family offers. */
async function poolCategories(context: FillContext): Promise<Map<number, string>> {
  const ids = [...new Set([...context.pool.windows, ...context.pool.doors].map((line) => line.productId))];
  const rows = await context.tx
    .select({ id: schema.products.id, slug: schema.categories.slug })
    .from(schema.products)
    .innerJoin(schema.categories, eq(schema.categories.id, schema.products.categoryId))
    .where(inArray(schema.products.id, ids));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/**
 * Offers for `count` of the jobs made after `jobsAfter` (this run's), picked
 * at random, at most one per job; answers how many rows of each it wrote.
 */
export async function fillOffers(context: FillContext, count: number, jobsAfter: number) {
  const { tx, random, staff, until } = context;
  const made = { offers: 0, offerLines: 0, offerVersions: 0, offerAuditLog: 0 };
  if (count === 0) return made;
  const jobs = await tx
    .select()
    .from(schema.jobs)
    .where(gt(schema.jobs.id, jobsAfter))
    .orderBy(schema.jobs.id);
  // A partial Fisher–Yates shuffle: `count` distinct jobs, the same for the same seed.
  const picked = [...jobs];
  const wanted = Math.min(count, picked.length);
  for (let index = 0; index < wanted; index++) {
    const other = index + Math.floor(random.next() * (picked.length - index));
    [picked[index], picked[other]] = [picked[other]!, picked[index]!];
  }
  const [servicePrices, categories, drawLine] = await Promise.all([
    readOfferServicePrices(tx),
    poolCategories(context),
    loadLineDrawer(tx),
  ]);
  const offers = picked.slice(0, wanted).map((job) => {
    const createdAt = new Date(
      Math.min(until.getTime(), job.createdAt.getTime() + (0.1 + random.next() * 5) * DAY_MS),
    );
    const author = random.pick(staff);
    const lines = offerLines(context, servicePrices, categories);
    const { versions, status } = offerWalk(context, createdAt, author);
    const discount = maybeDiscount(random, 0.3);
    return {
      job,
      createdAt,
      author,
      lines,
      versions,
      status,
      discount,
      customerNote: random.pick(CUSTOMER_NOTES),
      paymentTerms: random.pick(PAYMENT_TERMS),
    };
  });
  offers.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const numbers = await reserveDocumentNumbers(
    tx,
    documentPrefixes.offer,
    offers.map((offer) => offer.createdAt),
  );
  for (const [batchIndex, batch] of splitBatches(offers, OFFER_BATCH).entries()) {
    const stored = await tx
      .insert(schema.offers)
      .values(
        batch.map((offer, index) => {
          const last = offer.versions.at(-1);
          return {
            number: numbers[batchIndex * OFFER_BATCH + index]!,
            jobId: offer.job.id,
            userId: offer.job.userId,
            status: offer.status,
            validUntil: addShopDays(last?.sentAt ?? offer.createdAt, DEFAULT_QUOTE_VALIDITY_DAYS),
            customerNote: offer.customerNote,
            paymentTerms: offer.paymentTerms,
            ...discountColumns(offer.discount),
            createdBy: offer.author.id,
            // Each line added, each version sent and each answer bumped it.
            version: 1 + offer.lines.length + offer.versions.length * 2,
            createdAt: offer.createdAt,
          };
        }),
      )
      .returning();
    const lineRows = batch.flatMap((offer, index) =>
      offer.lines.map((line) => ({ ...line, offerId: stored[index]!.id })),
    );
    const storedLines: (typeof schema.offerLines.$inferSelect)[] = [];
    for (const part of splitBatches(lineRows, 1000))
      storedLines.push(...(await tx.insert(schema.offerLines).values(part).returning()));
    const linesByOffer = Map.groupBy(storedLines, (line) => line.offerId);
    const versionRows: (typeof schema.offerVersions.$inferInsert)[] = [];
    const audit: (typeof schema.auditLog.$inferInsert)[] = [];
    for (const [index, offer] of batch.entries()) {
      const row = stored[index]!;
      audit.push({
        actorId: offer.author.id,
        at: offer.createdAt,
        action: "offer.create",
        objectType: "offer",
        objectId: String(row.id),
        before: null,
        after: { number: row.number, job: offer.job.number },
      });
      if (offer.versions.length === 0) continue;
      const rows = (linesByOffer.get(row.id) ?? []).sort((a, b) => a.position - b.position);
      const lines = await priceStoredLines(tx, rows, drawLine);
      const totals = offerTotals(lines, offer.discount);
      let previous: OfferStatus = "bozza";
      for (const [versionIndex, version] of offer.versions.entries()) {
        const validUntil = addShopDays(version.sentAt, DEFAULT_QUOTE_VALIDITY_DAYS);
        const document: OfferVersionDocument = {
          lines,
          subtotalCents: totals.subtotalCents,
          discount: offer.discount,
          discountCents: totals.offerDiscountCents,
          totalCents: totals.totalCents,
          vatCents: totals.vatCents,
          validUntil,
          customerNote: offer.customerNote,
          paymentTerms: offer.paymentTerms,
          customer: {
            name: offer.job.customerName,
            email: offer.job.customerEmail,
            phone: offer.job.customerPhone,
            address: siteAddress(offer.job),
          },
        };
        versionRows.push({
          offerId: row.id,
          versionNumber: versionIndex + 1,
          document,
          totalCents: totals.totalCents,
          validUntil,
          sentBy: version.sentBy.id,
          sentAt: version.sentAt,
          decision: version.decision,
          decidedAt: version.decidedAt,
          decidedBy: version.decision ? (offer.job.userId ?? version.sentBy.id) : null,
          decisionNote: version.decisionNote,
        });
        audit.push({
          actorId: version.sentBy.id,
          at: version.sentAt,
          action: "offer.send",
          objectType: "offer",
          objectId: String(row.id),
          before: { status: previous },
          after: { status: "inviata", version: versionIndex + 1, totalCents: totals.totalCents },
        });
        previous = "inviata";
        if (version.decision && version.decidedAt) {
          const status = offerStatusAfter[version.decision];
          audit.push({
            actorId: offer.job.userId ?? version.sentBy.id,
            at: version.decidedAt,
            action: offer.job.userId ? "offer.answer" : "offer.answer-recorded",
            objectType: "offer",
            objectId: String(row.id),
            before: { status: previous, version: versionIndex + 1 },
            after: {
              status,
              version: versionIndex + 1,
              decision: version.decision,
              note: version.decisionNote,
              orderNumber: null,
              signedCopy: null,
            },
          });
          previous = status;
        }
      }
    }
    // Versions carry the whole frozen document: fewer per INSERT.
    for (const part of splitBatches(versionRows, 100)) await tx.insert(schema.offerVersions).values(part);
    for (const part of splitBatches(audit)) await tx.insert(schema.auditLog).values(part);
    made.offers += batch.length;
    made.offerLines += storedLines.length;
    made.offerVersions += versionRows.length;
    made.offerAuditLog += audit.length;
  }
  return made;
}
