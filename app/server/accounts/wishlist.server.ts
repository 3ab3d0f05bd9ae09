import { and, desc, eq } from "drizzle-orm";
import { refuse } from "#app/domain/refusal.ts";
import * as schema from "#db/schema.ts";
import type { Database } from "../platform/db.server.ts";
import { deleteOwnedRow } from "./owned-rows.server.ts";

export interface WishlistItem {
  id: number;
  productId: number;
  product: {
    id: number;
    name: string;
    description: string;
    basePriceCents: number;
    imageUrl: string | null;
    categoryId: number;
    slug: string;
  };
}

export async function listWishlist(db: Database, userId: number): Promise<WishlistItem[]> {
  const rows = await db
    .select({ item: schema.wishlistItems, product: schema.products })
    .from(schema.wishlistItems)
    .innerJoin(schema.products, eq(schema.wishlistItems.productId, schema.products.id))
    // A hidden product leaves the list while hidden and comes back if staff show it again.
    .where(and(eq(schema.wishlistItems.userId, userId), eq(schema.products.hidden, false)))
    .orderBy(desc(schema.wishlistItems.createdAt), desc(schema.wishlistItems.id));
  return rows.map(({ item, product }) => ({
    id: item.id,
    productId: item.productId,
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      basePriceCents: product.basePriceCents,
      imageUrl: product.imageUrl,
      categoryId: product.categoryId,
      slug: product.slug,
    },
  }));
}

/** Adding twice is harmless: the (user, product) pair is unique and the existing item is returned. */
export async function addToWishlist(
  db: Database,
  userId: number,
  productId: number,
): Promise<{ id: number; created: boolean }> {
  const [product] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.id, productId), eq(schema.products.hidden, false)));
  if (!product) throw refuse.notFound("Prodotto non trovato");
  const [inserted] = await db
    .insert(schema.wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ id: schema.wishlistItems.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: schema.wishlistItems.id })
    .from(schema.wishlistItems)
    .where(and(eq(schema.wishlistItems.userId, userId), eq(schema.wishlistItems.productId, productId)));
  if (!existing) throw new Error("wishlist item vanished");
  return { id: existing.id, created: false };
}

export async function removeFromWishlist(db: Database, userId: number, itemId: number): Promise<void> {
  if (!(await deleteOwnedRow(db, schema.wishlistItems, itemId, userId)))
    throw refuse.notFound("Prodotto non trovato nella lista dei desideri");
}

export async function clearWishlist(db: Database, userId: number): Promise<void> {
  await db.delete(schema.wishlistItems).where(eq(schema.wishlistItems.userId, userId));
}

/** Just the product ids, for the hearts on every card (one cheap query per page). */
export async function listWishlistProductIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: schema.wishlistItems.productId })
    .from(schema.wishlistItems)
    .where(eq(schema.wishlistItems.userId, userId));
  return rows.map((row) => row.productId);
}
