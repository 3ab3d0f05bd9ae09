import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { skipLinkOfSelectedTab } from "./link-tab.ts";

/**
 * A Radix tab that is a link to the same page with that tab open: without
 * JavaScript the link reloads the page on its tab, with it Radix switches the
 * tab and the link's own navigation is skipped. The link replaces the history
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
  return (
    <Tabs.Trigger value={value} asChild type={undefined}>
      <Link
        to={to}
        replace
        preventScrollReset={preventScrollReset}
        onClick={skipLinkOfSelectedTab}
        className={className}
      >
        {children}
      </Link>
    </Tabs.Trigger>
  );
}
