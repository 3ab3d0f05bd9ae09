import { ChevronDown, LogOut, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useLayoutEffect, useState } from "react";
import { Link } from "react-router";
import {
  type AccountProps,
  accountLabel,
  accountLinksFor,
  LOGOUT_LABEL,
  useLogout,
} from "./account-common.tsx";
import { takeAccountMenuOpenRequest } from "./account-menu-open-request.ts";

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-70 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[highlighted]:ring-2 data-[highlighted]:ring-brand-600 data-[highlighted]:ring-inset";

/**
 * The header's account menu (Carrello, I miei ordini, I miei preventivi, La mia
 * lista dei desideri, Le mie configurazioni, Esci), once the page's script runs.
 */
export default function AccountMenu({ user, cartCount }: AccountProps) {
  const { logout, pending } = useLogout();
  const label = accountLabel(user);
  const [open, setOpen] = useState(false);
  // At the commit, not in the render: React may render the menu a while before it shows it, and
  // a click on the placeholder in between must still open it.
  useLayoutEffect(() => {
    if (takeAccountMenuOpenRequest()) setOpen(true);
  }, []);

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className="group inline-flex h-11 max-w-40 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800 data-[state=open]:bg-slate-100 lg:px-3">
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        {/* Below lg the navigation leaves room for the icon only; the name stays the accessible label. */}
        <span className="truncate max-lg:sr-only">{label}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none max-lg:hidden"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs text-slate-700">
            Accesso come <span className="font-semibold text-slate-900">{user.username}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {accountLinksFor(user).map(({ to, label: linkLabel, Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {to === "/cart" && cartCount > 0 ? `${linkLabel} (${cartCount})` : linkLabel}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {/* The menu closes on select, removing any form inside it before the browser
                could submit it, so the item posts through the fetcher instead. */}
          <DropdownMenu.Item className={itemClass} disabled={pending} onSelect={logout}>
            <LogOut aria-hidden="true" className="size-4 shrink-0" />
            {LOGOUT_LABEL}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
