import { Menu, Search } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { iconButtonClass } from "#app/components/ui/button.tsx";
import { CloseButton } from "#app/components/ui/close-button.tsx";
import type { Category } from "#app/domain/catalogue.ts";
import { companyPages, homePage } from "./company-pages.ts";
import { categoryLinks, NavLinkItems } from "./nav-link-items.tsx";

const entryClass =
  "block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700";

/**
 * The navigation below the md breakpoint: a side sheet with the same entries as the desktop header.
 * `account` replaces the guest's "Accedi / Registrati" link for signed-in users.
 */
export function MobileMenu({
  categories,
  onOpenSearch,
  account,
  defaultOpen = false,
}: {
  categories: Category[];
  onOpenSearch: () => void;
  account?: React.ReactNode;
  /** The light header's launcher mounts this on the first click, already open. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  // Search opens only after the sheet has handed focus back to its trigger,
  // so that the search dialog in turn returns focus to a visible element.
  const searchRequested = useRef(false);

  const closeOnLinkClick = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label="Apri il menu" className={`${iconButtonClass} md:hidden`}>
        <Menu aria-hidden="true" className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={() => {
            if (!searchRequested.current) return;
            searchRequested.current = false;
            onOpenSearch();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <CloseButton label="Chiudi il menu" iconClassName="size-6" className={iconButtonClass} />
            </Dialog.Close>
          </div>

          {/* biome-ignore lint/a11y/noStaticElementInteractions: closes the sheet after any link inside is followed; the links stay the interactive elements */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: link activation by keyboard fires this click too */}
          <div className="flex flex-1 flex-col gap-6 px-4 py-4" onClick={closeOnLinkClick}>
            <nav aria-label="Menu mobile">
              <ul className="space-y-1">
                <NavLinkItems links={[homePage]} className={entryClass} />
                <li>
                  <p
                    id="mobile-menu-prodotti"
                    className="px-3 pt-3 pb-1 text-base font-semibold text-slate-900"
                  >
                    Prodotti
                  </p>
                  <ul aria-labelledby="mobile-menu-prodotti" className="border-l-2 border-brand-100 pl-2">
                    <NavLinkItems
                      links={categoryLinks(categories)}
                      className={`${entryClass} py-2 text-sm`}
                    />
                  </ul>
                </li>
                <NavLinkItems links={companyPages} className={entryClass} />
              </ul>
            </nav>

            <button
              type="button"
              onClick={() => {
                searchRequested.current = true;
                setOpen(false);
              }}
              className="flex w-full items-center gap-2 rounded-md border border-slate-300 px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-50"
            >
              <Search aria-hidden="true" className="size-5" />
              Cerca prodotti
            </button>

            <div className="mt-auto space-y-3 border-t border-slate-200 pt-4">
              {account ?? (
                <Link
                  to="/auth"
                  className="block rounded-md border border-brand-700 px-4 py-3 text-center text-base font-semibold text-brand-700 hover:bg-brand-50"
                >
                  Accedi / Registrati
                </Link>
              )}
              <Link
                to="/contatti"
                className="block rounded-md bg-accent-400 px-4 py-3 text-center text-base font-semibold text-slate-900 hover:bg-accent-500"
              >
                Preventivo Gratuito
              </Link>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
