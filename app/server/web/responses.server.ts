import { z } from "zod";
import { isRefusal } from "#app/domain/refusal.ts";
import { logError } from "../platform/error-log.server.ts";
import { refusalStatus } from "./refusal-status.server.ts";

/** The API's one error shape: `{ "message": "..." }` with an Italian message. */
export function jsonError(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ message }, { status, headers });
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
