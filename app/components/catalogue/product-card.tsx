import { type ReactNode, useId, useTransition } from "react";
import { NavLink } from "react-router";
import { useWishlistProductIds } from "#app/components/accounts/use-optional-user.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PendingSpinner } from "#app/components/ui/pending-spinner.tsx";
import { type Product, productConfigurator } from "#app/domain/catalogue/catalogue.ts";
import { ProductBadges } from "./product-badges.tsx";
import { ProductBasePrice } from "./product-base-price.tsx";
import { ProductImage } from "./product-image.tsx";
import { StarRating } from "./star-rating.tsx";
import { WishlistButton } from "./wishlist-button.tsx";

export type ProductCardLayout = "grid" | "list";
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ProductCardProps {
  product: Product;
  layout?: ProductCardLayout;
  /** Level of the product name's heading, one below the listing's title. */
  headingLevel?: HeadingLevel;
  /** Opens the price calculator; without it 'Calcola Prezzo' links to the product's configurator. */
  onCalculatePrice?: (product: Product) => void;
  /** Slot for extra controls on the picture, e.g. the wishlist heart. */
  actions?: React.ReactNode;
}

const cardButton = { size: "sm", className: "group flex-1 whitespace-nowrap text-sm" } as const;
const primaryButton = buttonClass(cardButton);
const secondaryButton = buttonClass({ ...cardButton, variant: "outline" });

/**
 * A card's link with a pending state from the tap on (docs/PERFORMANCE.md, "A tap before
 * the script"): the spinner shows while React Router loads the next page, and before the
 * page's script runs the tap-feedback script marks the link busy while the browser does.
 */
function CardLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <NavLink to={to} className={className} data-busy-on-tap="">
      {({ isPending }) => (
        <>
          <PendingSpinner whenBusy={!isPending} />
          {children}
        </>
      )}
    </NavLink>
  );
}

/** 'Calcola Prezzo' once React runs: busy from the tap until the calculator's code has come and rendered. */
function CalculateButton({
  product,
  onCalculate,
}: {
  product: Product;
  onCalculate: (product: Product) => void;
}) {
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={primaryButton}
      aria-busy={pending || undefined}
      onClick={() => startTransition(() => onCalculate(product))}
    >
      {pending ? <PendingSpinner /> : null}
      Calcola Prezzo<span className="sr-only">: {product.name}</span>
    </button>
  );
}

export function ProductCard({
  product,
  layout = "grid",
  headingLevel = 3,
  onCalculatePrice,
  actions,
}: ProductCardProps) {
  const nameId = useId();
  const wishlistIds = useWishlistProductIds();
  const Heading = `h${headingLevel}` as const;
  const isList = layout === "list";
  const productPath = `/product/${product.id}`;
  const configurator = productConfigurator(product);

  return (
    <article
      aria-labelledby={nameId}
      className={`flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm ${
        isList ? "flex-col sm:flex-row" : "flex-col"
      }`}
    >
      <div className={`relative shrink-0 ${isList ? "sm:w-56 md:w-64" : ""}`}>
        <ProductImage product={product} />
        <ProductBadges product={product} />
        <div className="absolute top-2 right-2 flex gap-2">
          {actions ?? (
            <WishlistButton
              productId={product.id}
              productName={product.name}
              initiallyInWishlist={wishlistIds.includes(product.id)}
            />
          )}
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <Heading id={nameId} className="text-lg leading-snug font-semibold text-slate-900">
          {product.name}
        </Heading>
        <p className={`text-sm text-slate-700 ${isList ? "line-clamp-4" : "line-clamp-3"}`}>
          {product.description}
        </p>
        <StarRating rating={product.rating} />
        <div
          className={`mt-auto flex gap-3 ${isList ? "flex-col sm:flex-row sm:items-end sm:justify-between" : "flex-col"}`}
        >
          <ProductBasePrice basePriceCents={product.basePriceCents} product={product} />
          <div className={`flex w-full flex-wrap gap-2 ${isList ? "sm:w-auto" : ""}`}>
            <CardLink to={productPath} className={secondaryButton}>
              Dettagli<span className="sr-only">: {product.name}</span>
            </CardLink>
            {configurator === "none" ? null : configurator === "door" ? (
              // Torterolo doors are priced item by item in the door configurator, not by the window formula.
              <CardLink to={`${productPath}#configura-porta`} className={primaryButton}>
                Calcola Prezzo<span className="sr-only">: {product.name}</span>
              </CardLink>
            ) : onCalculatePrice ? (
              <CalculateButton product={product} onCalculate={onCalculatePrice} />
            ) : (
              <CardLink to={`${productPath}#configuratore`} className={primaryButton}>
                Calcola Prezzo<span className="sr-only">: {product.name}</span>
              </CardLink>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
