import { asc, eq, sql } from "drizzle-orm";
import type { TeamInput } from "#app/domain/appointments/appointment-forms.ts";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { lockedAtVersion } from "../platform/versioned-rows.server.ts";
import { recordAudit } from "../staff/audit.server.ts";
import { activeStaffIds, personName } from "./staff-people.server.ts";

// The teams an admin defines (docs/product/production.md#teams): a name,
// whether it is still sent out, its members. A team's members are read again
// when an appointment is booked or moved; the ones booked stay as they were.

export interface StaffTeam {
  id: number;
  name: string;
  active: boolean;
  version: number;
  members: { id: number; name: string }[];
}

export async function listStaffTeams(db: Database): Promise<StaffTeam[]> {
  const [teams, members] = await Promise.all([
    db.select().from(schema.staffTeams).orderBy(asc(schema.staffTeams.name)),
    db
      .select({ teamId: schema.staffTeamMembers.teamId, id: schema.users.id, name: personName })
      .from(schema.staffTeamMembers)
      .innerJoin(schema.users, eq(schema.users.id, schema.staffTeamMembers.userId))
      .orderBy(asc(personName)),
  ]);
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    active: team.active,
    version: team.version,
    members: members.filter((m) => m.teamId === team.id).map(({ id, name }) => ({ id, name })),
  }));
}

const TEAM_NAME_TAKEN = "Esiste già una squadra con questo nome";

/** Creates a team (no `teamId`) or saves one at its version; audited. Answers its name. */
export async function saveStaffTeam(db: Database, actor: { id: number }, input: TeamInput): Promise<string> {
  return db.transaction(async (tx) => {
    const memberIds = [...new Set(input.memberIds)];
    const staff = await activeStaffIds(tx, memberIds);
    if (memberIds.some((id) => !staff.has(id)))
      throw refuse.invalid("Un membro scelto non è un account del personale attivo", {
        fields: { memberIds: "Scegli solo membri del personale attivi" },
      });
    const [sameName] = await tx
      .select({ id: schema.staffTeams.id })
      .from(schema.staffTeams)
      .where(sql`lower(${schema.staffTeams.name}) = lower(${input.name})`);
    if (sameName && sameName.id !== input.teamId)
      throw refuse.conflict(TEAM_NAME_TAKEN, { fields: { name: TEAM_NAME_TAKEN } });
    let teamId = input.teamId;
    let before: unknown = null;
    if (teamId === null) {
      const [row] = await tx
        .insert(schema.staffTeams)
        .values({ name: input.name, active: true })
        .returning({ id: schema.staffTeams.id });
      teamId = row!.id;
    } else {
      const id = teamId;
      const team = await lockedAtVersion(
        tx.select().from(schema.staffTeams).where(eq(schema.staffTeams.id, id)).for("update"),
        input.version ?? null,
        {
          missing: "Squadra non trovata",
          changed: "Qualcun altro ha modificato questa squadra: ricarica la pagina e riprova.",
        },
      );
      const old = await tx
        .select({ userId: schema.staffTeamMembers.userId })
        .from(schema.staffTeamMembers)
        .where(eq(schema.staffTeamMembers.teamId, id));
      before = { name: team.name, active: team.active, memberIds: old.map((m) => m.userId).sort() };
      await tx
        .update(schema.staffTeams)
        .set({ name: input.name, active: input.active, version: sql`${schema.staffTeams.version} + 1` })
        .where(eq(schema.staffTeams.id, id));
      await tx.delete(schema.staffTeamMembers).where(eq(schema.staffTeamMembers.teamId, id));
    }
    if (memberIds.length > 0)
      await tx.insert(schema.staffTeamMembers).values(memberIds.map((userId) => ({ teamId, userId })));
    await recordAudit(tx, {
      actorId: actor.id,
      action: input.teamId === null ? "team.create" : "team.update",
      objectType: "team",
      objectId: teamId,
      before,
      after: {
        name: input.name,
        active: input.teamId === null ? true : input.active,
        memberIds: memberIds.sort(),
      },
    });
    return input.name;
  });
}
