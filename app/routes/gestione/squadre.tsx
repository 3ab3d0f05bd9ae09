import { TeamForm } from "#app/components/staff/appointments/team-form.tsx";
import { StaffSection } from "#app/components/staff/staff-section.tsx";
import { teamSchema } from "#app/domain/appointments/appointment-forms.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { listStaffPeople } from "#app/server/appointments/staff-people.server.ts";
import { listStaffTeams, saveStaffTeam } from "#app/server/appointments/staff-teams.server.ts";
import { adminOnlyMiddleware, requireAdmin } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import { doneWithMessage, formIntent, pageFormAction } from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/squadre";

// The teams sent to appointments (docs/product/production.md#teams): admins only.

const PAGE_PATH = "/gestione/squadre";

export const middleware: Route.MiddlewareFunction[] = [adminOnlyMiddleware];

export const meta: Route.MetaFunction = () => staffPageMeta("Squadre");

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const db = context.get(dbContext);
  const [teams, people] = await Promise.all([listStaffTeams(db), listStaffPeople(db)]);
  return { teams, people };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  return pageFormAction(
    { context, request },
    {
      intents: {
        save: formIntent(
          teamSchema,
          async (input) =>
            doneWithMessage(
              "save",
              `Squadra «${await saveStaffTeam(context.get(dbContext), admin, input)}» salvata`,
              PAGE_PATH,
            ),
          { input: (form, fields) => ({ ...fields, memberIds: form.getAll("memberIds") }) },
        ),
      },
      echo: { teamId: 20, name: 200 },
    },
  );
}

export default function TeamsPage({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const refusedTeam = refused?.values.teamId ?? "";
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Squadre</h1>
      <p className="mt-2 text-slate-700">
        Le squadre che mandiamo a sopralluoghi, consegne e pose. Chi è in una squadra è occupato da ogni suo
        appuntamento.
      </p>
      {loaderData.teams.map((team) => (
        <StaffSection
          key={team.id}
          id={`squadra-${team.id}`}
          title={team.active ? team.name : `${team.name} (non attiva)`}
          className="mt-8 max-w-3xl"
        >
          <TeamForm
            action={PAGE_PATH}
            team={team}
            people={loaderData.people}
            refused={refusedTeam === String(team.id) ? refused : undefined}
          />
        </StaffSection>
      ))}
      <StaffSection id="squadra-nuova" title="Nuova squadra" className="mt-10 max-w-3xl">
        <TeamForm
          action={PAGE_PATH}
          team={null}
          people={loaderData.people}
          refused={refused && refusedTeam === "" ? refused : undefined}
        />
      </StaffSection>
    </div>
  );
}
