import { Link } from "react-router";
import {
  appointmentKindLabels,
  appointmentStatusLabels,
} from "#app/domain/appointments/appointment-kinds.ts";
import { timeWindow } from "#app/domain/appointments/appointment-times.ts";
import {
  type CalendarEntry,
  type CalendarPage,
  STAFF_CALENDAR_PATH,
} from "#app/domain/appointments/calendar-view.ts";
import { formatShopDay } from "#app/domain/italian-formats/dates.ts";
import { staffJobPath } from "#app/domain/jobs/job-view.ts";

// The staff calendar (docs/product/production.md#calendar): one section per
// team (then per technician sent alone), each listing its days. A list, not a
// grid, so that the day view reads on a 375 px phone at the site.

const weekdays = ["Lunedì", "Martedì", "Mercoledì", "Giovedì", "Venerdì", "Sabato", "Domenica"];

export function dayTitle(day: string): string {
  const weekday = weekdays[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7];
  return `${weekday} ${formatShopDay(day)}`;
}

/** One appointment in few nodes, its text joined beforehand: a week renders 200 of them on the server. */
function Entry({ entry }: { entry: CalendarEntry }) {
  const done = entry.status === "svolto" ? ` (${appointmentStatusLabels.svolto})` : "";
  const technician = entry.technicianName ? ` · Tecnico: ${entry.technicianName}` : "";
  return (
    <li className="rounded-md border border-slate-300 bg-white p-3">
      <p className="font-semibold text-slate-900">
        {`${timeWindow(entry.startsAt, entry.endsAt)} · ${appointmentKindLabels[entry.kind]}${done}`}
      </p>
      <p className="mt-1 text-sm break-words text-slate-800">
        <a href={staffJobPath(entry.jobNumber)} className="font-medium text-brand-800 underline">
          {entry.customerName}
        </a>
        {` · ${entry.siteAddress}${technician}`}
      </p>
    </li>
  );
}

export function CalendarBoard({ page }: { page: CalendarPage }) {
  const param = page.view === "week" ? "settimana" : "giorno";
  const unit = page.view === "week" ? "Settimana" : "Giorno";
  return (
    <div>
      <nav aria-label="Periodo" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
        <Link className="text-brand-800 underline" to={`${STAFF_CALENDAR_PATH}?${param}=${page.previous}`}>
          {unit} precedente
        </Link>
        <Link className="text-brand-800 underline" to={`${STAFF_CALENDAR_PATH}?${param}=${page.next}`}>
          {unit} successiv{page.view === "week" ? "a" : "o"}
        </Link>
        {page.view === "day" ? (
          <Link className="text-brand-800 underline" to={`${STAFF_CALENDAR_PATH}?settimana=${page.from}`}>
            Vedi la settimana
          </Link>
        ) : null}
      </nav>
      {page.groups.length === 0 ? (
        <p className="mt-6 text-slate-800">Nessun appuntamento in questo periodo.</p>
      ) : null}
      {page.groups.map((group) => (
        <section key={group.key} aria-labelledby={`gruppo-${group.key}`} className="mt-6">
          <h2 id={`gruppo-${group.key}`} className="text-xl font-semibold text-slate-900">
            {group.title}
          </h2>
          {page.days.map((day) => {
            const entries = group.entries.filter((entry) => entry.day === day);
            if (entries.length === 0) return null;
            return (
              <div key={day} className="mt-3">
                <h3 className="text-base font-semibold text-slate-800">
                  {page.view === "week" ? (
                    <Link className="underline" to={`${STAFF_CALENDAR_PATH}?giorno=${day}`}>
                      {dayTitle(day)}
                    </Link>
                  ) : (
                    dayTitle(day)
                  )}
                </h3>
                <ul className="mt-2 grid gap-2">
                  {entries.map((entry) => (
                    <Entry key={entry.id} entry={entry} />
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
