// Node runs this file directly (type stripping): erasable TypeScript only.

/**
 * Every page a visitor reaches without signing in: the pages whose initial
 * JavaScript has a budget (docs/PERFORMANCE.md), measured by the bench and
 * guarded by the integration tests. A collection and a product stand for theirs.
 */
export function publicPagePaths(sample: { collectionSlug: string | undefined; productId: number }): string[] {
  return [
    "/",
    "/category/finestre",
    ...(sample.collectionSlug ? [`/category/finestre/${sample.collectionSlug}`] : []),
    `/product/${sample.productId}`,
    "/chi-siamo",
    "/come-misurare",
    "/contatti",
    "/auth",
    "/privacy",
    "/terms",
    "/cookie",
    "/accessibilita",
  ];
}
