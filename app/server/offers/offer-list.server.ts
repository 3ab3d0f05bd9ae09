import { and, count, desc, eq, lte, max, type SQL, sql } from "drizzle-orm";
import { addShopDays, shopCalendarDay } from "#app/domain/italian-formats/dates.ts";
import {
  EXPIRING_WITHIN_DAYS,
  type OfferListFilter,
  type OfferListRow,
} from "#app/domain/offers/offer-list.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";

// The back office's offers (docs/product/offers.md#the-offer-list), newest
// first, and the dashboard's counts of the same rows.

const LIST_LIMIT = 100;

function filterWhere(filter: OfferListFilter, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.scadenza) {
    conditions.push(eq(schema.offers.status, "inviata"));
    conditions.push(lte(schema.offers.validUntil, addShopDays(now, EXPIRING_WITHIN_DAYS)));
    conditions.push(sql`${schema.offers.validUntil} >= ${shopCalendarDay(now)}`);
  } else if (filter.stato) conditions.push(eq(schema.offers.status, filter.stato));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listStaffOffers(
  db: Database,
  filter: OfferListFilter,
  now = new Date(),
): Promise<{ rows: OfferListRow[]; total: number }> {
  const where = filterWhere(filter, now);
  const latest = db
    .select({
      offerId: schema.offerVersions.offerId,
      last: max(schema.offerVersions.versionNumber).as("last"),
    })
    .from(schema.offerVersions)
    .groupBy(schema.offerVersions.offerId)
    .as("latest");
  const [rows, [total]] = await Promise.all([
    db
      .select({ offer: schema.offers, job: schema.jobs, totalCents: schema.offerVersions.totalCents })
      .from(schema.offers)
      .innerJoin(schema.jobs, eq(schema.jobs.id, schema.offers.jobId))
      .leftJoin(latest, eq(latest.offerId, schema.offers.id))
      .leftJoin(
        schema.offerVersions,
        and(
          eq(schema.offerVersions.offerId, schema.offers.id),
          eq(schema.offerVersions.versionNumber, latest.last),
        ),
      )
      .where(where)
      .orderBy(desc(schema.offers.createdAt), desc(schema.offers.id))
      .limit(LIST_LIMIT),
    db.select({ count: count() }).from(schema.offers).where(where),
  ]);
  return {
    total: total?.count ?? 0,
    rows: rows.map(({ offer, job, totalCents }) => ({
      id: offer.id,
      number: offer.number,
      href: staffOfferPath(offer.number),
      jobNumber: job.number,
      customerName: job.customerName,
      status: offer.status,
      validUntil: offer.validUntil,
      totalCents: totalCents ?? null,
      createdAt: offer.createdAt.toISOString(),
    })),
  };
}

/** The dashboard's two figures: offers waiting for an answer, and those of them about to expire. */
export async function countWaitingOffers(db: Database, now = new Date()) {
  const [[waiting], [expiring]] = await Promise.all([
    db
      .select({ count: count() })
      .from(schema.offers)
      .where(filterWhere({ stato: "inviata" }, now)),
    db
      .select({ count: count() })
      .from(schema.offers)
      .where(filterWhere({ scadenza: "1" }, now)),
  ]);
  return { waiting: waiting?.count ?? 0, expiring: expiring?.count ?? 0 };
}
