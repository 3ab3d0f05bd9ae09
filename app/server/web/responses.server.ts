import { z } from "zod";
import { isRefusal, Refusal } from "#app/domain/refusal.ts";
import { parseRecordId } from "#app/domain/web/record-id.ts";
import { fieldErrors, firstIssueMessage } from "#app/domain/web/validation.ts";
import { logError } from "./error-log.server.ts";
import { refusalKindOfStatus, refusalStatus } from "./refusal-status.server.ts";

/** The API's one error shape: `{ "message": "..." }` with an Italian message. */
export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ message }, { status, headers });
}

/**
 * @deprecated Throw a Refusal (`refuse.*` in app/domain/refusal.ts): a rule
 * says what kind of no it is, not which status. Left for the services that
 * have not moved over yet; it is the refusal of its status's kind.
 */
export class HttpError extends Refusal {
  constructor(status: number, message: string) {
    super(refusalKindOfStatus(status), message);
  }
}

/**
 * @deprecated Throw `refuse.invalid(message, { fields })`. A 400 refusal of a
 * form's fields: the first Italian message, and each field's own.
 */
export class InvalidFieldsError extends Refusal {
  constructor(message: string, fieldErrors: Record<string, string>) {
    super("invalid", message, { fields: fieldErrors });
  }

  get fieldErrors(): Readonly<Record<string, string>> {
    return this.fields;
  }
}

/** `input` checked against `schema` by a service: InvalidFieldsError when it does not fit. */
export function parseFields<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw new InvalidFieldsError(firstIssueMessage(parsed.error), fieldErrors(parsed.error));
  return parsed.data;
}

/** A path id (see `parseRecordId`): anything that is not one is a 400 with the given message. */
export function parseId(raw: string | undefined, message: string): number {
  const id = parseRecordId(raw);
  if (id === null) throw new HttpError(400, message);
  return id;
}

const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/);

export function isSlug(raw: string | undefined): raw is string {
  return slugSchema.safeParse(raw).success;
}

/**
 * Runs an API handler and turns every failure into the JSON error shape (see
 * `apiErrorOf`).
 */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    const { status, message, closeConnection } = apiErrorOf(error);
    return jsonError(status, message, closeConnection ? { Connection: "close" } : undefined);
  }
}

/**
 * What an API answers for a failure: a refusal gets its kind's status and
 * keeps its message; anything unexpected is logged and answered with a
 * generic 500 that leaks nothing. After a too-large body the connection is
 * closed rather than drained.
 */
export function apiErrorOf(error: unknown): { status: number; message: string; closeConnection: boolean } {
  if (isRefusal(error)) {
    return {
      status: refusalStatus(error.kind),
      message: error.message,
      closeConnection: error.kind === "too-large",
    };
  }
  logError("api handler failed", error);
  return {
    status: 500,
    message: "Si è verificato un errore interno. Riprova più tardi.",
    closeConnection: false,
  };
}
