import { HttpError } from "./http.server.ts";

/** 16 KiB: far above any form of this shop, far below anything that could hurt it. */
export const MAX_JSON_BYTES = 16 * 1024;

/**
 * Reads a JSON body with a hard size cap: 413 when it is larger, 400 when it is
 * not JSON. The cap is enforced while streaming, so a lying Content-Length
 * cannot make the server buffer more.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, "La richiesta è troppo grande");
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new HttpError(400, "Invia i dati in formato JSON (Content-Type: application/json)");
  }
  const text = await readTextCapped(request, maxBytes);
  if (text.trim() === "") throw new HttpError(400, "Il corpo della richiesta è vuoto");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "Formato JSON non valido");
  }
}

export async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // The answer goes out with Connection: close, so the rest is never read.
    if (size > maxBytes) throw new HttpError(413, "La richiesta è troppo grande");
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** 32 KiB: far above any of the shop's page forms. */
export const MAX_FORM_BYTES = 32 * 1024;

const FORM_CONTENT_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data;\s*boundary=)/i;

/**
 * A page form's fields, or a thrown 400/413 answer in Italian: a body that is
 * not a form (JSON, plain text, a broken multipart) never reaches an action
 * as an exception, and so never becomes a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const refuse = (status: number, message: string) =>
    Response.json({ message }, { status, headers: status === 413 ? { Connection: "close" } : undefined });
  if (Number(request.headers.get("content-length") ?? "0") > MAX_FORM_BYTES) {
    throw refuse(413, "La richiesta è troppo grande");
  }
  if (!FORM_CONTENT_TYPE.test(request.headers.get("content-type") ?? "")) {
    throw refuse(400, "Invia i dati con il modulo della pagina");
  }
  try {
    return await request.formData();
  } catch {
    throw refuse(400, "Il modulo inviato non è leggibile: riprova dalla pagina");
  }
}
