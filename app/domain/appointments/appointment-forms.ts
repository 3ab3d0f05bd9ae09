import { z } from "zod";
import { rowVersionSchema } from "../web/row-version.ts";
import { integerLike } from "../web/validation.ts";
import { appointmentKinds } from "./appointment-kinds.ts";
import { isCalendarDay, isTimeOfDay } from "./appointment-times.ts";

// The staff forms of an appointment (docs/product/production.md#appointments):
// book, move, cancel and «svolto», each read on the server. Rules that need
// the database or the clock (a team that exists, a day not past, a clash)
// are the service's.

const MAX_ID = 2_147_483_647;
const id = (message: string) =>
  z.preprocess(integerLike, z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));
/** An optional id: "" is none. */
const optionalId = (message: string) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), id(message).nullable());

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value ?? "");

const when = {
  day: z
    .string({ error: "Scegli la data" })
    .trim()
    .refine(isCalendarDay, "Scegli una data valida (gg/mm/aaaa)"),
  startTime: z
    .string({ error: "Scegli l'ora di inizio" })
    .trim()
    .refine(isTimeOfDay, "Scegli l'ora di inizio"),
  endTime: z.string({ error: "Scegli l'ora di fine" }).trim().refine(isTimeOfDay, "Scegli l'ora di fine"),
  teamId: optionalId("Scegli una squadra dall'elenco"),
  technicianId: optionalId("Scegli un tecnico dall'elenco"),
};

type When = { startTime: string; endTime: string; teamId: number | null; technicianId: number | null };

/** The end after the start, and someone to send: beside the field at fault. */
function checkWhen(value: When, ctx: z.RefinementCtx) {
  if (value.endTime <= value.startTime)
    ctx.addIssue({ code: "custom", path: ["endTime"], message: "L'ora di fine deve essere dopo l'inizio" });
  if (value.teamId === null && value.technicianId === null)
    ctx.addIssue({ code: "custom", path: ["teamId"], message: "Scegli una squadra o un tecnico" });
}

export const bookAppointmentSchema = z
  .object({
    kind: z.enum(appointmentKinds, { error: "Scegli il tipo di appuntamento" }),
    ...when,
    orderId: optionalId("Scegli un ordine della commessa"),
    siteAddress: z
      .string({ error: "Scrivi l'indirizzo del cantiere" })
      .trim()
      .min(1, "Scrivi l'indirizzo del cantiere")
      .max(300, "L'indirizzo può contenere al massimo 300 caratteri"),
    notes: text(2000, "Le note possono contenere al massimo 2000 caratteri"),
  })
  .superRefine(checkWhen)
  .superRefine((value, ctx) => {
    if (value.kind !== "sopralluogo" && value.orderId === null)
      ctx.addIssue({ code: "custom", path: ["orderId"], message: "Scegli l'ordine da consegnare o posare" });
  });

export type BookAppointmentInput = z.output<typeof bookAppointmentSchema>;

const appointmentRef = {
  appointmentId: id("Appuntamento non valido"),
  version: rowVersionSchema,
};

export const moveAppointmentSchema = z.object({ ...appointmentRef, ...when }).superRefine(checkWhen);
export type MoveAppointmentInput = z.output<typeof moveAppointmentSchema>;

export const cancelAppointmentSchema = z.object({
  ...appointmentRef,
  reason: z
    .string({ error: "Scrivi il motivo dell'annullamento" })
    .trim()
    .min(1, "Scrivi il motivo dell'annullamento")
    .max(1000, "Il motivo può contenere al massimo 1000 caratteri"),
});

export const appointmentDoneSchema = z.object({
  ...appointmentRef,
  doneNotes: text(2000, "Le note possono contenere al massimo 2000 caratteri"),
});

/** The customer's «Chiedi un'altra data». */
export const changeRequestSchema = z.object({
  message: z
    .string({ error: "Scrivi quando preferiresti" })
    .trim()
    .min(1, "Scrivi quando preferiresti")
    .max(1000, "Il messaggio può contenere al massimo 1000 caratteri"),
  returnTo: z
    .string()
    .regex(/^\/(orders\/\d+|offerte\/[A-Za-z0-9-]+|preventivi\/\d+)$/)
    .optional()
    .catch(undefined),
});

/** An admin's team: its name, whether it is active, its members. */
export const teamSchema = z.object({
  teamId: optionalId("Squadra non valida"),
  name: z
    .string({ error: "Scrivi il nome della squadra" })
    .trim()
    .min(1, "Scrivi il nome della squadra")
    .max(80, "Il nome può contenere al massimo 80 caratteri"),
  active: z
    .union([z.literal("on"), z.literal("")])
    .optional()
    .transform((value) => value === "on"),
  memberIds: z.array(id("Membro non valido")).max(50, "Al massimo 50 membri"),
  version: rowVersionSchema.optional(),
});
export type TeamInput = z.output<typeof teamSchema>;
