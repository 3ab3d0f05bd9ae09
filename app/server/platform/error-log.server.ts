import { AsyncLocalStorage } from "node:async_hooks";
import { writeSync } from "node:fs";

// Error logs: one JSON line per failure with a code and a message, tied to the
// request's id. Never SQL text or its parameters (customers' names, e-mails,
// addresses), never a multi-line stack: see docs/SECURITY.md (logs).

export type LogLine = Record<string, unknown>;
export type Logger = (line: LogLine) => void;

/**
 * One JSON line per call on standard output. The lines of one turn of the
 * event loop go out in one write: under load, a write per request cost more
 * than the price it logged (docs/PERFORMANCE.md). Lines still waiting when the
 * process exits are written before it goes.
 */
export const jsonLogger: Logger = (line) => {
  if (pendingLines.length === 0) setImmediate(flushLogLines);
  pendingLines.push(JSON.stringify(line));
};

const pendingLines: string[] = [];

/** The waiting lines as one text to write, and an empty queue. */
function takePendingText(): string {
  const text = `${pendingLines.join("\n")}\n`;
  pendingLines.length = 0;
  return text;
}

function flushLogLines() {
  if (pendingLines.length > 0) process.stdout.write(takePendingText());
}

process.on("exit", () => {
  if (pendingLines.length > 0) writeSync(1, takePendingText());
});

interface RequestLogScope {
  requestId: string;
  log: Logger;
}

const requestLogScope = new AsyncLocalStorage<RequestLogScope>();

/** Runs the rest of a request's handling with its id and logger, for errors logged deep inside. */
export function runWithRequestLog<T>(scope: RequestLogScope, run: () => T): T {
  return requestLogScope.run(scope, run);
}

/** A PostgreSQL SQLSTATE (e.g. 23514) or a Node system code (e.g. ECONNREFUSED). */
const ERROR_CODE = /^(?:[0-9A-Z]{5}|E[A-Z_]{2,30})$/;
const DATABASE_ERROR_NAMES = new Set(["DrizzleQueryError", "DatabaseError"]);

/**
 * What may be logged about an error. A database error is known by its code
 * alone: its message carries the query and its parameters. Other errors keep
 * the first line of their message, shortened.
 */
export function describeError(error: unknown): { code: string; message: string } {
  let code: string | undefined;
  let fromDatabase = false;
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (DATABASE_ERROR_NAMES.has(String(candidate.name))) fromDatabase = true;
    if (!code && typeof candidate.code === "string" && ERROR_CODE.test(candidate.code)) code = candidate.code;
    current = candidate.cause;
  }
  if (fromDatabase || (code && /^[0-9A-Z]{5}$/.test(code)))
    return { code: code ?? "database", message: "database query failed" };
  if (error instanceof Error) {
    const firstLine = error.message.split("\n", 1)[0] ?? "";
    return { code: code ?? error.name, message: firstLine.slice(0, 200) };
  }
  return { code: code ?? "unknown", message: "a non-Error value was thrown" };
}

/** Logs a failure as one line, with the current request's id when there is one. */
export function logError(msg: string, error: unknown, fields: LogLine = {}): void {
  const scope = requestLogScope.getStore();
  (scope?.log ?? jsonLogger)({
    level: "error",
    msg,
    requestId: scope?.requestId,
    ...fields,
    ...describeError(error),
  });
}
