import { data, redirect } from "react-router";
import { clearSessionCookie, endSession } from "#app/server/accounts/sessions.server.ts";
import { logError } from "#app/server/platform/error-log.server.ts";
import { currentSessionContext, dbContext, sessionConfigContext } from "#app/server/web/context.server.ts";
import { readFormData } from "#app/server/web/http-body.server.ts";
import { isEnhancedSubmission } from "#app/server/web/page-actions.server.ts";
import type { Route } from "./+types/logout";

/** The answer to a logout sent by the account menu's fetcher (an enhanced submission). */
export type LogoutResult = { ok: true } | { ok: false; message: string };

/**
 * POST /logout: deletes the session row, clears the cookie and goes home.
 * The account menu's script asks for JSON instead of the redirect so that it
 * can confirm with a toast and reload the header's data itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, context);
  const viaFetcher = isEnhancedSubmission(form);
  const session = context.get(currentSessionContext);
  try {
    if (session) await endSession(context.get(dbContext), session);
  } catch (error) {
    // The session row survives, so the cookie is kept too: the user is told, not half signed out.
    if (!viaFetcher) throw error;
    logError("logout failed", error);
    return data<LogoutResult>(
      { ok: false, message: "Non è stato possibile chiudere la sessione. Riprova." },
      { status: 500 },
    );
  }
  const headers = { "Set-Cookie": clearSessionCookie(context.get(sessionConfigContext)) };
  if (viaFetcher) return data<LogoutResult>({ ok: true }, { headers });
  return redirect("/", { headers });
}

/** Signing out changes state, so a plain visit (a link, a prefetch) never does it. */
export function loader() {
  return redirect("/");
}
