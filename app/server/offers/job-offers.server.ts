import { asc, eq, inArray } from "drizzle-orm";
import { formatEuroCents } from "#app/domain/italian-formats/money.ts";
import type { JobEvent, JobOfferItem } from "#app/domain/jobs/job-view.ts";
import { staffOfferPath } from "#app/domain/offers/offer-paths.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";

// A job's offers on its back-office page (docs/product/jobs.md#the-job-page):
// each with its latest version, and in the timeline every sending and answer.

const answerTexts = {
  accepted: "accettata",
  declined: "rifiutata",
  "change-requested": "modifica richiesta",
} as const;

export async function jobOffers(
  db: Database,
  jobId: number,
): Promise<{ offers: JobOfferItem[]; events: JobEvent[] }> {
  const offers = await db
    .select()
    .from(schema.offers)
    .where(eq(schema.offers.jobId, jobId))
    .orderBy(asc(schema.offers.createdAt), asc(schema.offers.id));
  if (offers.length === 0) return { offers: [], events: [] };
  const versions = await db
    .select({ version: schema.offerVersions, sentBy: schema.users.username })
    .from(schema.offerVersions)
    .innerJoin(schema.users, eq(schema.users.id, schema.offerVersions.sentBy))
    .where(
      inArray(
        schema.offerVersions.offerId,
        offers.map((offer) => offer.id),
      ),
    )
    .orderBy(asc(schema.offerVersions.versionNumber));
  const events: JobEvent[] = [];
  const items = offers.map((offer): JobOfferItem => {
    const href = staffOfferPath(offer.number);
    const own = versions.filter(({ version }) => version.offerId === offer.id);
    events.push({ at: offer.createdAt.toISOString(), text: `Offerta ${offer.number} creata`, href });
    for (const { version, sentBy } of own) {
      events.push({
        at: version.sentAt.toISOString(),
        text: `Offerta ${offer.number}, versione ${version.versionNumber} inviata (${sentBy}): ${formatEuroCents(version.totalCents)}`,
        href,
      });
      if (version.decision && version.decidedAt) {
        const note = version.decisionNote ? `: «${version.decisionNote}»` : "";
        events.push({
          at: version.decidedAt.toISOString(),
          text: `Offerta ${offer.number}, versione ${version.versionNumber} ${answerTexts[version.decision]}${note}`,
          href,
        });
      }
    }
    const latest = own.at(-1)?.version;
    return {
      id: offer.id,
      number: offer.number,
      status: offer.status,
      totalCents: latest?.totalCents ?? null,
      versions: own.length,
      createdAt: offer.createdAt.toISOString(),
      href,
    };
  });
  return { offers: items, events };
}
