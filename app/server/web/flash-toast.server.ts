import { createHmac, timingSafeEqual } from "node:crypto";
import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import type { FlashToast } from "#app/domain/web/page-actions.ts";
import type { SessionCookieConfig } from "../accounts/sessions.server.ts";
import { readRequestCookie, serializeHttpOnlyCookie } from "../platform/cookies.server.ts";
import { sessionConfigContext } from "./context.server.ts";

// Redirect-with-toast (docs/decisions/010-page-action-protocol.md): an action
// that redirects puts its notice in a short-lived cookie signed with the
// session secret; the root loader takes it on the next page and the cookie is
// cleared in the same answer. It works without JavaScript, since the notice
// renders from loader data; each browser carries its own cookie, and an answer
// that sets or clears a cookie is never cached (see private-responses.server.ts).

/** Long enough to follow a redirect, short enough that a forgotten notice never turns up later. */
const FLASH_MAX_AGE_SECONDS = 60;
/** Signatures of flash values never verify as session tokens, and the other way round. */
const SIGNATURE_PURPOSE = "flash-toast:";

const flashToastSchema: z.ZodType<FlashToast> = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["success", "destructive", "info"]).optional(),
});

export function flashCookieName(config: SessionCookieConfig): string {
  return config.secure ? "__Host-flash" : "flash";
}

function serializeFlashCookie(config: SessionCookieConfig, value: string, maxAgeSeconds: number): string {
  return serializeHttpOnlyCookie(flashCookieName(config), value, { maxAgeSeconds, secure: config.secure });
}

const sign = (payload: string, secret: string) =>
  createHmac("sha256", secret)
    .update(SIGNATURE_PURPOSE + payload)
    .digest("base64url");

function encodeFlash(toast: FlashToast, secret: string): string {
  const payload = Buffer.from(JSON.stringify(toast)).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

function decodeFlash(value: string, secret: string): FlashToast | null {
  const dot = value.lastIndexOf(".");
  if (dot <= 0 || value.length > 2000) return null;
  const payload = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(payload, secret));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  try {
    const parsed = flashToastSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface FlashState {
  toast: FlashToast | null;
  /** The cookie came with the request and must go: it was read, or it was not valid. */
  clear: boolean;
}

const flashStateContext = createContext<FlashState | null>(null);

/** Reads the flash cookie of this request; clears it in the answer once the root loader has taken it. */
export const flashToastMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const config = context.get(sessionConfigContext);
  const name = flashCookieName(config);
  const raw = readRequestCookie(request, name);
  const toast = raw ? decodeFlash(raw, config.secret) : null;
  const state: FlashState = { toast, clear: raw !== null && toast === null };
  context.set(flashStateContext, state);
  const response = await next();
  const setsNewFlash = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`));
  if (state.clear && !setsNewFlash)
    response.headers.append("Set-Cookie", serializeFlashCookie(config, "", 0));
  return response;
};

/** The notice the previous action left for this page, once: the cookie is cleared in this answer. */
export function takeFlashToast(context: Readonly<RouterContextProvider>): FlashToast | null {
  const state = context.get(flashStateContext);
  if (!state?.toast) return null;
  const { toast } = state;
  state.toast = null;
  state.clear = true;
  return toast;
}

/** A redirect that shows `toast` on the page it lands on, with or without JavaScript. */
export function redirectWithToast(
  context: Readonly<RouterContextProvider>,
  location: string,
  toast: FlashToast,
  headers?: HeadersInit,
): Response {
  const config = context.get(sessionConfigContext);
  const merged = new Headers(headers);
  merged.append(
    "Set-Cookie",
    serializeFlashCookie(config, encodeFlash(toast, config.secret), FLASH_MAX_AGE_SECONDS),
  );
  return redirect(location, { headers: merged });
}
