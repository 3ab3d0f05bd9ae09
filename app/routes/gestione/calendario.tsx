import { z } from "zod";
import { CalendarBoard, dayTitle } from "#app/components/staff/appointments/calendar-board.tsx";
import { isCalendarDay, shopDay } from "#app/domain/appointments/appointment-times.ts";
import { staffPageMeta } from "#app/domain/web/seo.ts";
import { calendarDay, calendarWeek } from "#app/server/appointments/calendar.server.ts";
import { requireStaff } from "#app/server/web/auth-guards.server.ts";
import { dbContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/calendario";

// The calendar of every appointment (docs/product/production.md#calendar):
// ?settimana=yyyy-MM-dd shows that day's Monday–Sunday, ?giorno=yyyy-MM-dd
// one day; a malformed date is simply this week.

const day = z.string().refine(isCalendarDay).optional().catch(undefined);
const querySchema = z.object({ settimana: day, giorno: day });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = context.get(dbContext);
  const page = query.giorno
    ? await calendarDay(db, query.giorno)
    : await calendarWeek(db, query.settimana ?? shopDay(new Date()));
  return { page };
}

export const meta: Route.MetaFunction = () => staffPageMeta("Calendario");

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const last = page.days[page.days.length - 1] ?? page.from;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Calendario</h1>
      <p className="mt-2 text-slate-800">
        {page.view === "week"
          ? `Settimana dal ${dayTitle(page.from)} al ${dayTitle(last)}`
          : dayTitle(page.from)}
      </p>
      <CalendarBoard page={page} />
    </div>
  );
}
