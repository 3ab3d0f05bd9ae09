import { labelledCodes } from "../web/labelled-codes.ts";

// The appointments of a job (docs/product/production.md#appointments): the
// survey, the delivery and the fitting, and what becomes of each.
const kinds = labelledCodes({
  sopralluogo: "Sopralluogo",
  consegna: "Consegna",
  posa: "Posa",
});

export const appointmentKinds = kinds.codes;
export const appointmentKindLabels = kinds.labels;
export type AppointmentKind = (typeof appointmentKinds)[number];
export const isAppointmentKind = kinds.includes;

const statuses = labelledCodes({
  programmato: "Programmato",
  svolto: "Svolto",
  annullato: "Annullato",
});

export const appointmentStatuses = statuses.codes;
export const appointmentStatusLabels = statuses.labels;
export type AppointmentStatus = (typeof appointmentStatuses)[number];
export const isAppointmentStatus = statuses.includes;
