import type { CSSProperties } from "react";
import { formatRating, ratingLabel, starRating } from "#app/domain/catalogue/star-rating.ts";

interface StarRatingProps {
  rating: number | null | undefined;
  /** Also print the number ("4,0") next to the stars, as on the product page. */
  showValue?: boolean;
  size?: "sm" | "md";
  className?: string;
}

/**
 * Five stars for the eye, one sentence for the screen reader. The stars are
 * drawn by CSS (`.star-rating` in app.css): whole stars filled, a half star
 * from .5 on, the rest outlined.
 */
export function StarRating({ rating, showValue = false, size = "sm", className = "" }: StarRatingProps) {
  const stars = starRating(rating);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <span className="sr-only">{ratingLabel(rating)}</span>
      <span
        className={size === "md" ? "star-rating star-rating-md" : "star-rating"}
        style={{ "--stars": stars.filled } as CSSProperties}
        aria-hidden="true"
      />
      {showValue ? (
        <span className="text-sm font-semibold text-slate-800" aria-hidden="true">
          {formatRating(stars.value)}
        </span>
      ) : null}
    </div>
  );
}
