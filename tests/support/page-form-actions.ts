/** Every page route whose action takes a form post (ADR 010); each reads its body through the one capped reader. */
export const pageFormActions = [
  "/?index",
  "/contatti",
  "/auth",
  "/cart",
  "/checkout",
  "/wishlist",
  "/saved-configurations",
  "/logout",
] as const;
