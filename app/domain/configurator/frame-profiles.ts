// The profile widths of the configured products, in millimetres, as seen from
// the front: the drawings scale them (app/components/configurator/drawings/) and the
// thermal transmittance measures the frame area and the glass edge with them
// (docs/product/thermal.md#geometry). One table, so the picture and the figure agree.

export const profileWidthsMm = {
  /** A window's or French window's outer frame. */
  windowFrame: 68,
  /** Each sash of a window or French window. */
  windowSash: 58,
  /** The solid bottom rail (zoccolo) of each French window sash. */
  frenchWindowKickRail: 200,
  /** A sliding door's outer frame. */
  slidingFrame: 80,
  /** Each panel of a sliding door; neighbouring panels overlap by one profile (not the coplanar ones). */
  slidingPanel: 90,
  /** A minimal sliding door's frame, mostly hidden in the floor and ceiling. */
  minimalSlidingFrame: 30,
  /** A minimal sliding door's panel profile. */
  minimalSlidingPanel: 20,
  /** A door's frame, on the two jambs and the head. */
  doorFrame: 70,
} as const;

/** A sopraluce or sottoluce band is this share of the window's own height (docs/product/drawings.md). */
export const TRANSOM_BAND_RATIO = 0.22;
