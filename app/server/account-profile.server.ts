import { and, eq, ne } from "drizzle-orm";
import type { PasswordChangeInput, ProfileInput } from "#app/domain/account-schemas.ts";
import type { PublicUser } from "#app/domain/public-user.ts";
import * as schema from "#db/schema.ts";
import { toPublicUser } from "./accounts.server.ts";
import type { Database } from "./db.server.ts";
import { HttpError } from "./http/responses.server.ts";
import { hashPassword, verifyPassword } from "./passwords.server.ts";

// "I miei dati" (docs/product/accounts.md#profile): the customer's own contact
// details and address, which the checkout prefills, and the password.

export const WRONG_CURRENT_PASSWORD_MESSAGE = "La password attuale non è corretta";

/** Saves the profile as sent: an empty field clears it. */
export async function updateProfile(db: Database, userId: number, input: ProfileInput): Promise<PublicUser> {
  const [row] = await db
    .update(schema.users)
    .set({
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      city: input.city ?? null,
      postalCode: input.postalCode ?? null,
      province: input.province ?? null,
    })
    .where(eq(schema.users.id, userId))
    .returning();
  if (!row) throw new HttpError(404, "Account non trovato");
  return toPublicUser(row);
}

/**
 * Changes the password after checking the current one, and ends every other
 * session of the account (a stolen session stops working); the one in use stays.
 */
export async function changePassword(
  db: Database,
  userId: number,
  currentSessionId: string | null,
  input: PasswordChangeInput,
): Promise<void> {
  const [row] = await db
    .select({ passwordHash: schema.users.passwordHash })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!row) throw new HttpError(404, "Account non trovato");
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, userId));
    const others = currentSessionId
      ? and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, currentSessionId))
      : eq(schema.sessions.userId, userId);
    await tx.delete(schema.sessions).where(others);
  });
}
