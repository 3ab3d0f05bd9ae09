import type { IncomingMessage } from "node:http";
import type { RouterContextProvider } from "react-router";
import { type RefusalKind, refuse } from "#app/domain/refusal.ts";
import { connectionContext } from "./context.server.ts";
import { refusalStatus } from "./refusal-status.server.ts";

const TOO_LARGE = "La richiesta è troppo grande";
/** PostgreSQL cannot store a NUL in a text, and no form of the shop has one: refused before any action. */
const HAS_NUL = "Richiesta non valida: i dati contengono un carattere nullo";

/** Whether a NUL hides in any string of a parsed body, keys included. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (typeof value !== "object" || value === null || depth > 64) return false;
  return Object.entries(value).some(([key, item]) => key.includes("\0") || containsNul(item, depth + 1));
}

/** 16 KiB: far above any form of this shop, far below anything that could hurt it. */
export const MAX_JSON_BYTES = 16 * 1024;

/**
 * Reads a JSON body with a hard size cap: 413 when it is larger, 400 when it is
 * not JSON. The cap is enforced while streaming, so a lying Content-Length
 * cannot make the server buffer more.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  checkJsonHeaders(request.headers.get("content-length"), request.headers.get("content-type"), maxBytes);
  return parseJsonText(await readTextCapped(request, maxBytes));
}

/**
 * The same for a request answered by Express before React Router (the guests'
 * price API): the same checks, messages and cap, read from the Node stream.
 */
export async function readNodeJsonBody(
  request: IncomingMessage,
  maxBytes = MAX_JSON_BYTES,
): Promise<unknown> {
  checkJsonHeaders(request.headers["content-length"], request.headers["content-type"], maxBytes);
  const bytes = await readNodeBytesCapped(request, maxBytes);
  if (bytes === "too large") throw refuse.tooLarge(TOO_LARGE);
  return parseJsonText(bytes.toString("utf8"));
}

function checkJsonHeaders(
  contentLength: string | null | undefined,
  contentType: string | null | undefined,
  maxBytes: number,
) {
  if (Number(contentLength ?? "0") > maxBytes) throw refuse.tooLarge(TOO_LARGE);
  if (!/^application\/(.+\+)?json\b/i.test(contentType ?? "")) {
    throw refuse.invalid("Invia i dati in formato JSON (Content-Type: application/json)");
  }
}

function parseJsonText(text: string): unknown {
  if (text.trim() === "") throw refuse.invalid("Il corpo della richiesta è vuoto");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw refuse.invalid("Formato JSON non valido");
  }
  if (containsNul(parsed)) throw refuse.invalid(HAS_NUL);
  return parsed;
}

/**
 * A Node request's bytes, or "too large" as soon as more than `maxBytes` have
 * arrived. As below, the stream is only left unread, never destroyed, so the
 * 413 can still be sent (with `Connection: close`).
 */
function readNodeBytesCapped(request: IncomingMessage, maxBytes: number): Promise<Buffer | "too large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", reject);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      request.pause();
      resolve("too large");
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", reject);
  });
}

export async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBytesCapped(request, maxBytes);
  if (bytes === "too large") throw refuse.tooLarge(TOO_LARGE);
  return new TextDecoder().decode(bytes);
}

/**
 * The body's bytes, or "too large" as soon as more than `maxBytes` have
 * arrived, whatever Content-Length or chunking says. Reading simply stops
 * there: the stream is not cancelled, because cancelling destroys the socket
 * before the 413 can be sent; the refusal goes out with `Connection: close`,
 * so the server closes the connection instead of draining the rest.
 */
async function readBytesCapped(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | "too large"> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return "too large";
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks);
}

/** 32 KiB: far above any of the shop's page forms. */
export const MAX_FORM_BYTES = 32 * 1024;

const URLENCODED = /^application\/x-www-form-urlencoded\b/i;
const MULTIPART = /^multipart\/form-data;\s*boundary=/i;

/**
 * A page form's fields, or a thrown 400/413 answer in Italian. Every page
 * action reads its body here: at most MAX_FORM_BYTES are read, chunked or
 * not, and a body that is not a form (JSON, plain text, a broken multipart)
 * never reaches an action as an exception, and so never becomes a 500.
 */
export async function readFormData(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FormData> {
  const refusal = (kind: RefusalKind, message: string) => {
    // The unread rest of the body is not drained: the connection is closed after the answer.
    // Set on the server's response, because React Router drops a thrown page answer's headers.
    if (kind === "too-large") context.get(connectionContext).closeAfterAnswer();
    return Response.json({ message }, { status: refusalStatus(kind) });
  };
  if (Number(request.headers.get("content-length") ?? "0") > MAX_FORM_BYTES) {
    throw refusal("too-large", TOO_LARGE);
  }
  const contentType = request.headers.get("content-type") ?? "";
  const urlencoded = URLENCODED.test(contentType);
  if (!urlencoded && !MULTIPART.test(contentType)) {
    throw refusal("invalid", "Invia i dati con il modulo della pagina");
  }
  const bytes = await readBytesCapped(request, MAX_FORM_BYTES);
  if (bytes === "too large") throw refusal("too-large", TOO_LARGE);
  let form: FormData;
  try {
    form = urlencoded
      ? formDataOf(new URLSearchParams(new TextDecoder().decode(bytes)))
      : // The bytes are complete and within the cap: the platform's multipart parser may have them.
        await new Request("http://form.invalid/", {
          method: "POST",
          headers: { "content-type": contentType },
          body: bytes,
        }).formData();
  } catch {
    throw refusal("invalid", "Il modulo inviato non è leggibile: riprova dalla pagina");
  }
  if (containsNul([...form])) throw refusal("invalid", HAS_NUL);
  return form;
}

function formDataOf(fields: URLSearchParams): FormData {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  return form;
}
