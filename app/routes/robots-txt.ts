import { PERSONAL_PAGE_PATHS } from "#app/domain/accounts/personal-paths.ts";
import { publicUrlContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/robots-txt";

/** Personal and transactional pages: nothing there for a search engine. */
const DISALLOWED_PATHS = ["/api/", ...PERSONAL_PAGE_PATHS];

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(publicUrlContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
