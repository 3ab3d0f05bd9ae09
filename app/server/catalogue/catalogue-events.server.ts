import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, Transaction } from "../platform/database-types.server.ts";
import { logError } from "../platform/error-log.server.ts";

// "The catalogue changed": how a staff edit reaches every cache of every
// instance at once (docs/product/catalogue.md#price-changes). A change commits
// a `NOTIFY catalogue_changed` with its transaction, so PostgreSQL tells every
// instance that LISTENs, and only once the change is visible; the instance
// that made the change also tells its own subscribers as soon as it commits.
// Anything that keeps catalogue data per process subscribes here: the read
// cache of categories and calculator options today.

export const CATALOGUE_CHANNEL = "catalogue_changed";

type Subscriber = () => void;

const subscribers = new WeakMap<Database, Set<Subscriber>>();

/** Runs `subscriber` after every catalogue change on this database; returns the unsubscribe. */
export function onCatalogueChange(db: Database, subscriber: Subscriber): () => void {
  let set = subscribers.get(db);
  if (!set) {
    set = new Set();
    subscribers.set(db, set);
  }
  set.add(subscriber);
  return () => set.delete(subscriber);
}

function notifySubscribers(db: Database) {
  for (const subscriber of subscribers.get(db) ?? []) subscriber();
}

/**
 * Runs a catalogue change in one transaction that also announces it, then
 * tells this process's subscribers. A change that throws is rolled back and
 * announced nowhere: PostgreSQL drops the NOTIFY of an aborted transaction.
 */
export async function changeCatalogue<T>(db: Database, change: (tx: Transaction) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const value = await change(tx);
    await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
    return value;
  });
  notifySubscribers(db);
  return result;
}

export interface CatalogueListener {
  /** Resolves once the first LISTEN is in place (or the first attempt failed and retries go on). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

/**
 * One dedicated PostgreSQL connection per process that LISTENs for catalogue
 * changes made by any instance. A lost connection is reopened with a growing
 * delay; after each reconnection the subscribers are told once, since a change
 * may have been missed while the connection was down.
 */
export function listenForCatalogueChanges(db: Database, connectionString: string): CatalogueListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString, application_name: "catalogue-listener" });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === CATALOGUE_CHANNEL) notifySubscribers(db);
    });
    next.on("error", (error) => {
      logError("catalogue listener lost its connection", error);
      scheduleReconnect(next);
    });
    next.on("end", () => scheduleReconnect(next));
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
      retryMs = FIRST_RETRY_MS;
      notifySubscribers(db);
    } catch (error) {
      logError("catalogue listener could not connect", error);
      scheduleReconnect(next);
    }
  }

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}
