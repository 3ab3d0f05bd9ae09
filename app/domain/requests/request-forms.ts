import { z } from "zod";
import { MAX_RECORD_ID } from "../web/record-id.ts";
import { requiredTextSchema } from "../web/required-text.ts";
import { integerLike } from "../web/validation.ts";
import { requestStatuses } from "./request-status.ts";

// The forms of a request's page in the back office (status, assignment,
// internal notes); the offer has its own module, request-offer.ts. The page
// and the server parse with the same schemas (docs/product/back-office.md).

export const REQUEST_NOTE_MAX_LENGTH = 2000;
export const STATUS_NOTE_MAX_LENGTH = 1000;

/** The version the form was drawn from: a change made meanwhile by someone else is refused (a conflict). */
export const requestVersionSchema = z.preprocess(
  integerLike,
  z.number({ error: "Ricarica la pagina e riprova" }).int().positive().max(MAX_RECORD_ID),
);

export const statusChangeSchema = z.object({
  status: z.enum(requestStatuses, { error: "Scegli il nuovo stato" }),
  note: z
    .string()
    .trim()
    .max(STATUS_NOTE_MAX_LENGTH, `La nota può contenere al massimo ${STATUS_NOTE_MAX_LENGTH} caratteri`)
    .default(""),
  version: requestVersionSchema,
});

const ASSIGNEE_MESSAGE = "Scegli un membro del personale";

/** "" is nobody; anything else must be a staff member's id (the server checks that the person is active staff). */
export const assignmentSchema = z.object({
  assigneeId: z.preprocess(
    (value) => (value === "" ? null : integerLike(value)),
    z
      .number({ error: ASSIGNEE_MESSAGE })
      .int(ASSIGNEE_MESSAGE)
      .positive(ASSIGNEE_MESSAGE)
      .max(MAX_RECORD_ID)
      .nullable(),
  ),
  version: requestVersionSchema,
});

export const requestNoteSchema = z.object({
  body: requiredTextSchema(
    "Scrivi il testo della nota",
    REQUEST_NOTE_MAX_LENGTH,
    `La nota può contenere al massimo ${REQUEST_NOTE_MAX_LENGTH} caratteri`,
  ),
});

export type StatusChangeInput = z.infer<typeof statusChangeSchema>;
export type AssignmentInput = z.infer<typeof assignmentSchema>;
export type RequestNoteInput = z.infer<typeof requestNoteSchema>;
