import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "./database-types.server.ts";

// Effects that must follow a write only once it is durable, such as waking the
// mail workers for a message just put in the outbox
// (docs/decisions/029-guarded-transitions.md#effects-after-commit): code inside
// a transaction registers them with `afterCommit(tx, effect)`, and they run
// after COMMIT, never after a rollback. The database handle that openDatabase
// answers keeps them (`runEffectsAfterCommit`), so a service opening a
// transaction with `db.transaction(...)` needs nothing more.

type Effect = () => void;

/** The effects each open transaction (or savepoint) holds until it ends. */
const pendingEffects = new WeakMap<object, Set<Effect>>();

type TransactionOpener = Pick<Database, "transaction"> | Pick<Transaction, "transaction">;

/**
 * Makes `opener.transaction(work)` hold the effects registered inside it and
 * hand them to `settle` once it has committed (a savepoint: been released);
 * a transaction that throws or rolls back drops them.
 */
function holdEffects(opener: TransactionOpener, settle: (effects: Set<Effect>) => void): void {
  const open = opener.transaction.bind(opener) as Database["transaction"];
  const held: Database["transaction"] = async (work, config) => {
    const effects = new Set<Effect>();
    const result = await open(async (tx) => {
      pendingEffects.set(tx, effects);
      // A savepoint's effects join its transaction's once it is released.
      holdEffects(tx, (released) => {
        for (const effect of released) effects.add(effect);
      });
      return work(tx);
    }, config);
    settle(effects);
    return result;
  };
  opener.transaction = held;
}

function runEffects(effects: Iterable<Effect>): void {
  for (const effect of effects) {
    // The change is committed: a failing effect is logged, never answered as the change's failure.
    try {
      effect();
    } catch (error) {
      console.error(
        JSON.stringify({ level: "error", msg: "after-commit effect failed", error: String(error) }),
      );
    }
  }
}

/** Installs the after-commit effects on a database handle: every transaction it opens keeps them. */
export function runEffectsAfterCommit<Handle extends Database>(db: Handle): Handle {
  holdEffects(db, runEffects);
  return db;
}

/**
 * Runs `effect` once the transaction `handle` belongs to has committed; on the
 * plain database, where each statement commits on its own, at once. The same
 * effect registered twice in one transaction runs once.
 */
export function afterCommit(handle: Database | Transaction, effect: Effect): void {
  const effects = pendingEffects.get(handle);
  if (effects) {
    effects.add(effect);
    return;
  }
  if (handle instanceof PgTransaction) {
    // Running it now could act before the commit, or after a rollback.
    throw new Error("afterCommit: this transaction was not opened by openDatabase's handle");
  }
  runEffects([effect]);
}
