import { useRouteLoaderData } from "react-router";

export interface SignedInUser {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}

/** The signed-in customer from the root loader, or null for a guest. */
export function useOptionalUser(): SignedInUser | null {
  const data = useRouteLoaderData("root") as { user?: SignedInUser | null } | undefined;
  return data?.user ?? null;
}

/** Product ids in the signed-in customer's wishlist (empty for a guest), from the root loader. */
export function useWishlistProductIds(): readonly number[] {
  const data = useRouteLoaderData("root") as { wishlistProductIds?: number[] } | undefined;
  return data?.wishlistProductIds ?? [];
}
