import {
  FileText,
  Heart,
  LayoutDashboard,
  LogOut,
  Package,
  ShoppingCart,
  SlidersHorizontal,
  UserRound,
} from "lucide-react";
import { Link, useFetcher, useNavigate } from "react-router";
import { useFetcherToast } from "#app/components/toasts/use-fetcher-toast.ts";
import { EnhancedSubmissionField, enhancedFields } from "#app/components/web/enhanced-submission.tsx";
import type { PublicUser } from "#app/domain/accounts/public-user.ts";
import { isStaffRole } from "#app/domain/staff/staff-roles.ts";

// What the header's account menu and the mobile sheet share; free of Radix so
// that the mobile entries and the menu's placeholder stay light.

export type AccountMenuUser = Pick<PublicUser, "username" | "firstName" | "role">;

export interface AccountProps {
  user: AccountMenuUser;
  /** Items in the cart (sum of quantities), from the root loader. */
  cartCount: number;
}

/** The account menu's label is the first name, or the username without one (docs/product/accounts.md). */
export function accountLabel(user: AccountMenuUser): string {
  return user.firstName?.trim() || user.username;
}

export const accountLinks = [
  { to: "/cart", label: "Carrello", Icon: ShoppingCart },
  { to: "/orders", label: "I miei ordini", Icon: Package },
  { to: "/preventivi", label: "I miei preventivi", Icon: FileText },
  { to: "/wishlist", label: "La mia lista dei desideri", Icon: Heart },
  { to: "/saved-configurations", label: "Le mie configurazioni", Icon: SlidersHorizontal },
  { to: "/profilo", label: "I miei dati", Icon: UserRound },
] as const;

/** The back office's entry, for staff only (docs/product/back-office.md); the server guards it anyway. */
const staffLink = { to: "/gestione", label: "Gestione", Icon: LayoutDashboard } as const;

/** The account entries this user sees: staff also get the back office. */
export function accountLinksFor(user: AccountMenuUser) {
  return isStaffRole(user.role) ? [...accountLinks, staffLink] : accountLinks;
}

/** The sign-out entry's label in the header menu and the mobile menu (docs/product/texts.md#labels). */
export const LOGOUT_LABEL = "Esci";

/** What POST /logout answers to an enhanced submission: success, or why it failed. */
type LogoutResult = { ok: true } | { ok: false; message: string };

/**
 * Signs out through /logout and asks for JSON instead of the redirect, then
 * confirms with a toast and goes home. The submission itself does not reload
 * the page's data: a signed-in-only page would answer that reload with a
 * redirect to /auth. The navigation home reloads everything instead.
 */
export function useLogout() {
  const fetcher = useFetcher<LogoutResult>();
  const navigate = useNavigate();

  useFetcherToast(
    fetcher,
    (result) =>
      result.ok
        ? { title: "Disconnessione effettuata", variant: "success" }
        : { title: "Errore durante il logout", description: result.message, variant: "destructive" },
    (result) => {
      if (result.ok) navigate("/", { defaultShouldRevalidate: true });
    },
  );

  return {
    fetcher,
    pending: fetcher.state !== "idle",
    logout: () =>
      fetcher.submit(enhancedFields({}), {
        method: "post",
        action: "/logout",
        defaultShouldRevalidate: false,
      }),
  };
}

const mobileEntryClass =
  "flex items-center gap-3 rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800";

/**
 * "Accesso come …", the account's links and "Esci": the mobile menu's list, and
 * the header's account menu before its script runs (and without JavaScript,
 * where the sign-out form posts as a plain form).
 */
export function AccountEntries({
  user,
  cartCount,
  entryClassName = mobileEntryClass,
  iconClassName = "size-5 shrink-0",
  className = "",
}: AccountProps & { entryClassName?: string; iconClassName?: string; className?: string }) {
  const { fetcher, pending } = useLogout();
  return (
    <div className={className}>
      <p className="px-3 pb-1 text-sm text-slate-700">
        Accesso come <span className="font-semibold text-slate-900">{user.username}</span>
      </p>
      <ul aria-label="Il mio account" className="space-y-1">
        {accountLinksFor(user).map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className={entryClassName}>
              <Icon aria-hidden="true" className={iconClassName} />
              {to === "/cart" && cartCount > 0 ? `${label} (${cartCount})` : label}
            </Link>
          </li>
        ))}
        <li>
          <fetcher.Form method="post" action="/logout" defaultShouldRevalidate={false}>
            <EnhancedSubmissionField />
            <button type="submit" disabled={pending} className={`${entryClassName} w-full text-left`}>
              <LogOut aria-hidden="true" className={iconClassName} />
              {LOGOUT_LABEL}
            </button>
          </fetcher.Form>
        </li>
      </ul>
    </div>
  );
}

/** The same account entries for the mobile menu's sheet, where a flat list reads better than a menu. */
export function AccountMobileEntries(props: AccountProps) {
  return <AccountEntries {...props} />;
}
