import { Search } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { iconButtonClass } from "#app/components/ui/button.tsx";
import { CloseButton } from "#app/components/ui/close-button.tsx";
import type { Product } from "#app/domain/catalogue/catalogue.ts";
import {
  SEARCH_RESULT_LIMIT,
  searchProducts,
  searchResultCountText,
} from "#app/domain/catalogue/product-search.ts";
import { searchPagePath } from "#app/domain/catalogue/search-page.ts";
import { SearchResultSummary } from "./search-result-summary.tsx";

// Loaded lazily by the header on first use, inside its Dialog.Root, so that the
// page's initial JavaScript holds only the search button.

// The catalogue is fetched once per page life: later openings reuse it (docs/product/catalogue.md#search).
let catalogueRequest: Promise<Product[]> | undefined;

function loadCatalogue(): Promise<Product[]> {
  catalogueRequest ??= fetch("/api/products", { headers: { Accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return response.json() as Promise<Product[]>;
    })
    .catch((error: unknown) => {
      // A failed load must not stick: the next opening tries again.
      catalogueRequest = undefined;
      throw error;
    });
  return catalogueRequest;
}

type CatalogueState = { status: "loading" } | { status: "error" } | { status: "ready"; products: Product[] };

function useCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    loadCatalogue().then(
      (products) => current && setState({ status: "ready", products }),
      () => current && setState({ status: "error" }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** The whole search dialog; loaded on first use, controlled by the header. */
export function SearchDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <SearchDialogContent onClose={() => onOpenChange(false)} returnFocusTo={returnFocusTo} />
    </Dialog.Root>
  );
}

function SearchDialogContent({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <Dialog.Content
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // No Radix trigger here (the button lives in the light header): return focus by hand.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className="fixed inset-x-0 top-0 z-50 mx-auto max-h-dvh w-full max-w-2xl scroll-pt-20 overflow-y-auto bg-white shadow-xl sm:top-16 sm:max-h-[calc(100dvh-8rem)] sm:w-[calc(100%-2rem)] sm:rounded-xl"
      >
        <Dialog.Title className="sr-only">Cerca prodotti</Dialog.Title>
        {/* The whole dialog scrolls, with the input pinned on top, so that the scrolling region holds
            the focusable input and keyboard users can always reach it. */}
        <SearchPanel onClose={onClose} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const catalogue = useCatalogue();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(-1);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const allResults = useMemo(
    () => (catalogue.status === "ready" ? searchProducts(catalogue.products, query) : []),
    [catalogue, query],
  );
  const results = allResults.slice(0, SEARCH_RESULT_LIMIT);
  const expanded = results.length > 0;
  const activeProduct = results[activeIndex];

  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  });

  const open = (product: Product) => {
    onClose();
    navigate(`/product/${product.id}`);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && expanded) {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % results.length);
    } else if (event.key === "ArrowUp" && expanded) {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === "Enter") {
      // Enter without an active option takes the best hit, as search boxes usually do.
      const chosen = activeProduct ?? results[0];
      if (chosen) {
        event.preventDefault();
        open(chosen);
      }
    }
  };

  const trimmed = query.trim();
  const statusText = searchStatusText(catalogue, trimmed, results.length, allResults.length);

  return (
    <>
      <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <label htmlFor={inputId} className="sr-only">
          Cerca prodotti
        </label>
        <Search aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeProduct ? optionId(activeIndex) : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Cerca prodotti..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-md px-2 py-2 text-base text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <Dialog.Close asChild>
          <CloseButton label="Chiudi la ricerca" className={`${iconButtonClass} shrink-0`} />
        </Dialog.Close>
      </div>

      <p role="status" className={expanded ? "sr-only" : "px-4 py-8 text-center text-sm text-slate-700"}>
        {statusText}
      </p>
      {expanded && (
        <SearchResultOptions
          listboxId={listboxId}
          results={results}
          activeIndex={activeIndex}
          optionId={optionId}
          onActivate={setActiveIndex}
          onOpen={open}
        />
      )}
      {expanded ? <SeeAllResultsLink query={trimmed} count={allResults.length} onClose={onClose} /> : null}
    </>
  );
}

/** What the status line says; screen readers hear it even while the results list is shown. */
function searchStatusText(
  catalogue: CatalogueState,
  trimmedQuery: string,
  shown: number,
  total: number,
): string {
  if (catalogue.status === "loading") return "Caricamento prodotti...";
  if (catalogue.status === "error")
    return "Non siamo riusciti a caricare i prodotti. Chiudi e riprova tra qualche istante.";
  if (trimmedQuery === "") return "Inizia a digitare per cercare prodotti.";
  if (shown === 0) return "Nessun prodotto trovato.";
  if (total > shown) return `${searchResultCountText(total)}: ecco i primi ${shown}.`;
  return `${searchResultCountText(shown)}.`;
}

interface SearchResultOptionsProps {
  listboxId: string;
  results: Product[];
  activeIndex: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onOpen: (product: Product) => void;
}

/** The combobox's listbox: the pointer moves the active option, a click opens the product. */
function SearchResultOptions({
  listboxId,
  results,
  activeIndex,
  optionId,
  onActivate,
  onOpen,
}: SearchResultOptionsProps) {
  return (
    <div id={listboxId} role="listbox" aria-label="Prodotti trovati" className="p-2">
      {results.map((product, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the options from the combobox input (aria-activedescendant)
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input; options are only ever active descendants
        <div
          key={product.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          // Keeps focus in the input, where the keyboard handling lives.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onActivate(index)}
          onClick={() => onOpen(product)}
          className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 aria-selected:bg-brand-50 aria-selected:outline-2 aria-selected:outline-brand-600"
        >
          <SearchResultSummary product={product} />
        </div>
      ))}
    </div>
  );
}

function SeeAllResultsLink({ query, count, onClose }: { query: string; count: number; onClose: () => void }) {
  return (
    <p className="border-t border-slate-200 px-4 py-3 text-center">
      {/* The same results as a page: shareable, and with every hit beyond the dialog's first ones. */}
      <Link
        to={searchPagePath(query)}
        onClick={onClose}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
      >
        Vedi tutti i risultati ({count})
      </Link>
    </p>
  );
}
