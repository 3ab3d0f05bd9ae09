import { Star, StarHalf } from "lucide-react";
import { formatRating, ratingLabel, starRating } from "#app/domain/star-rating.ts";

interface StarRatingProps {
  rating: number | null | undefined;
  /** Also print the number ("4,0") next to the stars, as on the product page. */
  showValue?: boolean;
  size?: "sm" | "md";
  className?: string;
}

const iconSize = { sm: "size-4", md: "size-5" } as const;

/** Five stars for the eye, one sentence for the screen reader. */
export function StarRating({ rating, showValue = false, size = "sm", className = "" }: StarRatingProps) {
  const stars = starRating(rating);
  const icon = iconSize[size];
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <span className="sr-only">{ratingLabel(rating)}</span>
      <span className="flex items-center text-accent-500" aria-hidden="true">
        {Array.from({ length: stars.full }, (_, index) => (
          <Star key={`full-${index}`} className={`${icon} fill-current`} strokeWidth={1.5} />
        ))}
        {stars.half ? (
          <span className={`relative inline-block ${icon}`}>
            <Star className={`absolute inset-0 ${icon} text-slate-400`} strokeWidth={1.5} />
            <StarHalf className={`absolute inset-0 ${icon} fill-current`} strokeWidth={1.5} />
          </span>
        ) : null}
        {Array.from({ length: stars.empty }, (_, index) => (
          <Star key={`empty-${index}`} className={`${icon} text-slate-400`} strokeWidth={1.5} />
        ))}
      </span>
      {showValue ? (
        <span className="text-sm font-semibold text-slate-800" aria-hidden="true">
          {formatRating(stars.value)}
        </span>
      ) : null}
    </div>
  );
}
