// The one way to build the sign-in page's URL: whoever sends a visitor to sign
// in passes where to bring them back, and /auth returns them there afterwards
// (after checking it is a path of this site: see safeRedirectPath).

export type AuthTab = "accedi" | "registrati";

/** `/auth?redirectTo=…`, or `/auth?tab=registrati&redirectTo=…` for the registration tab; home needs no `redirectTo`. */
export function signInPath(returnTo: string, tab: AuthTab = "accedi"): string {
  const params = new URLSearchParams();
  if (tab === "registrati") params.set("tab", "registrati");
  if (returnTo !== "/") params.set("redirectTo", returnTo);
  const search = params.toString();
  return search ? `/auth?${search}` : "/auth";
}
