// The two cookies the app sets, the session and the flash notice, share these
// attributes: not readable by scripts, sent on top-level navigations, and
// `Secure` in production (where their names also take the `__Host-` prefix).

export function serializeHttpOnlyCookie(
  name: string,
  value: string,
  { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean },
): string {
  const parts = [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The raw value of the first cookie called `name` in the request, or null when there is none. */
export function readRequestCookie(request: Request, name: string): string | null {
  for (const part of request.headers.get("cookie")?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}
