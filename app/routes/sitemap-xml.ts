import {
  listAllSubcategories,
  listCategories,
  listProducts,
} from "#app/server/catalogue/catalogue.server.ts";
import { dbContext, publicUrlContext } from "#app/server/web/context.server.ts";
import type { Route } from "./+types/sitemap-xml";

/** Public pages that are not part of the catalogue. */
const STATIC_PATHS = [
  "/",
  "/chi-siamo",
  "/come-misurare",
  "/contatti",
  "/privacy",
  "/terms",
  "/cookie",
  "/accessibilita",
];

const xmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [categories, subcategories, products] = await Promise.all([
    listCategories(db),
    listAllSubcategories(db),
    listProducts(db),
  ]);
  const categorySlugById = new Map(categories.map((category) => [category.id, category.slug]));
  const paths = [
    ...STATIC_PATHS,
    ...categories.map((category) => `/category/${encodeURIComponent(category.slug)}`),
    ...subcategories.flatMap((subcategory) => {
      const categorySlug = categorySlugById.get(subcategory.categoryId);
      return categorySlug
        ? [`/category/${encodeURIComponent(categorySlug)}/${encodeURIComponent(subcategory.slug)}`]
        : [];
    }),
    ...products.map((product) => `/product/${product.id}`),
  ];
  const origin = context.get(publicUrlContext);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(new URL(path, origin).toString())}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
