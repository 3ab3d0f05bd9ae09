import { Menu, Search } from "lucide-react";
import { type ComponentPropsWithRef, lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { ProductsMenu } from "#app/components/layout/products-menu.tsx";
import { SiteLogo } from "#app/components/layout/site-logo.tsx";
import { iconButtonClass } from "#app/components/ui/button.tsx";
import type { Category } from "#app/domain/catalogue.ts";
import { company } from "#app/domain/company.ts";
import { companyPages, homePage } from "./company-pages.ts";
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

  const openSearch = (open: boolean) => {
    if (open) setSearchUsed(true);
    setSearchOpen(open);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 md:gap-4">
        <Link to="/" aria-label={`${company.brand}, torna alla home`} className="shrink-0 rounded-md">
          {/* Tablets show only the mark: the full name does not fit beside the whole navigation. */}
          <SiteLogo nameClassName="md:max-lg:sr-only" />
        </Link>

        <nav aria-label="Principale" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <NavLinkItems links={[homePage]} className={navLinkClass} />
            <li>
              <ProductsMenu categories={categories} triggerClassName={navItemClass} />
            </li>
            <NavLinkItems links={companyPages} className={navLinkClass} />
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <DialogLauncher
            ref={searchButton}
            label="Cerca prodotti"
            open={searchOpen}
            preload={loadSearchDialog}
            onOpen={() => openSearch(true)}
            className={`${iconButtonClass} hover:text-brand-800`}
          >
            <Search aria-hidden="true" className="size-5" />
          </DialogLauncher>
          {searchUsed && (
            <Suspense fallback={null}>
              <SearchDialog open={searchOpen} onOpenChange={openSearch} returnFocusTo={searchButton} />
            </Suspense>
          )}

          {account ?? (
            <Link to="/auth" className={`${navItemClass} hidden text-slate-800 md:inline-flex`}>
              Accedi
            </Link>
          )}

          <Link
            to="/contatti"
            className="hidden rounded-md bg-accent-400 px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-accent-500 sm:inline-flex"
          >
            Preventivo Gratuito
          </Link>

          {menuUsed ? (
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
