import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One module per URL. Pages first, then the JSON API, then health checks.
export default [
  index("routes/home.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("category/:slug/:subcategorySlug", "routes/collection.tsx"),
  route("product/:id?", "routes/product.tsx"),
  route("chi-siamo", "routes/chi-siamo.tsx"),
  route("contatti", "routes/contatti.tsx"),
  route("privacy", "routes/legal/privacy.tsx"),
  route("terms", "routes/legal/terms.tsx"),
  route("cookie", "routes/legal/cookie.tsx"),
  route("accessibilita", "routes/legal/accessibilita.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),

  route("api/categories", "routes/api/categories.ts"),
  route("api/categories/:slug/subcategories", "routes/api/category-subcategories.ts"),
  route("api/categories/:slugOrId/products", "routes/api/category-products.ts"),
  route("api/subcategories/:slug", "routes/api/subcategory.ts"),
  route("api/subcategories/:slug/products", "routes/api/subcategory-products.ts"),
  route("api/products", "routes/api/products.ts"),
  route("api/products/:id", "routes/api/product.ts"),
  route("api/calculator-options", "routes/api/calculator-options.ts"),
  route("api/price", "routes/api/price.ts"),
  route("api/quote-requests", "routes/api/quote-requests.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("healthz", "routes/health/healthz.ts"),
  route("readyz", "routes/health/readyz.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
