import { LayoutGrid, List, type LucideIcon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import {
  parseSortMode,
  parseViewMode,
  SORT_PARAM,
  type SortMode,
  sortOptions,
  sortParamValue,
  VIEW_PARAM,
  type ViewMode,
  viewParamValue,
} from "#app/domain/catalogue/product-sort.ts";

function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}

function searchOf(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : "";
}

interface ListingControlsProps {
  /** The listing section's anchor, kept in the URLs so the page lands back on the list. */
  anchor: string;
}

/** The sort select and the grid/list toggle above a product listing; both live in the URL. */
export function ListingControls({ anchor }: ListingControlsProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const sortId = useId();
  const sortMode = parseSortMode(searchParams.get(SORT_PARAM));
  const viewMode = parseViewMode(searchParams.get(VIEW_PARAM));
  // Sort and view only reorder data already on the page, so they replace the entry instead of piling up history.
  const replaceParam = (name: string, value: string | null) =>
    setSearchParams(withParam(searchParams, name, value), { preventScrollReset: true, replace: true });

  // Below md the label has a line of its own and the select gives up the width of the
  // no-JavaScript 'Applica' button, so that nothing wraps differently, and nothing below
  // moves, when hydration removes the button.
  return (
    <div className="flex w-full min-w-0 items-end gap-3 md:w-auto md:items-center">
      <SortForm
        searchParams={searchParams}
        action={`${pathname}#${anchor}`}
        sortId={sortId}
        sortMode={sortMode}
        hydrated={hydrated}
        onSort={(mode) => replaceParam(SORT_PARAM, sortParamValue(mode))}
      />
      <fieldset className="flex shrink-0 items-center gap-1">
        <legend className="sr-only">Visualizzazione</legend>
        {viewToggles.map((toggle) => (
          <ViewToggle
            key={toggle.mode}
            {...toggle}
            active={viewMode === toggle.mode}
            href={`${pathname}${searchOf(withParam(searchParams, VIEW_PARAM, viewParamValue(toggle.mode)))}#${anchor}`}
            onSelect={(mode) => replaceParam(VIEW_PARAM, viewParamValue(mode))}
          />
        ))}
      </fieldset>
    </div>
  );
}

interface SortFormProps {
  searchParams: URLSearchParams;
  action: string;
  sortId: string;
  sortMode: SortMode;
  hydrated: boolean;
  onSort: (mode: SortMode) => void;
}

function SortForm({ searchParams, action, sortId, sortMode, hydrated, onSort }: SortFormProps) {
  const sortValue = sortParamValue(sortMode) ?? "";
  const sortSelect = useRef<HTMLSelectElement>(null);
  // The select is uncontrolled so that the choice stays put while the navigation runs;
  // it follows the URL when that changes another way (back button, a link).
  useEffect(() => {
    if (sortSelect.current && sortSelect.current.value !== sortValue) sortSelect.current.value = sortValue;
  }, [sortValue]);

  return (
    // Without JavaScript this is an ordinary GET form; with it the select applies itself.
    <Form
      method="get"
      action={action}
      preventScrollReset
      className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 md:flex-nowrap"
    >
      {[...searchParams.entries()]
        .filter(([name]) => name !== SORT_PARAM)
        .map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
      <label htmlFor={sortId} className="w-full text-sm font-medium text-slate-800 md:w-auto md:shrink-0">
        Ordina per
      </label>
      <select
        id={sortId}
        name={SORT_PARAM}
        ref={sortSelect}
        defaultValue={sortValue}
        onChange={(event) => onSort(parseSortMode(event.currentTarget.value))}
        className="h-10 w-0 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 md:w-auto md:flex-none"
      >
        {sortOptions.map((option) => (
          <option key={option.mode} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button
          type="submit"
          className="h-10 shrink-0 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Applica
        </button>
      )}
    </Form>
  );
}

const viewToggles: readonly { mode: ViewMode; label: string; Icon: LucideIcon }[] = [
  { mode: "grid", label: "Vista griglia", Icon: LayoutGrid },
  { mode: "list", label: "Vista elenco", Icon: List },
];

interface ViewToggleProps {
  mode: ViewMode;
  label: string;
  Icon: LucideIcon;
  active: boolean;
  /** A real URL, so the toggle works without JavaScript and can be opened in a new tab. */
  href: string;
  onSelect: (mode: ViewMode) => void;
}

function ViewToggle({ mode, label, Icon, active, href, onSelect }: ViewToggleProps) {
  return (
    <Link
      to={href}
      aria-label={label}
      title={label}
      aria-current={active ? "true" : undefined}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onSelect(mode);
      }}
      className={`inline-flex size-10 items-center justify-center rounded-md border ${
        active
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-400 bg-white text-slate-800 hover:bg-slate-50"
      }`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </Link>
  );
}
