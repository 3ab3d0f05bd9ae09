import type { z } from "zod";
import { refuse } from "../refusal.ts";

/** The first Italian message of a failed parse: the one the API answers with. */
export function firstIssueMessage(error: z.ZodError, fallback = "Dati non validi"): string {
  return error.issues[0]?.message ?? fallback;
}

/** Field → message (first one per field), for showing errors inline beside each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * `input` checked against `schema` by a rule or a service: when it does not
 * fit, an "invalid" refusal with the first Italian message and each field's
 * own (field → message), for a form to show beside its inputs.
 */
export function parseFields<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw refuse.invalid(firstIssueMessage(parsed.error), { fields: fieldErrors(parsed.error) });
  return parsed.data;
}

/** Accepts an integer given as a number or as a string of digits (form fields send strings). */
export function integerLike(value: unknown): unknown {
  if (typeof value === "string" && /^\s*\d{1,15}\s*$/.test(value)) return Number(value);
  return value;
}
