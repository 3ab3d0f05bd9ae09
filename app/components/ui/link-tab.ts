// Tabs that are links (`?tab=…`) work without JavaScript: the page comes back
// with that tab open. With JavaScript, Radix has already switched the tab on the
// press, so the link's own navigation is skipped, except for a modified click
// (a new tab or window), which still follows it.

/** The click handler of a tab that is a link. */
export function skipLinkOfSelectedTab(event: React.MouseEvent) {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
    event.preventDefault();
  }
}
