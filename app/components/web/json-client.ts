// The browser's JSON calls to our API. A failed answer becomes an ApiError
// carrying the server's Italian message, shown to the customer as is (docs/product/texts.md#notices).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The server's 401: the visitor's session ended (or never began) while the page was open. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export async function parseAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "message" in body && typeof body.message === "string"
        ? body.message
        : `${response.status}: ${text || response.statusText}`;
    throw new ApiError(response.status, message);
  }
  return body as T;
}

export function sendJson(url: string, body: unknown, method = "POST"): Promise<Response> {
  return fetch(url, {
    method,
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
}

/** A JSON call that resolves with the answer or rejects with an ApiError. */
export async function postJson<T = unknown>(url: string, body: unknown, method = "POST"): Promise<T> {
  return parseAnswer<T>(await sendJson(url, body, method));
}

/** A GET that is made once per page view and shared; a failure may be retried. */
export function memoizedGet<T>(url: string): () => Promise<T> {
  let request: Promise<T> | null = null;
  return () => {
    request ??= fetch(url, { headers: { accept: "application/json" }, credentials: "same-origin" })
      .then((response) => parseAnswer<T>(response))
      .catch((error: unknown) => {
        request = null;
        throw error;
      });
    return request;
  };
}
