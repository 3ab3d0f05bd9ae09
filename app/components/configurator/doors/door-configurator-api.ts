import { memoizedGet, postJson } from "#app/components/web/json-client.ts";
import type { DoorCatalogue } from "#app/domain/catalogue/door-catalogue.ts";
import type { DoorSelection } from "#app/domain/configurator/door-selection.ts";
import { type LinePlacement, placementBody } from "../line-placement-fields.tsx";

// The door configurator's two calls; a refusal is an ApiError with the server's Italian message.

/** Fetched when the dialog first opens, then kept for the page view; a failure may be retried. */
export const fetchDoorCatalogue = memoizedGet<DoorCatalogue>("/api/door-catalogue");

/**
 * The server prices the door itself: no amount is sent, only the quantity and
 * room beside the selection. `endpoint` is an offer's, from the offer editor.
 */
export async function addDoorToCart(
  selection: DoorSelection,
  placement: LinePlacement,
  endpoint = "/api/cart",
): Promise<void> {
  await postJson(endpoint, { kind: "door", ...selection, ...placementBody(placement) });
}
