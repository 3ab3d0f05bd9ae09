import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import { clientAddressKey } from "../platform/client-address.server.ts";
import type { Database } from "../platform/db.server.ts";

// The login throttle follows OWASP's authentication cheat sheet: it slows the
// attacker, never the owner. Failures are counted per (account, address) and
// per address, and refused past a limit; per account they only add a growing
// delay, so a customer can always sign in from their own address while someone
// else guesses at the account. Counts live in the database, so every instance
// sees them. See docs/SECURITY.md (login throttling).

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failed logins for one account from one address. */
  perAccountAndAddress: 10,
  /** Failed logins from one address, whatever the accounts. */
  perAddress: 30,
  /** Failures on one account (all addresses) after which each check waits... */
  delayAfterAccountFailures: 10,
  /** ...this long, doubling every `delayDoublesEvery` more failures, up to `maxDelayMs`. */
  firstDelayMs: 500,
  delayDoublesEvery: 10,
  maxDelayMs: 8_000,
} as const;

export const TOO_MANY_LOGIN_FAILURES = "Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.";

// One arbitrary namespace for the advisory locks below (the other argument is the address's hash).
const THROTTLE_LOCK_NAMESPACE = 6_041_992;

/** How long a password check on an account with this many recent failures waits first. */
export function accountDelayMs(accountFailures: number): number {
  const { delayAfterAccountFailures, firstDelayMs, delayDoublesEvery, maxDelayMs } = LOGIN_THROTTLE;
  if (accountFailures < delayAfterAccountFailures) return 0;
  const doublings = Math.floor((accountFailures - delayAfterAccountFailures) / delayDoublesEvery);
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(doublings, 16));
}

export interface LoginAttempt {
  username: string;
  addressKey: string;
}

/**
 * Books a password check before it happens, or refuses it (a limit). The
 * booking is a row counted as a failure until `loginSucceeded` removes it, and
 * counting and booking happen under one lock per address, so that fifty
 * parallel requests cannot all read "9 failures" and all go on to check a
 * password. Then waits the account's delay, if any.
 */
export async function beginLoginAttempt(
  db: Database,
  username: string,
  clientIp: string,
): Promise<LoginAttempt> {
  const addressKey = clientAddressKey(clientIp);
  const attempts = schema.loginAttempts;
  const accountFailures = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_NAMESPACE}, hashtext(${addressKey}))`);
    // The database's clock, not this instance's: instances may disagree.
    const windowStart = sql`now() - make_interval(secs => ${LOGIN_THROTTLE.windowMs / 1000})`;
    const [counts] = await tx
      .select({
        accountAndAddress:
          sql<number>`count(*) filter (where ${attempts.username} = ${username} and ${attempts.ip} = ${addressKey})`.mapWith(
            Number,
          ),
        address: sql<number>`count(*) filter (where ${attempts.ip} = ${addressKey})`.mapWith(Number),
        account: sql<number>`count(*) filter (where ${attempts.username} = ${username})`.mapWith(Number),
      })
      .from(attempts)
      .where(
        and(
          sql`${attempts.createdAt} > ${windowStart}`,
          or(eq(attempts.username, username), eq(attempts.ip, addressKey)),
        ),
      );
    if (
      (counts?.accountAndAddress ?? 0) >= LOGIN_THROTTLE.perAccountAndAddress ||
      (counts?.address ?? 0) >= LOGIN_THROTTLE.perAddress
    ) {
      throw refuse.limit(TOO_MANY_LOGIN_FAILURES);
    }
    await tx.insert(attempts).values({ username, ip: addressKey });
    return counts?.account ?? 0;
  });
  const delay = accountDelayMs(accountFailures);
  if (delay > 0) await sleep(delay);
  return { username, addressKey };
}

/** A failed check keeps its booking; now and then, rows older than a day are swept away. */
export async function loginFailed(db: Database): Promise<void> {
  if (Math.random() < 0.05) {
    await db
      .delete(schema.loginAttempts)
      .where(lt(schema.loginAttempts.createdAt, sql`now() - interval '1 day'`));
  }
}

/**
 * The right password clears this address's failures on the account, and only
 * those: an attacker elsewhere keeps his count, whoever signs in meanwhile.
 */
export async function loginSucceeded(db: Database, attempt: LoginAttempt): Promise<void> {
  await db
    .delete(schema.loginAttempts)
    .where(
      and(
        eq(schema.loginAttempts.username, attempt.username),
        eq(schema.loginAttempts.ip, attempt.addressKey),
      ),
    );
}
