import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { useTabProps } from "./tabs.tsx";

/** A left click without a modifier; a modified one opens the link in a new tab or window. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A tab that is a link to the same page with that tab open (`?tab=…`):
 * without JavaScript the link reloads the page on its tab; with it, a plain
 * click switches the tab and the link is not followed, while a modified click
 * still opens the link in a new tab or window. The link replaces the history
 * entry, so going back leaves the page rather than stepping through its tabs.
 */
export function LinkTabTrigger({
  value,
  to,
  preventScrollReset,
  className,
  children,
}: {
  value: string;
  to: string;
  /** Keep the scroll position when the link is followed (a tab strip low on the page). */
  preventScrollReset?: boolean;
  className: string;
  children: ReactNode;
}) {
  const { onClick: selectTab, ...tabProps } = useTabProps(value);
  return (
    <Link
      {...tabProps}
      to={to}
      replace
      preventScrollReset={preventScrollReset}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        selectTab();
      }}
      className={className}
    >
      {children}
    </Link>
  );
}
