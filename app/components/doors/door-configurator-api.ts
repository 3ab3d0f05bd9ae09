import type { DoorSelection } from "#app/domain/door-selection.ts";
import type { DoorCatalogue } from "#app/server/doors.server.ts";

// The door configurator's two calls. A refusal becomes a DoorApiError carrying
// the server's Italian message, so the dialog can show it as it is.

export class DoorApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function parseAnswer<T>(response: Response): Promise<T> {
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
    throw new DoorApiError(response.status, message);
  }
  return body as T;
}

let catalogueRequest: Promise<DoorCatalogue> | null = null;

/** Fetched when the dialog first opens, then kept for the page view; a failure may be retried. */
export function fetchDoorCatalogue(): Promise<DoorCatalogue> {
  catalogueRequest ??= fetch("/api/door-catalogue", {
    headers: { accept: "application/json" },
    credentials: "same-origin",
  })
    .then((response) => parseAnswer<DoorCatalogue>(response))
    .catch((error: unknown) => {
      catalogueRequest = null;
      throw error;
    });
  return catalogueRequest;
}

/** The server prices the door itself: no amount is sent. */
export async function addDoorToCart(selection: DoorSelection): Promise<void> {
  const response = await fetch("/api/cart", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({ kind: "door", ...selection }),
  });
  await parseAnswer(response);
}
