import { useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import type { ProductOptionSet } from "#app/domain/catalogue/option-sets.ts";
import { configurationSearch } from "#app/domain/configurator/configuration-link.ts";
import type { WindowFormValues } from "./use-window-configurator.ts";

/**
 * Keeps the configuration in the address bar as the customer changes it, so a
 * reload or a shared link reopens it (docs/product/window-price.md#configuration-link).
 * `history.replaceState` rather than a router navigation: nothing needs loading
 * again for a changed field. Returns the page's URL with the configuration, for sign-in's way back.
 */
export function useConfigurationInUrl(
  set: ProductOptionSet,
  values: WindowFormValues,
  /** What the page opens with without the link: the saved configuration being edited, or the defaults. */
  base: WindowFormValues,
): string {
  const location = useLocation();
  const search = useMemo(
    () => configurationSearch(set, values, base, location.search),
    [set, values, base, location.search],
  );
  useEffect(() => {
    if (window.location.search === search) return;
    history.replaceState(history.state, "", `${window.location.pathname}${search}${window.location.hash}`);
  }, [search]);
  return `${location.pathname}${search}`;
}
