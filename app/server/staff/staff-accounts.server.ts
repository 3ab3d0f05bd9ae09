import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { refuse } from "#app/domain/refusal.ts";
import type { AssignableStaff } from "#app/domain/requests/request-detail.ts";
import type {
  FirstAdminCredentials,
  StaffAccountSummary as StaffAccount,
  StaffAccountInput,
} from "#app/domain/staff/staff-accounts.ts";
import * as schema from "#db/schema.ts";
import { emailHeldByOther, setEmailVerifiedByStaff } from "../accounts/account-email.server.ts";
import { isUniqueViolation, uniqueViolationOn } from "../accounts/accounts.server.ts";
import { hashPassword } from "../accounts/passwords.server.ts";
import { endUserSessions } from "../accounts/sessions.server.ts";
import type { Database, Transaction } from "../platform/db.server.ts";
import { recordAudit } from "./audit.server.ts";

// Staff accounts (docs/product/back-office.md#staff-accounts): the first admin
// from the environment, and the accounts admins create and disable. Every
// change is audited in its own transaction.

// One arbitrary constant: instances that start together take turns creating the first admin.
const FIRST_ADMIN_LOCK_ID = 7_041_993;

const USERNAME_TAKEN = "Nome utente già in uso";
const EMAIL_TAKEN = "Questo indirizzo e-mail è già usato da un altro account";

export type FirstAdminOutcome = "created" | "admin-exists" | "username-taken";

/**
 * Creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD, only when no
 * active admin exists; otherwise changes nothing, so it may run at every
 * start. A username that an existing account already holds is never promoted
 * (anyone could have signed up with it): the outcome says so and the caller logs it.
 */
export async function ensureFirstAdmin(
  db: Database,
  credentials: FirstAdminCredentials,
): Promise<FirstAdminOutcome> {
  const passwordHash = await hashPassword(credentials.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`);
    const [admin] = await tx
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.role, "admin"), isNull(schema.users.disabledAt)))
      .limit(1);
    if (admin) return "admin-exists";
    if (await usernameTaken(tx, credentials.username)) return "username-taken";
    const [created] = await tx
      .insert(schema.users)
      .values({ username: credentials.username, passwordHash, role: "admin" })
      .returning();
    if (!created) throw new Error("admin insert returned no row");
    await recordAudit(tx, {
      actorId: created.id,
      action: "staff.first-admin",
      objectType: "user",
      objectId: created.id,
      before: null,
      after: { username: created.username, role: created.role },
    });
    return "created";
  });
}

async function usernameTaken(tx: Transaction, username: string): Promise<boolean> {
  const [existing] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(sql`lower(${schema.users.username})`, username.toLowerCase()));
  return existing !== undefined;
}

function toStaffAccount(row: typeof schema.users.$inferSelect): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role === "admin" ? "admin" : "staff",
    disabledAt: row.disabledAt?.toISOString() ?? null,
    canEditPrices: row.role === "admin" || row.canEditPrices,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every staff member and admin, active or disabled, by name. */
export async function listStaffAccounts(db: Database): Promise<StaffAccount[]> {
  const rows = await db
    .select()
    .from(schema.users)
    .where(ne(schema.users.role, "customer"))
    .orderBy(asc(sql`lower(${schema.users.username})`));
  return rows.map(toStaffAccount);
}

/** An admin creates a staff account; the role comes from the validated form, never from elsewhere. */
export async function createStaffAccount(
  db: Database,
  actor: { id: number },
  input: StaffAccountInput,
): Promise<StaffAccount> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (await usernameTaken(tx, input.username)) throw refuse.conflict(USERNAME_TAKEN);
      // The admin's own staff, not an anonymous sign-up: saying that the address is taken reveals nothing.
      if (await emailHeldByOther(tx, input.email, null)) throw refuse.conflict(EMAIL_TAKEN);
      const [created] = await tx
        .insert(schema.users)
        .values({
          username: input.username,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
        })
        .returning();
      if (!created) throw new Error("staff insert returned no row");
      // The admin entered the address after speaking with the person: confirmed by staff, audited.
      const verified = await setEmailVerifiedByStaff(tx, created.id, input.email);
      const account = toStaffAccount({ ...created, email: input.email });
      await recordAudit(tx, {
        actorId: actor.id,
        action: "staff.create",
        objectType: "user",
        objectId: created.id,
        before: null,
        after: { ...auditedFields(account), ...verified },
      });
      return account;
    });
  } catch (error) {
    // Two admins creating one name (or address) at once: the unique indexes decide.
    if (isUniqueViolation(error))
      throw refuse.conflict(uniqueViolationOn(error, "users_email_unique") ? EMAIL_TAKEN : USERNAME_TAKEN);
    throw error;
  }
}

/** What the audit log keeps of a staff account: never the password or its hash. */
function auditedFields(account: StaffAccount) {
  const { username, firstName, lastName, email, role, disabledAt } = account;
  return { username, firstName, lastName, email, role, disabledAt };
}

/**
 * Disables a staff account (its sessions end in the same transaction) or
 * enables it again. An admin cannot disable their own account, so the shop
 * always keeps one admin who can undo it.
 */
export async function setStaffAccountDisabled(
  db: Database,
  actor: { id: number },
  userId: number,
  disabled: boolean,
): Promise<StaffAccount> {
  if (disabled && userId === actor.id) throw refuse.conflict("Non puoi disattivare il tuo account");
  return db.transaction(async (tx) => {
    const row = await lockActorAndStaffAccount(tx, actor.id, userId);
    const before = toStaffAccount(row);
    if ((before.disabledAt !== null) === disabled) return before;
    const [updated] = await tx
      .update(schema.users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(schema.users.id, userId))
      .returning();
    if (!updated) throw new Error("staff update returned no row");
    if (disabled) await endUserSessions(tx, userId);
    const after = toStaffAccount(updated);
    await recordAudit(tx, {
      actorId: actor.id,
      action: disabled ? "staff.disable" : "staff.enable",
      objectType: "user",
      objectId: userId,
      before: { disabledAt: before.disabledAt },
      after: { disabledAt: after.disabledAt },
    });
    return after;
  });
}

/** An admin grants or takes back a staff member's permission to change catalogue prices, audited. */
export async function setStaffPricePermission(
  db: Database,
  actor: { id: number },
  userId: number,
  allowed: boolean,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const row = await lockActorAndStaffAccount(tx, actor.id, userId);
    if (row.role === "admin") throw refuse.conflict("Un amministratore può sempre modificare i prezzi.");
    if (row.canEditPrices === allowed) return toStaffAccount(row);
    const [updated] = await tx
      .update(schema.users)
      .set({ canEditPrices: allowed })
      .where(eq(schema.users.id, userId))
      .returning();
    if (!updated) throw new Error("staff update returned no row");
    await recordAudit(tx, {
      actorId: actor.id,
      action: allowed ? "staff.grant-prices" : "staff.revoke-prices",
      objectType: "user",
      objectId: userId,
      before: { canEditPrices: row.canEditPrices },
      after: { canEditPrices: allowed },
    });
    return toStaffAccount(updated);
  });
}

export const ACTOR_DISABLED_MESSAGE =
  "Il tuo account è stato disattivato da un altro amministratore: non puoi più modificare il personale";

/**
 * Locks the acting admin's row and the target's, lowest id first, in one
 * statement, and answers the target's. Two admins disabling each other at
 * once then queue on the same first row instead of each holding one and
 * waiting for the other (a deadlock, answered 500); the one that waited finds
 * itself disabled, and a disabled admin cannot act (a conflict). The audit row and
 * the sessions deleted reference the actor's row, which is why it is locked too.
 */
async function lockActorAndStaffAccount(tx: Transaction, actorId: number, userId: number) {
  const rows = await tx
    .select()
    .from(schema.users)
    .where(inArray(schema.users.id, [actorId, userId]))
    .orderBy(asc(schema.users.id))
    .for("update");
  const actor = rows.find((row) => row.id === actorId);
  if (!actor || actor.disabledAt || actor.role !== "admin") throw refuse.conflict(ACTOR_DISABLED_MESSAGE);
  const row = rows.find((candidate) => candidate.id === userId && candidate.role !== "customer");
  if (!row) throw refuse.notFound("Account del personale non trovato");
  return row;
}

/** The active staff members and admins a request can be assigned to, by name. */
export async function listAssignableStaff(db: Database): Promise<AssignableStaff[]> {
  const rows = await db
    .select()
    .from(schema.users)
    .where(and(ne(schema.users.role, "customer"), isNull(schema.users.disabledAt)))
    .orderBy(asc(sql`lower(${schema.users.username})`));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    name: [row.firstName, row.lastName].filter(Boolean).join(" "),
  }));
}
