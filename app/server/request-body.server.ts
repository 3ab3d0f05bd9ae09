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
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, "La richiesta è troppo grande");
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
