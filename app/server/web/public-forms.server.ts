import type { RouterContextProvider } from "react-router";
import { clientAddressKey } from "../platform/client-address.server.ts";
import { tooManyRequests } from "../platform/rate-limit.server.ts";
import { rateLimitersContext, requestInfoContext } from "./context.server.ts";

/** This request's client address as its rate-limit key. */
function requestAddressKey(context: Readonly<RouterContextProvider>): string {
  return clientAddressKey(context.get(requestInfoContext).clientIp);
}

/**
 * Throws a 429 with an Italian message when this client has sent too many
 * public forms lately. Call it before reading the body, so a client over the
 * limit costs nothing more than this check.
 */
export async function enforcePublicFormLimit(context: Readonly<RouterContextProvider>): Promise<void> {
  const verdict = await context.get(rateLimitersContext).publicForms.hit(requestAddressKey(context));
  if (!verdict.allowed) throw tooManyRequests(verdict);
}

/** The same for sign-ups: each costs an argon2 hash and tells whether a username is taken. */
export async function enforceRegistrationLimit(context: Readonly<RouterContextProvider>): Promise<void> {
  const verdict = await context.get(rateLimitersContext).registrations.hit(requestAddressKey(context));
  if (!verdict.allowed) throw tooManyRequests(verdict);
}

/** The same for "Password dimenticata?": each request may send an e-mail. */
export async function enforcePasswordResetLimit(context: Readonly<RouterContextProvider>): Promise<void> {
  const verdict = await context.get(rateLimitersContext).passwordResets.hit(requestAddressKey(context));
  if (!verdict.allowed) throw tooManyRequests(verdict);
}

/** A filled honeypot means a robot: it gets a normal-looking answer and nothing is stored. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
