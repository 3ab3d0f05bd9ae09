import { eq } from "drizzle-orm";
import { type OfferLineInput, offerLineInputSchema } from "../../app/domain/offers/offer-input.ts";
import { createOffer } from "../../app/server/offers/offer-creation.server.ts";
import { addOfferLine } from "../../app/server/offers/offer-drafts.server.ts";
import { sendOffer } from "../../app/server/offers/offer-versions.server.ts";
import { runEffectsAfterCommit } from "../../app/server/platform/after-commit.server.ts";
import type { Database } from "../../app/server/platform/db.server.ts";
import * as schema from "../../db/schema.ts";
import type { Customer } from "./api-client.ts";
import { staffActor } from "./catalogue-admin.ts";
import type { TestApp } from "./test-app.ts";
import { firstValidConfiguration, loadPricingCatalogue } from "./window-fixtures.ts";

// Offers for a customer's account, made through the server functions the
// back office calls (docs/product/offers.md): a job at the customer's site, a
// draft with lines, sent as version 1 (and again, for a version 2).

let made = 0;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The test app's database for the server functions the tests import from the
 * sources: their after-commit effects (the outbox's) are kept by the sources'
 * own module, so the handle gets it on a copy that leaves the app's alone.
 */
export function serverDb(app: TestApp): Database {
  return runEffectsAfterCommit(Object.create(app.db) as Database);
}

/** The account's id, for the rows that point at it. */
export async function userIdOf(app: TestApp, client: Customer): Promise<number> {
  const [row] = await app.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, client.username));
  if (!row) throw new Error(`no user ${client.username}`);
  return row.id;
}

export interface OfferLinesOptions {
  /** The position's quantity (2 unless said). */
  quantity?: number;
  /** Installation priced on the position: the acceptance then asks for the building's use. */
  installation?: boolean;
}

/** A window in «Cucina» with 10 % off, and a free line: the items of its order must spread the total. */
async function offerLines(app: TestApp, options: OfferLinesOptions): Promise<OfferLineInput[]> {
  const catalogue = await loadPricingCatalogue(app);
  const request = firstValidConfiguration(catalogue, catalogue.configurable[0]!.id);
  return [
    offerLineInputSchema.parse({
      type: "product",
      request,
      roomLabel: "Cucina",
      quantity: options.quantity ?? 2,
      lineServices: options.installation ? ["installation"] : [],
      discount: { discountKind: "percent", discountValue: "10" },
    }),
    offerLineInputSchema.parse({
      type: "free",
      description: "Smaltimento dei vecchi infissi",
      unitPrice: "55,55",
      quantity: 1,
    }),
  ];
}

export interface SentOffer {
  offerId: number;
  number: string;
  jobId: number;
  ownerId: number;
  staff: { id: number };
  /** Sends the draft again as the next version (e.g. after changing nothing). */
  sendAgain(): Promise<number>;
}

async function send(db: Database, staff: { id: number }, offerId: number): Promise<number> {
  const [offer] = await db.select().from(schema.offers).where(eq(schema.offers.id, offerId));
  const sent = await sendOffer(db, staff, offerId, offer!.version, { today: today() });
  return sent.versionNumber;
}

/** A job for `owner`'s account at a site in Bologna, a draft with lines, sent as version 1. */
export async function sentOfferFor(
  app: TestApp,
  owner: Customer,
  options: OfferLinesOptions = {},
): Promise<SentOffer> {
  const db = serverDb(app);
  const ownerId = await userIdOf(app, owner);
  const staff = await staffActor(app);
  made += 1;
  const [job] = await db
    .insert(schema.jobs)
    .values({
      number: `C-2001-${String(made).padStart(6, "0")}-${process.pid}`,
      userId: ownerId,
      customerName: "Mario Rossi",
      customerEmail: `${owner.username}@example.it`,
      customerPhone: "+39 051 123 4567",
      siteStreet: "Via Indipendenza 10",
      sitePostalCode: "40121",
      siteCity: "Bologna",
      siteProvince: "BO",
    })
    .returning({ id: schema.jobs.id });
  const offer = await createOffer(db, staff, { jobId: job!.id });
  await db.update(schema.offers).set({ userId: ownerId }).where(eq(schema.offers.id, offer.id));
  for (const line of await offerLines(app, options)) await addOfferLine(db, staff, offer.id, null, line);
  await send(db, staff, offer.id);
  return {
    offerId: offer.id,
    number: offer.number,
    jobId: job!.id,
    ownerId,
    staff,
    sendAgain: () => send(db, staff, offer.id),
  };
}
