import { data } from "react-router";
import { isRefusal } from "#app/domain/refusal.ts";
import { ENHANCED_SUBMISSION_FIELD, type IntentRefusal } from "#app/domain/web/page-actions.ts";
import { logError } from "../platform/error-log.server.ts";
import { refusalStatus } from "./refusal-status.server.ts";

// The server half of the page-action protocol (docs/decisions/010-page-action-protocol.md).

/** Whether a script sent this form (it wants data back) rather than a plain post (it wants a redirect). */
export function isEnhancedSubmission(form: FormData): boolean {
  return form.get(ENHANCED_SUBMISSION_FIELD) === "1";
}

/** The form's text fields by name (a file is no text field). */
export function formTextFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  return fields;
}

/**
 * How an action refuses the form of `intent`: with the message, each field's
 * message, and the `echo` fields as sent (each cut to `maxLength`, never a
 * password), so that the form is drawn again as the user left it.
 */
export function intentRefusal<Intent extends string>(
  intent: Intent,
  fields: Record<string, string>,
  echo: { names: readonly string[]; maxLength: number },
) {
  const values: Record<string, string> = {};
  for (const name of echo.names) if (fields[name]) values[name] = fields[name].slice(0, echo.maxLength);
  return (message: string, errors: Record<string, string> = {}): IntentRefusal<Intent> => ({
    ok: false,
    intent,
    message,
    errors,
    values,
  });
}

/** What to answer, and log, when the failure is not a refusal the service meant. */
interface UnexpectedFailure {
  log: string;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * Turns what a service threw into the action's failed result: a refusal
 * keeps its Italian message and is answered with its kind's status. Anything else is rethrown
 * (a thrown Response, such as a redirect, passes through), unless `unexpected`
 * says how to answer it: then it is logged and answered 500 with that message.
 */
export function serviceErrorResult<Result>(
  error: unknown,
  toResult: (message: string) => Result,
  unexpected?: UnexpectedFailure,
) {
  if (isRefusal(error)) return data(toResult(error.message), { status: refusalStatus(error.kind) });
  if (!unexpected || error instanceof Response) throw error;
  logError(unexpected.log, error, unexpected.details);
  return data(toResult(unexpected.message), { status: 500 });
}
