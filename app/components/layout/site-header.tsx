import { Menu, Search } from "lucide-react";
import { type ComponentPropsWithRef, lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ProductsMenu } from "#app/components/layout/products-menu.tsx";
import { SiteLogo } from "#app/components/layout/site-logo.tsx";
import { iconButtonClass } from "#app/components/ui/button.tsx";
import { Disclosure } from "#app/components/ui/disclosure.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { headerSignInPath } from "#app/domain/accounts/sign-in-path.ts";
import type { Category } from "#app/domain/catalogue/catalogue.ts";
import { SEARCH_PAGE_PATH } from "#app/domain/catalogue/search-page.ts";
import { company } from "#app/domain/documents/company.ts";
import { companyPages, homePage } from "./company-pages.ts";
import { MobileMenuEntries, searchEntryClass } from "./mobile-menu-entries.tsx";
import { NavLinkItems } from "./nav-link-items.tsx";

// The search dialog and the mobile menu (with the dialog machinery they share)
// download on first intent, so every page's initial bundle carries only the buttons.
const loadSearchDialog = () => import("#app/components/catalogue/search-dialog.tsx");
const SearchDialog = lazy(() => loadSearchDialog().then((module) => ({ default: module.SearchDialog })));
const loadMobileMenu = () => import("#app/components/layout/mobile-menu.tsx");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const menuButtonClass = `${iconButtonClass} md:hidden`;

const navItemClass = "rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-brand-800";
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `${navItemClass} ${isActive ? "text-brand-700" : "text-slate-800"}`;

interface SiteHeaderProps {
  categories: Category[];
  /** Signed-in controls (cart, account menu) shown instead of the guest's "Accedi" link, at every width. */
  account?: React.ReactNode;
  /** Signed-in entries for the mobile sheet, shown instead of its "Accedi / Registrati" link. */
  mobileAccount?: React.ReactNode;
}

export function SiteHeader({ categories, account, mobileAccount }: SiteHeaderProps) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const location = useLocation();
  const signInHref = headerSignInPath(location.pathname, location.search);

  const openSearch = (open: boolean) => {
    if (open) setSearchUsed(true);
    setSearchOpen(open);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-2 px-4 md:gap-4">
        <Link to="/" aria-label={`${company.brand}, torna alla home`} className="shrink-0 rounded-md">
          {/* Tablets show only the mark: the full name does not fit beside the whole navigation. On the
              narrowest phones the name takes two lines, leaving room for search, cart and menu. */}
          <SiteLogo nameClassName="md:max-lg:sr-only max-[25rem]:w-min max-[25rem]:text-base max-[25rem]:leading-5 max-[25rem]:whitespace-normal" />
        </Link>

        <nav aria-label="Principale" className="hidden min-w-0 md:block">
          <ul className="flex flex-wrap items-center gap-1">
            <NavLinkItems links={[homePage]} className={navLinkClass} />
            <li>
              <ProductsMenu categories={categories} triggerClassName={navItemClass} />
            </li>
            <NavLinkItems links={companyPages} className={navLinkClass} />
          </ul>
        </nav>

        <div className="ml-auto flex flex-wrap items-center justify-end gap-1 md:gap-2">
          {/* Without JavaScript the button submits this form and the /cerca page takes over;
              with it, the button opens the search dialog instead. */}
          <form method="get" action={SEARCH_PAGE_PATH}>
            <button
              ref={searchButton}
              type="submit"
              aria-label="Cerca prodotti"
              aria-haspopup={hydrated ? "dialog" : undefined}
              aria-expanded={hydrated ? searchOpen : undefined}
              onPointerEnter={loadSearchDialog}
              onFocus={loadSearchDialog}
              onClick={(event) => {
                event.preventDefault();
                openSearch(true);
              }}
              className={iconButtonClass}
            >
              <Search aria-hidden="true" className="size-5" />
            </button>
          </form>
          {searchUsed && (
            <Suspense fallback={null}>
              <SearchDialog open={searchOpen} onOpenChange={openSearch} returnFocusTo={searchButton} />
            </Suspense>
          )}

          {account ?? (
            <Link to={signInHref} className={`${navItemClass} hidden text-slate-800 md:inline-flex`}>
              Accedi
            </Link>
          )}

          <Link
            to="/contatti"
            className="hidden rounded-md bg-accent-400 px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-accent-500 sm:inline-flex"
          >
            Preventivo Gratuito
          </Link>

          {!hydrated ? (
            <MobileMenuDisclosure categories={categories} account={mobileAccount} />
          ) : menuUsed ? (
            <Suspense
              fallback={
                <button type="button" aria-label="Apri il menu" aria-busy="true" className={menuButtonClass}>
                  <Menu aria-hidden="true" className="size-6" />
                </button>
              }
            >
              <MobileMenu
                categories={categories}
                onOpenSearch={() => openSearch(true)}
                account={mobileAccount}
                defaultOpen
              />
            </Suspense>
          ) : (
            <DialogLauncher
              label="Apri il menu"
              open={false}
              preload={loadMobileMenu}
              onOpen={() => setMenuUsed(true)}
              className={menuButtonClass}
            >
              <Menu aria-hidden="true" className="size-6" />
            </DialogLauncher>
          )}
        </div>
      </div>
    </header>
  );
}

/** The mobile menu before the page's script runs, and without JavaScript: a native disclosure. */
function MobileMenuDisclosure({
  categories,
  account,
}: {
  categories: Category[];
  account?: React.ReactNode;
}) {
  return (
    // The panel hangs from the sticky header, its positioned ancestor, across the whole width.
    <Disclosure
      className="md:hidden"
      summaryLabel="Apri il menu"
      summaryClassName={iconButtonClass}
      summary={<Menu aria-hidden="true" className="size-6" />}
      panelClassName="absolute inset-x-0 top-full flex max-h-[calc(100dvh-4rem)] flex-col gap-6 overflow-y-auto border-b border-slate-200 bg-white px-4 py-4 shadow-xl"
    >
      <MobileMenuEntries
        categories={categories}
        account={account}
        search={
          // The results page has the search form: one page load, no script.
          <Link to={SEARCH_PAGE_PATH} className={searchEntryClass}>
            <Search aria-hidden="true" className="size-5" />
            Cerca prodotti
          </Link>
        }
      />
    </Disclosure>
  );
}

/** A button for a dialog whose code downloads on first intent: pointing at it or focusing it starts the download. */
function DialogLauncher({
  label,
  open,
  preload,
  onOpen,
  ...props
}: {
  label: string;
  open: boolean;
  preload: () => unknown;
  onOpen: () => void;
} & Pick<ComponentPropsWithRef<"button">, "ref" | "className" | "children">) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onOpen}
      {...props}
    />
  );
}
