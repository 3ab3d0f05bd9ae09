// What every part of the demo history's fill shares: its own module, so the
// fill and its parts (orders, requests) import it instead of each other.
import type { Transaction } from "#app/server/platform/db.server.ts";
import type { PoolLine } from "./lines.ts";
import type { DemoPerson, Random } from "./people.ts";

export interface DemoCustomer extends DemoPerson {
  id: number;
  createdAt: Date;
}

export interface StaffMember {
  id: number;
  username: string;
}

/** What every part of the fill shares. */
export interface FillContext {
  tx: Transaction;
  random: Random;
  from: Date;
  until: Date;
  staff: StaffMember[];
  customers: DemoCustomer[];
  pool: { windows: PoolLine[]; doors: PoolLine[] };
  /** Makes usernames and e-mail addresses unique across runs ("" on the first). */
  runTag: string;
}
