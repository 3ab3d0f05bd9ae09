import { z } from "zod";
import { type DoorCartRequest, doorLineKind, type StoredDoor } from "./door.ts";
import type { LineDrawingInput } from "./drawing.ts";
import type { LineDetails } from "./summary.ts";
import { type StoredWindow, type WindowCartRequest, windowLineKind } from "./window.ts";

// Every kind of configured line the shop sells, in one place: the database's
// `kind` columns, the cart's request parser and the stored-form parser all
// read this table. A new kind is one more file beside window.ts and door.ts,
// one entry here and its pricing in app/server/configurator/line-kinds.server.ts
// (docs/decisions/011-configured-line-kinds.md).

export const lineKinds = ["window", "door"] as const;

export type LineKind = (typeof lineKinds)[number];

export const lineKindRegistry = {
  window: windowLineKind,
  door: doorLineKind,
} as const satisfies { [K in LineKind]: { kind: K } };

/**
 * What a `configuration` column holds: one kind's stored form, read back with
 * `storedLineDetails` (the column's `kind` says which).
 */
export type StoredLineConfiguration = StoredWindow | StoredDoor;

/** What POST /api/cart carries for each kind, once parsed. */
export interface CartRequestByKind {
  window: WindowCartRequest;
  door: DoorCartRequest;
}

export type CartRequest = { [K in LineKind]: { kind: K; request: CartRequestByKind[K] } }[LineKind];

/**
 * The kind a cart request names. The public payload has no `kind` and means a
 * window, so anything but a known other kind is a window.
 */
export function cartRequestKind(body: unknown): LineKind {
  const named = body && typeof body === "object" && "kind" in body ? body.kind : undefined;
  return lineKinds.find((kind) => kind !== "window" && kind === named) ?? "window";
}

const cartRequestSchemas: { [K in LineKind]: z.ZodType<Extract<CartRequest, { kind: K }>> } = {
  window: windowLineKind.cartRequestSchema.transform((request) => ({ kind: "window" as const, request })),
  door: doorLineKind.cartRequestSchema.transform((request) => ({ kind: "door" as const, request })),
};

/** Parses a cart request with its kind's schema: the same zod rules as every other entry point. */
export function parseCartRequest(body: unknown): z.ZodSafeParseResult<CartRequest> {
  return cartRequestSchemas[cartRequestKind(body)].safeParse(body);
}

/**
 * Reads a stored `configuration` column with its kind's schema. A row that does
 * not match was written by something other than this code: that is a bug to
 * surface, not a shape to guess at.
 */
export function storedLineDetails(kind: LineKind, configuration: unknown): LineDetails {
  return parseStored(kind, lineKindRegistry[kind].storedDetailsSchema, configuration);
}

/** Reads a stored `configuration` column as what its drawing needs, with the same schema and rule. */
export function storedLineDrawingInput(kind: LineKind, configuration: unknown): LineDrawingInput {
  return parseStored(kind, lineKindRegistry[kind].storedDrawingSchema, configuration);
}

function parseStored<T>(kind: LineKind, schema: z.ZodType<T>, configuration: unknown): T {
  const parsed = schema.safeParse(configuration);
  if (!parsed.success) throw storedLineError(kind, parsed.error);
  return parsed.data;
}

function storedLineError(kind: LineKind, error: z.ZodError) {
  return new Error(`Stored ${kind} line does not match its schema: ${z.prettifyError(error)}`);
}

/**
 * The cart request that prices a stored line again, as if it were added now:
 * how a cart shows current prices and how the checkout re-prices every line
 * (docs/product/buying.md#cart).
 */
export function storedLineRequest(
  kind: LineKind,
  productId: number,
  configuration: unknown,
  quantity: number,
): CartRequest {
  if (kind === "door") {
    const stored = parseStored(kind, doorLineKind.storedSchema, configuration);
    return { kind, request: doorLineKind.toCartRequest(stored, productId) };
  }
  const stored = parseStored(kind, windowLineKind.storedSchema, configuration);
  return { kind, request: windowLineKind.toCartRequest(stored, productId, quantity) };
}

/**
 * The request that prices a stored line again at a measured size
 * (docs/product/production.md#measurements): a window's width and height in
 * mm, a door's custom size in cm, as each configurator takes them.
 */
export function measuredLineRequest(
  kind: LineKind,
  productId: number,
  configuration: unknown,
  quantity: number,
  size: { width: number; height: number },
): Record<string, unknown> {
  const { request } = storedLineRequest(kind, productId, configuration, quantity);
  return kind === "door"
    ? { ...request, kind, size: { mode: "custom", width: size.width, height: size.height } }
    : { ...request, dimensions: { width: size.width, height: size.height } };
}
