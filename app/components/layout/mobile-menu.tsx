import { Menu, Search } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { iconButtonClass } from "#app/components/ui/button.tsx";
import { CloseButton } from "#app/components/ui/close-button.tsx";
import type { Category } from "#app/domain/catalogue/catalogue.ts";
import { MobileMenuEntries, searchEntryClass } from "./mobile-menu-entries.tsx";

/**
 * The navigation below the md breakpoint, once the page's script runs: a side sheet with the same
 * entries as the desktop header.
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
            <MobileMenuEntries
              categories={categories}
              account={account}
              search={
                <button
                  type="button"
                  onClick={() => {
                    searchRequested.current = true;
                    setOpen(false);
                  }}
                  className={searchEntryClass}
                >
                  <Search aria-hidden="true" className="size-5" />
                  Cerca prodotti
                </button>
              }
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
