import { type AnyColumn, and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";

// The staff members appointments and teams are made of
// (docs/product/production.md#appointments): active staff accounts, named as
// the office knows them.

export interface StaffPerson {
  id: number;
  name: string;
}

/** «Mario Rossi», or the username when the account has no name; null through a left join that found none. */
export const nameOf = (users: Record<"firstName" | "lastName" | "username", AnyColumn>) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

export const personName = nameOf(schema.users);

const activeStaff = and(ne(schema.users.role, "customer"), isNull(schema.users.disabledAt));

/** Every active staff member, by name. */
export function listStaffPeople(db: Database): Promise<StaffPerson[]> {
  return db
    .select({ id: schema.users.id, name: personName })
    .from(schema.users)
    .where(activeStaff)
    .orderBy(asc(personName));
}

/** Which of `ids` are active staff members. */
export async function activeStaffIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(activeStaff, inArray(schema.users.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The active members of a team. */
export async function teamMemberIds(db: Database, teamId: number): Promise<number[]> {
  const rows = await db
    .select({ id: schema.staffTeamMembers.userId })
    .from(schema.staffTeamMembers)
    .innerJoin(schema.users, eq(schema.users.id, schema.staffTeamMembers.userId))
    .where(and(eq(schema.staffTeamMembers.teamId, teamId), activeStaff));
  return rows.map((row) => row.id);
}
