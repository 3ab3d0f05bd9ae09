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

/** The catalogue's pages, where a visitor decides to sign up to buy what they are looking at. */
const CATALOGUE_PAGE = /^\/(?:product|category)\//;

/**
 * The header's "Accedi" link from the page being read: signing in or signing up
 * from a product or a category page comes back to it, its configuration query
 * included. Every other page links plain /auth: an unknown address, and the
 * back office that answers guests as one, must stay the same page whatever
 * path was asked (docs/product/back-office.md#roles), and a page whose query
 * carries a single-use token must not repeat it into another URL.
 */
export function headerSignInPath(pathname: string, search: string): string {
  return CATALOGUE_PAGE.test(pathname) ? signInPath(`${pathname}${search}`) : "/auth";
}
