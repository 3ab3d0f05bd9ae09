import type { AppointmentKind, AppointmentStatus } from "./appointment-kinds.ts";

// The staff calendar (docs/product/production.md#calendar): a week or a day of
// appointments, one group per team and one per technician sent alone.

export interface CalendarEntry {
  id: number;
  kind: AppointmentKind;
  status: AppointmentStatus;
  startsAt: string;
  endsAt: string;
  /** The Rome day, "yyyy-MM-dd". */
  day: string;
  jobNumber: string;
  customerName: string;
  siteAddress: string;
  technicianName: string | null;
}

export interface CalendarGroup {
  key: string;
  title: string;
  entries: CalendarEntry[];
}

export interface CalendarPage {
  view: "week" | "day";
  /** The week's Monday, or the day. */
  from: string;
  /** The days shown, "yyyy-MM-dd". */
  days: string[];
  groups: CalendarGroup[];
  previous: string;
  next: string;
}

export const STAFF_CALENDAR_PATH = "/gestione/calendario";
