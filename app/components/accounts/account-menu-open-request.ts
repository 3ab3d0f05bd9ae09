// A click on the account menu's placeholder button is not lost while the
// menu's code loads: the header records it here, and the menu takes it when
// it is first shown. Its own module, so the header and the lazily loaded menu
// both depend on it instead of on each other.
let openRequested = false;

export function requestAccountMenuOpen() {
  openRequested = true;
}

/** Taken by the menu when it is shown (see AccountMenu). */
export function takeAccountMenuOpenRequest(): boolean {
  const requested = openRequested;
  openRequested = false;
  return requested;
}
