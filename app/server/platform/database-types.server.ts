import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "#db/schema.ts";

// The database's types, apart from the code that opens it, so that what the
// opening starts (the catalogue's change listener) can name them without an
// import cycle. db.server.ts re-exports them for everyone else.

export type Schema = typeof schema;
/** Either driver: route code never knows which one it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The handle inside `db.transaction(...)`: what a write that must share the
 * caller's transaction asks for. Effects that must wait for its COMMIT are
 * registered with `afterCommit(tx, effect)` (./after-commit.server.ts).
 */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
