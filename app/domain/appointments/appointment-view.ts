import type { AppointmentKind, AppointmentStatus } from "./appointment-kinds.ts";

// An appointment as the pages show it (docs/product/production.md#appointments):
// instants as ISO strings, read in Rome by the components.

export interface AppointmentView {
  id: number;
  kind: AppointmentKind;
  status: AppointmentStatus;
  startsAt: string;
  endsAt: string;
  siteAddress: string;
  notes: string;
  teamId: number | null;
  teamName: string | null;
  technicianId: number | null;
  technicianName: string | null;
  orderNumber: string | null;
  version: number;
  doneNotes: string;
  cancelReason: string;
  changeRequests: { message: string; createdAt: string }[];
}

export interface BookingChoices {
  teams: { id: number; name: string }[];
  technicians: { id: number; name: string }[];
  orders: { id: number; number: string }[];
  siteAddress: string;
  surveyPreferredDays: string;
}

export interface JobAppointments {
  jobNumber: string;
  appointments: AppointmentView[];
  choices: BookingChoices;
}

/** What the customer sees of one appointment. */
export interface CustomerAppointment {
  id: number;
  kind: AppointmentKind;
  status: AppointmentStatus;
  startsAt: string;
  endsAt: string;
  upcoming: boolean;
}

export const staffJobAppointmentsPath = (jobNumber: string) =>
  `/gestione/commesse/${encodeURIComponent(jobNumber)}/appuntamenti`;
export const changeRequestPath = (appointmentId: number) => `/appuntamenti/${appointmentId}/altra-data`;
