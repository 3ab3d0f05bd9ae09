import { desc, eq } from "drizzle-orm";
import { staffJobPath } from "#app/domain/jobs/job-view.ts";
import { versionIncludesInstallation } from "#app/domain/offers/offer-document.ts";
import type { OfferStatus } from "#app/domain/offers/offer-status.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { OFFER_NOT_FOUND } from "./offer-drafts.server.ts";

// What the staff page recording a customer's answer shows
// (docs/product/offers.md#accepting): the latest version, and the acceptance's
// fields prefilled from the job and the customer's account.

export interface StaffAnswerView {
  number: string;
  status: OfferStatus;
  jobNumber: string;
  jobHref: string;
  hasAccount: boolean;
  latest: {
    versionNumber: number;
    totalCents: number;
    includesInstallation: boolean;
    answered: boolean;
  } | null;
  prefill: Record<string, string>;
}

export async function staffAnswerView(db: Database, number: string): Promise<StaffAnswerView> {
  const [found] = await db
    .select({ offer: schema.offers, job: schema.jobs, account: schema.users })
    .from(schema.offers)
    .innerJoin(schema.jobs, eq(schema.jobs.id, schema.offers.jobId))
    .leftJoin(schema.users, eq(schema.users.id, schema.offers.userId))
    .where(eq(schema.offers.number, number));
  if (!found) throw refuse.notFound(OFFER_NOT_FOUND);
  const { offer, job, account } = found;
  const [version] = await db
    .select()
    .from(schema.offerVersions)
    .where(eq(schema.offerVersions.offerId, offer.id))
    .orderBy(desc(schema.offerVersions.versionNumber))
    .limit(1);
  return {
    number: offer.number,
    status: offer.status,
    jobNumber: job.number,
    jobHref: staffJobPath(job.number),
    hasAccount: offer.userId !== null,
    latest: version
      ? {
          versionNumber: version.versionNumber,
          totalCents: version.totalCents,
          includesInstallation: versionIncludesInstallation(version.document),
          answered: version.decision !== null,
        }
      : null,
    prefill: {
      name: job.customerName,
      email: account?.email ?? job.customerEmail ?? "",
      phone: job.customerPhone ?? account?.phone ?? "",
      address: job.siteStreet ?? "",
      houseNumber: "",
      city: job.siteCity ?? "",
      postalCode: job.sitePostalCode ?? "",
      province: job.siteProvince ?? "",
      invoiceType: "privato",
      fiscalCode: account?.fiscalCode ?? "",
      companyName: "",
      vatNumber: "",
      sdiCode: "",
      pec: "",
      taxDeduction: "",
      withdrawalExclusionAccepted: "",
      paymentMethod: "",
    },
  };
}
