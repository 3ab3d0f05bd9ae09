import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { INVITATION_TTL_DAYS, type JobCustomerAccountInput } from "#app/domain/jobs/job-customer-account.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { emailHeldByOther, setEmailVerifiedByStaff } from "../accounts/account-email.server.ts";
import { linkTokenHash, newLinkToken } from "../accounts/email-links.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { Database } from "../platform/db.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { JOB_NOT_FOUND } from "./job-detail.server.ts";

// An account for a customer who phoned or came to the showroom
// (docs/product/jobs.md#an-account-for-a-phone-customer): created by staff
// without a password, linked to the job and its offers, with an invitation
// to choose one. Until they do, the account cannot sign in: its stored hash is
// no password hash, so no password matches it.

export const NO_PASSWORD_YET = "!invito";
export const EMAIL_TAKEN_MESSAGE =
  "Questa e-mail è già di un altro account: cerca il cliente in «Clienti» invece di crearne uno nuovo.";

/** A username nobody has: the address's name and a few random characters. */
function invitedUsername(email: string): string {
  const base = (email.split("@")[0] ?? "cliente").replace(/[^A-Za-z0-9._-]/g, "").slice(0, 20) || "cliente";
  return `${base}_${randomBytes(3).toString("hex")}`;
}

export async function createJobCustomerAccount(
  db: Database,
  actor: { id: number },
  jobNumber: string,
  input: JobCustomerAccountInput,
  now = new Date(),
): Promise<{ userId: number; email: string }> {
  const token = newLinkToken();
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(schema.jobs).where(eq(schema.jobs.number, jobNumber)).for("update");
    if (!job) throw refuse.notFound(JOB_NOT_FOUND);
    if (job.userId !== null) throw refuse.conflict("La commessa ha già un account cliente.");
    if (await emailHeldByOther(tx, input.email, null)) {
      throw refuse.conflict(EMAIL_TAKEN_MESSAGE, { fields: { email: EMAIL_TAKEN_MESSAGE } });
    }
    const [user] = await tx
      .insert(schema.users)
      .values({
        username: invitedUsername(input.email),
        passwordHash: NO_PASSWORD_YET,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone ?? null,
        address: input.address ?? null,
        city: input.city ?? null,
        postalCode: input.postalCode ?? null,
        province: input.province ?? null,
        fiscalCode: input.fiscalCode ?? null,
      })
      .returning({ id: schema.users.id });
    if (!user) throw new Error("user insert returned no row");
    const verified = input.emailConfirmed
      ? await setEmailVerifiedByStaff(tx, user.id, input.email, now)
      : null;
    await tx
      .update(schema.jobs)
      .set({
        userId: user.id,
        customerEmail: input.email,
        customerPhone: job.customerPhone ?? input.phone ?? null,
        version: sql`${schema.jobs.version} + 1`,
      })
      .where(eq(schema.jobs.id, job.id));
    await tx
      .update(schema.offers)
      .set({ userId: user.id })
      .where(and(eq(schema.offers.jobId, job.id), isNull(schema.offers.userId)));
    // The invitation is a password link that works for days, not the half hour of «Password dimenticata?».
    await tx.insert(schema.passwordResetTokens).values({
      userId: user.id,
      tokenHash: linkTokenHash(token),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
    });
    await enqueueMail(tx, "account-invitation", { to: input.email }, { token });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "customer.invite",
      objectType: "user",
      objectId: user.id,
      before: null,
      after: { job: job.number, email: input.email, ...(verified ?? {}) },
    });
    return { userId: user.id, email: input.email };
  });
}
