import type { RouterContextProvider } from "react-router";
import { publicFormLimiterContext, requestInfoContext } from "./context.server.ts";
import { HttpError } from "./http.server.ts";

/** 429 with an Italian message when this client has sent too many public forms lately. */
export function enforcePublicFormLimit(context: Readonly<RouterContextProvider>): void {
  const { clientIp } = context.get(requestInfoContext);
  const verdict = context.get(publicFormLimiterContext).hit(clientIp);
  if (!verdict.allowed) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
    throw new HttpError(
      429,
      `Hai inviato troppe richieste in poco tempo. Riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
    );
  }
}

/** A filled honeypot means a robot: it gets a normal-looking answer and nothing is stored. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
