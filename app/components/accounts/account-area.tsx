import { ChevronDown, UserRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { CartLink } from "#app/components/cart-and-checkout/cart-link.tsx";
import { Disclosure } from "#app/components/ui/disclosure.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import { AccountEntries, type AccountProps, accountLabel } from "./account-common.tsx";
import { requestAccountMenuOpen } from "./account-menu-open-request.ts";

// The dropdown's code (Radix menu and positioning) loads for signed-in
// customers only, once the page is hydrated. Before that, and without
// JavaScript, a native disclosure offers the same links and a plain sign-out
// form; while the code loads, an inert placeholder button stands in.
const AccountMenu = lazy(() => import("./account-menu.tsx"));

/**
 * The header's signed-in controls: the cart icon, at every width (phones keep
 * it beside the menu button), and the account menu from the sm breakpoint.
 */
export function AccountArea(props: AccountProps) {
  const hydrated = useHydrated();
  return (
    <div className="flex items-center gap-1">
      <CartLink itemCount={props.cartCount} />
      {/* Phones reach the account entries in the mobile menu: there is no room for the name. */}
      <div className="hidden sm:block">
        {hydrated ? (
          <Suspense fallback={<AccountMenuPlaceholder {...props} />}>
            <AccountMenu {...props} />
          </Suspense>
        ) : (
          <AccountDisclosure {...props} />
        )}
      </div>
    </div>
  );
}

const triggerClass =
  "inline-flex h-11 max-w-40 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800 lg:px-3";

/** The face of the account menu: icon, then the name from lg (below it the name stays the accessible label). */
function AccountTriggerFace({
  user,
  chevronClassName,
}: {
  user: AccountProps["user"];
  chevronClassName: string;
}) {
  return (
    <>
      <UserRound aria-hidden="true" className="size-5 shrink-0" />
      <span className="truncate max-lg:sr-only">{accountLabel(user)}</span>
      <ChevronDown aria-hidden="true" className={`size-4 shrink-0 max-lg:hidden ${chevronClassName}`} />
    </>
  );
}

/** While the menu's code loads (a moment, once hydrated): an identical, inert button that remembers a click. */
function AccountMenuPlaceholder({ user }: AccountProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-busy="true"
      // Radix opens its menu on pointer down: a press that starts here and ends on
      // the loaded menu's trigger must count too, or the click would be lost.
      onPointerDown={requestAccountMenuOpen}
      onClick={requestAccountMenuOpen}
      className={triggerClass}
    >
      <AccountTriggerFace user={user} chevronClassName="" />
    </button>
  );
}

function AccountDisclosure(props: AccountProps) {
  return (
    <Disclosure
      className="relative"
      summaryClassName={triggerClass}
      summary={<AccountTriggerFace user={props.user} chevronClassName="group-open/disclosure:rotate-180" />}
      panelClassName="absolute top-full right-0 z-50 mt-2 min-w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
    >
      <AccountEntries
        {...props}
        className="pt-2"
        entryClassName="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800"
        iconClassName="size-4 shrink-0"
      />
    </Disclosure>
  );
}
