import { createContext, type KeyboardEvent, type ReactNode, use, useId, useState } from "react";

// Tabs after the WAI-ARIA tabs pattern: a tablist of tabs, one panel per tab,
// arrow keys (and Home, End) moving the focus and the selection together, the
// selected tab alone in the Tab order. Written here rather than taken from
// Radix because the product page and the sign-in page show tabs at load, and
// Radix's tabs with their focus and presence helpers were 9 kB of gzipped
// JavaScript in those pages' first load (docs/PERFORMANCE.md).

interface TabsContextValue {
  selected: string;
  select: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error("A tab or a tab panel is outside <Tabs>");
  return context;
}

/** The tabs' state: which one is selected, and what happens when another is. */
export function Tabs({
  value,
  onValueChange,
  id,
  className,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const context: TabsContextValue = {
    selected: value,
    select: onValueChange,
    idOf: (part, tabValue) => `${baseId}-${part}-${tabValue}`,
  };
  return (
    <TabsContext value={context}>
      <div id={id} className={className}>
        {children}
      </div>
    </TabsContext>
  );
}

/**
 * The selected tab of tabs whose URL names one (links that work without JavaScript): the
 * requested tab at first, the visitor's choice after that, and the requested one again
 * whenever the request changes (a navigation). The change is followed while rendering, not
 * in an effect: React can handle a click or an arrow key between hydrating a part of the
 * page and running its effects, and a mount effect selecting the requested tab would then
 * undo the tab the visitor had just chosen.
 */
export function useRequestedTab<T extends string>(requested: T): [T, (value: T) => void] {
  const [selected, setSelected] = useState(requested);
  const [followedRequest, setFollowedRequest] = useState(requested);
  if (requested !== followedRequest) {
    setFollowedRequest(requested);
    setSelected(requested);
  }
  return [selected, setSelected];
}

const TAB_VALUE_ATTRIBUTE = "data-tab-value";

/** The next tab's position for a navigation key, or null for any other key. */
function tabPositionFor(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

export function TabList({
  "aria-label": label,
  className,
  children,
}: {
  "aria-label": string;
  className?: string;
  children: ReactNode;
}) {
  const { select } = useTabsContext();
  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const current = tabs.indexOf(event.target as HTMLElement);
    const next = current < 0 ? null : tabPositionFor(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    tab.focus();
    const value = tab.getAttribute(TAB_VALUE_ATTRIBUTE);
    if (value !== null) select(value);
  };
  return (
    // The tablist only routes the arrow keys of the tabs inside it; the tabs are the controls.
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
      onKeyDown={moveWithKeys}
    >
      {children}
    </div>
  );
}

/** What makes an element a tab of the enclosing <Tabs>: for a tab that is not a button (a link). */
export function useTabProps(value: string) {
  const { selected, select, idOf } = useTabsContext();
  const isSelected = value === selected;
  return {
    role: "tab",
    id: idOf("tab", value),
    "aria-selected": isSelected,
    "aria-controls": idOf("panel", value),
    tabIndex: isSelected ? 0 : -1,
    "data-state": isSelected ? "active" : "inactive",
    [TAB_VALUE_ATTRIBUTE]: value,
    onClick: () => select(value),
  } as const;
}

export function Tab({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" {...useTabProps(value)} className={className}>
      {children}
    </button>
  );
}

/** The selected tab's panel; with `forceMount` it stays in the page when another tab is selected (data-state="inactive"). */
export function TabPanel({
  value,
  forceMount = false,
  className,
  children,
}: {
  value: string;
  forceMount?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { selected, idOf } = useTabsContext();
  const isSelected = value === selected;
  if (!isSelected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idOf("panel", value)}
      aria-labelledby={idOf("tab", value)}
      // The panel takes the focus after its tab, as the WAI-ARIA tabs pattern asks, so that a
      // keyboard user reaches a panel that starts with text.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable in that pattern
      tabIndex={0}
      data-state={isSelected ? "active" : "inactive"}
      className={className}
    >
      {children}
    </div>
  );
}
