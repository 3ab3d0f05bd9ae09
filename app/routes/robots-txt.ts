import type { Route } from "./+types/robots-txt";

/** Personal and transactional pages: nothing there for a search engine. */
const DISALLOWED_PATHS = [
  "/api/",
  "/cart",
  "/checkout",
  "/orders",
  "/wishlist",
  "/saved-configurations",
  "/auth",
];

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
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
