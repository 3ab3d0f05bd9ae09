import { Heart, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { ProductBasePrice } from "#app/components/catalogue/product-base-price.tsx";
import { ProductImage } from "#app/components/catalogue/product-image.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { ProductImageInput } from "#app/domain/catalogue/product-image.ts";

// The wishlist page's cards and its empty state.

const primaryButton = buttonClass({ size: "lg" });
const dangerOutlineButton = buttonClass({ variant: "danger-outline", size: "sm", className: "text-sm" });

export function EmptyWishlist() {
  return (
    <section
      aria-labelledby="lista-vuota"
      className="mt-10 flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-16 text-center"
    >
      <Heart aria-hidden="true" className="size-12 text-brand-700" />
      <h2 id="lista-vuota" className="mt-4 text-2xl font-semibold text-slate-900">
        La tua lista dei desideri è vuota
      </h2>
      <p className="mt-2 max-w-md text-slate-700">
        Tocca il cuore su un prodotto per salvarlo qui e ritrovarlo quando vuoi.
      </p>
      <Link to="/category/finestre" className={`${primaryButton} mt-8`}>
        Scopri le finestre
      </Link>
    </section>
  );
}

export interface WishlistItemData {
  id: number;
  productId: number;
  product: ProductImageInput & { name: string; description: string; basePriceCents: number };
}

export function WishlistCard({
  item,
  onRemove,
}: {
  item: WishlistItemData;
  onRemove: (itemId: number) => void;
}) {
  const { product } = item;
  const nameId = `prodotto-desiderato-${item.id}`;
  return (
    <article
      aria-labelledby={nameId}
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600"
    >
      <ProductImage product={product} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 id={nameId} className="text-lg leading-snug font-semibold text-slate-900">
          {/* The link covers the whole card, so the picture and the text open the product too. */}
          <Link
            to={`/product/${item.productId}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-800 hover:underline"
          >
            {product.name}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-700">{product.description}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
          <ProductBasePrice basePriceCents={product.basePriceCents} />
          <Form
            method="post"
            action="/wishlist"
            className="relative z-10"
            onSubmit={(event) => {
              event.preventDefault();
              onRemove(item.id);
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="redirectTo" value="/wishlist" />
            <button type="submit" className={dangerOutlineButton}>
              <Trash2 aria-hidden="true" className="size-4" />
              Rimuovi<span className="sr-only"> "{product.name}" dalla lista dei desideri</span>
            </button>
          </Form>
        </div>
      </div>
    </article>
  );
}
