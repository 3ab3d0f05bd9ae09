import type { z } from "zod";

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

/** Accepts an integer given as a number or as a string of digits (form fields send strings). */
export function integerLike(value: unknown): unknown {
  if (typeof value === "string" && /^\s*\d{1,15}\s*$/.test(value)) return Number(value);
  return value;
}
