import { ChevronDown, UserRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { CartLink } from "#app/components/cart/cart-link.tsx";
import { type AccountProps, accountLabel } from "./account-common.tsx";

// The dropdown's code (Radix menu and positioning) loads for signed-in
// customers only, after the page; until then an identical, inert button shows.
const AccountMenu = lazy(() => import("./account-menu.tsx"));

/** A click on the placeholder is not lost: the menu opens as soon as it has loaded. */
let openRequested = false;
export function takeOpenRequest(): boolean {
  const requested = openRequested;
  openRequested = false;
  return requested;
}

export function AccountArea(props: AccountProps) {
  return (
    <Suspense fallback={<AccountMenuPlaceholder {...props} />}>
      <AccountMenu {...props} />
    </Suspense>
  );
}

function AccountMenuPlaceholder({ user, cartCount }: AccountProps) {
  return (
    <div className="hidden items-center gap-1 sm:flex">
      <CartLink itemCount={cartCount} />
      <button
        type="button"
        aria-haspopup="menu"
        aria-busy="true"
        onClick={() => {
          openRequested = true;
        }}
        className="inline-flex h-10 max-w-40 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-800 lg:px-3"
      >
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        <span className="truncate max-lg:sr-only">{accountLabel(user)}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 max-lg:hidden" />
      </button>
      {/* Without JavaScript the menu never loads; the plain form still signs out. */}
      <noscript>
        <form method="post" action="/logout">
          <button
            type="submit"
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800"
          >
            Logout
          </button>
        </form>
      </noscript>
    </div>
  );
}
