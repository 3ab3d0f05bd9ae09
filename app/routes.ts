import { index, type RouteConfig, route } from "@react-router/dev/routes";

// One module per URL. Pages first, then the JSON API, then health checks.
export default [
  index("routes/home.tsx"),

  route("api/categories", "routes/api/categories.ts"),
  route("api/categories/:slug/subcategories", "routes/api/category-subcategories.ts"),
  route("api/categories/:slugOrId/products", "routes/api/category-products.ts"),
  route("api/subcategories/:slug", "routes/api/subcategory.ts"),
  route("api/subcategories/:slug/products", "routes/api/subcategory-products.ts"),
  route("api/products", "routes/api/products.ts"),
  route("api/products/:id", "routes/api/product.ts"),
  route("api/calculator-options", "routes/api/calculator-options.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("healthz", "routes/health/healthz.ts"),
  route("readyz", "routes/health/readyz.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
