import { useCallback, useState } from "react";
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_PLACEHOLDER,
  PRODUCT_IMAGE_WIDTH,
  type ProductImageInput,
  productImageAlt,
  productImageSrc,
} from "#app/domain/catalogue/product-image.ts";

interface ProductImageProps {
  product: ProductImageInput;
  /** Above-the-fold images (the product page's main picture) load at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** A product's picture at 4:3, reserved in the layout before it loads, with a placeholder on failure. */
export function ProductImage({ product, priority = false, className = "" }: ProductImageProps) {
  const src = productImageSrc(product);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shownSrc = failedSrc === src ? PRODUCT_IMAGE_PLACEHOLDER : src;

  const showPlaceholder = useCallback(() => {
    if (src !== PRODUCT_IMAGE_PLACEHOLDER) setFailedSrc(src);
  }, [src]);

  // An image that failed before hydration fired its error event before React listened.
  const checkAlreadyFailed = useCallback(
    (image: HTMLImageElement | null) => {
      if (
        image?.complete &&
        image.naturalWidth === 0 &&
        image.getAttribute("src") !== PRODUCT_IMAGE_PLACEHOLDER
      )
        showPlaceholder();
    },
    [showPlaceholder],
  );

  return (
    <img
      ref={checkAlreadyFailed}
      src={shownSrc}
      alt={productImageAlt(product)}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={showPlaceholder}
      className={`aspect-[4/3] h-auto w-full bg-slate-50 object-contain ${className}`}
    />
  );
}
