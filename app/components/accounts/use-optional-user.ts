import { useRouteLoaderData } from "react-router";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";

/** The signed-in customer from the root loader, or null for a guest. */
export function useOptionalUser(): PublicUser | null {
  const data = useRouteLoaderData("root") as { user?: PublicUser | null } | undefined;
  return data?.user ?? null;
}

/** Product ids in the signed-in customer's wishlist (empty for a guest), from the root loader. */
export function useWishlistProductIds(): readonly number[] {
  const data = useRouteLoaderData("root") as { wishlistProductIds?: number[] } | undefined;
  return data?.wishlistProductIds ?? [];
}
