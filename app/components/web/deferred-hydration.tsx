import {
  type ComponentType,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { type DataRouter, UNSAFE_DataRouterContext as DataRouterContext } from "react-router";
import {
  isDocumentHydrated,
  noteHydrated,
  useMountedAfterHydration,
} from "#app/components/ui/use-hydrated.ts";

/** How far below the viewport a section starts loading its code: about a screen's scroll ahead. */
const NEAR_VIEWPORT_MARGIN = "400px 0px";

/** Anything the visitor does that could change the page: the sections' code had better be there by then. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin", "popstate"] as const;

/**
 * A section whose JavaScript is not part of the page's first load (docs/PERFORMANCE.md,
 * "Sections hydrated when needed"). The server renders it in place. In the browser, while
 * the page hydrates, React leaves the server's HTML of the section as it is (its links and
 * forms work as plain HTML) and the section's code is loaded only when the section comes
 * near the viewport or the visitor interacts with the page; then React hydrates it. When
 * the section is rendered later (a client-side navigation), its code is loaded at once.
 *
 * React cannot update a section it has not hydrated, and it takes every change of the
 * router's state (a navigation, a form posted in the background, the revalidation after it)
 * for an update of every section waiting below it, since it cannot know what the section
 * reads. It holds that whole update, the rest of the page included, until the section's
 * code is there; or it renders the section afresh and shows a copy of the server's HTML
 * meanwhile. So the code must be on its way whenever the page changes:
 * - the visitor's first interaction loads every waiting section, and it is listened for
 *   from the moment this module runs, before React hydrates anything;
 * - so does the router's first update, which it announces before React renders it: a
 *   click event alone (a screen reader's) that posts a form would otherwise hold the page
 *   until the visitor scrolled the section into view.
 *
 * `serverComponent` is the component on the server and `null` in the browser
 * (`import.meta.env.SSR ? Component : null`), so that the browser's bundle does not
 * import it; `load` imports it in the browser.
 */
export function deferHydration<P extends object>(
  serverComponent: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  // A module first evaluated after the page's hydration belongs to a client-side navigation
  // that is loading it: fetching the section's code now, beside the page's data, lets the
  // page appear whole, and the browser restore the scroll position.
  if (!serverComponent && isDocumentHydrated()) void loadOnce();

  function DeferredSection(props: P) {
    const id = useId();
    const mountedAfterHydration = useMountedAfterHydration();
    const wrapper = useRef<HTMLDivElement>(null);
    const router = useContext(DataRouterContext)?.router;
    const [gate] = useState(() =>
      serverComponent || mountedAfterHydration ? null : createGate(firstChangeOf(router)),
    );
    // Should React have to render the section before its code is there (an update it cannot
    // apply to HTML it has not hydrated), it shows a copy of the server's HTML instead of
    // nothing: the page does not jump and its anchors stay.
    const [serverNodes] = useState(() => (gate ? serverNodesOnFirstUse(id) : null));
    const [componentImport] = useState(() => {
      if (serverComponent) return null;
      const loaded = gate ? gate.promise.then(loadOnce) : loadOnce();
      // Without its code the section stays as it is, the server's HTML or the copy standing in
      // for it, with links and forms that work as plain HTML: anything React rendered in its
      // place would not match the server's HTML.
      return loaded.catch(() => new Promise<never>(() => {}));
    });
    useEffect(() => {
      noteHydrated();
      if (!gate) return;
      return openWhenNear(wrapper.current, gate.resolve);
    }, [gate]);
    return (
      <div ref={wrapper} data-deferred-section={id}>
        <Suspense fallback={<ServerNodesCopy serverNodes={serverNodes} />}>
          <Loaded component={serverComponent} pending={componentImport} props={props} />
        </Suspense>
      </div>
    );
  }
  // A parent's re-render with equal props stops here: below, it would be an update that React
  // cannot apply to server HTML it has not hydrated yet.
  return memo(DeferredSection);
}

interface Gate {
  promise: Promise<void>;
  resolve: () => void;
}

/** A promise and its resolve function (`Promise.withResolvers` is too recent for some phones still in use). */
function createGate(routerChanged: Promise<void> | null): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  void firstInteraction?.then(resolve);
  void routerChanged?.then(resolve);
  return { promise, resolve };
}

interface LoadedProps<P> {
  component: ComponentType<P> | null;
  pending: Promise<ComponentType<P>> | null;
  props: P;
}

function Loaded<P extends object>({ component, pending, props }: LoadedProps<P>) {
  // One of the two is set: the component on the server, its import in the browser.
  const Component = component ?? use(pending as Promise<ComponentType<P>>);
  return <Component {...props} />;
}

/**
 * Settles at the visitor's first interaction with the page. Listened for when this module
 * runs, which is before React hydrates the page: a section's own effect would run only after
 * its hydration, and could miss a tap made meanwhile, which is exactly when it counts.
 */
const firstInteraction: Promise<void> | null =
  typeof window === "undefined" ? null : listenForFirstInteraction();

function listenForFirstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    function interacted() {
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true);
      resolve();
    }
    for (const type of INTERACTIONS) window.addEventListener(type, interacted, true);
  });
}

let routerChange: { router: DataRouter; changed: Promise<void> } | undefined;

/**
 * Settles when the router starts its first update: a navigation, a form posted in the
 * background, a revalidation. The router tells its subscribers before React renders the
 * change, so the sections' code is on its way by the time React finds that it must wait.
 * The router also sends notices that React renders as nothing (when it learns the routes
 * that the page's links lead to; a new but still empty list of fetchers): those are passed
 * over, or every page would fetch every section's code as soon as it is hydrated.
 *
 * The first section's render subscribes, once for the router's whole life: an effect would
 * run only after the hydration, too late for an update made meanwhile. The subscription
 * ends at that first update, which opens every section.
 */
function firstChangeOf(router: DataRouter | undefined): Promise<void> | null {
  if (!router) return null;
  if (routerChange?.router !== router) {
    const changed = new Promise<void>((resolve) => {
      let previous = router.state;
      const unsubscribe = router.subscribe((state) => {
        const update = startsUpdate(state, previous);
        previous = state;
        if (!update) return;
        unsubscribe();
        resolve();
      });
    });
    routerChange = { router, changed };
  }
  return routerChange.changed;
}

type RouterState = DataRouter["state"];

function startsUpdate(state: RouterState, previous: RouterState): boolean {
  return (
    state.location !== previous.location ||
    state.loaderData !== previous.loaderData ||
    state.navigation.state !== "idle" ||
    state.revalidation !== "idle" ||
    [...state.fetchers.values()].some((fetcher) => fetcher.state !== "idle")
  );
}

/** Calls `open` once the element comes near the viewport; returns the clean-up. */
function openWhenNear(element: Element | null, open: () => void): () => void {
  if (!element || typeof IntersectionObserver === "undefined") {
    open();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      open();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

type ServerNodes = () => readonly Node[];

/**
 * The section's server-rendered nodes themselves, listed the first time they are asked for:
 * when React first renders the stand-in. React renders it, and discards it, on every page
 * load while the section waits for its code, so that is no time to clone the whole section;
 * the nodes are cloned only when the stand-in is put in place. React has removed them from
 * the page by then, but this list keeps them.
 */
function serverNodesOnFirstUse(id: string): ServerNodes {
  let nodes: readonly Node[] | undefined;
  return () => {
    nodes ??= [...(document.querySelector(`[data-deferred-section="${CSS.escape(id)}"]`)?.childNodes ?? [])];
    return nodes;
  };
}

/** Puts a copy of the server's nodes in place before the browser paints (cloned nodes, not HTML parsed again). */
function ServerNodesCopy({ serverNodes }: { serverNodes: ServerNodes | null }) {
  const container = useRef<HTMLDivElement>(null);
  // Listed while rendering: React removes the server's nodes when it commits this stand-in.
  const [nodes] = useState(() => serverNodes?.() ?? []);
  useLayoutEffect(() => {
    container.current?.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
  }, [nodes]);
  return <div ref={container} className="contents" />;
}
