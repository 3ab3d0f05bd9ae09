interface HeroBackdropProps {
  /** Each slide's illustration, in order. */
  images: readonly string[];
  activeIndex: number;
  /** The slides whose illustration is in the page (see HeroCarousel). */
  illustrated: readonly number[];
}

/** The slides with an illustration in the page, with `index` among them. */
export const withSlide = (index: number) => (shown: readonly number[]) =>
  shown.includes(index) ? shown : [...shown, index];

/** The slide illustrations, cross-faded behind the text. */
export function HeroBackdrop({ images, activeIndex, illustrated }: HeroBackdropProps) {
  return (
    <div className="absolute inset-0 -z-10">
      {images.map((image, index) =>
        illustrated.includes(index) ? (
          <img
            key={image}
            src={image}
            alt=""
            width={1200}
            height={600}
            // The first slide is painted at load: it is the page's largest element.
            loading={index === 0 ? "eager" : undefined}
            fetchPriority={index === 0 ? "high" : undefined}
            className={`absolute inset-0 size-full object-cover transition-opacity duration-700 motion-reduce:transition-none ${
              index === activeIndex ? "opacity-100" : "opacity-0"
            }`}
          />
        ) : null,
      )}
      {/* Keeps white text at well above 4.5:1 whatever the illustration behind it. */}
      <div className="absolute inset-0 bg-linear-to-r from-slate-950/90 via-slate-950/75 to-slate-950/45" />
    </div>
  );
}
