// What the wishlist's action answers (app/routes/wishlist.tsx,
// docs/product/buying.md#wishlist): the heart on product cards and pages
// toggles, the wishlist page removes one item or clears them all.

export type WishlistIntent = "toggle" | "remove" | "clear";

/** To a script always; to a plain post only a refusal (a success redirects back). */
export type WishlistActionResult =
  | { ok: true; intent: "toggle"; productId: number; inWishlist: boolean }
  | { ok: true; intent: "remove" | "clear" }
  /** `needsLogin`: a guest's, who is sent to sign in; `intent` is null for them. */
  | { ok: false; intent: WishlistIntent | null; error: string; needsLogin: boolean };
