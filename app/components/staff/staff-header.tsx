import { LogOut, Store } from "lucide-react";
import { Link } from "react-router";
import { SiteLogo } from "#app/components/layout/site-logo.tsx";
import { company } from "#app/domain/documents/company.ts";

// The back office's own header (docs/product/back-office.md#the-frame): the
// shop's mark, who is signed in, the way back to the shop and «Esci». No cart,
// no «Preventivo Gratuito», no catalogue menu: nothing a customer's header
// offers that staff do not use here. A plain form signs out, also without JavaScript.

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800";

export function StaffHeader({ username }: { username: string }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex min-h-16 max-w-screen-2xl flex-wrap items-center gap-2 px-4">
        <Link to="/gestione" aria-label={`${company.brand}, gestione`} className="shrink-0 rounded-md">
          <SiteLogo nameClassName="max-[25rem]:sr-only" />
        </Link>
        <span className="rounded bg-brand-50 px-2 py-1 text-sm font-semibold text-brand-800">Gestione</span>
        <nav aria-label="Account del personale" className="ml-auto flex flex-wrap items-center gap-1">
          <span className="px-2 text-sm text-slate-700">
            Accesso come <span className="font-semibold break-all text-slate-900">{username}</span>
          </span>
          <Link to="/" className={linkClass}>
            <Store aria-hidden="true" className="size-4" />
            Vai al negozio
          </Link>
          <form method="post" action="/logout">
            <button type="submit" className={linkClass}>
              <LogOut aria-hidden="true" className="size-4" />
              Esci
            </button>
          </form>
        </nav>
      </div>
    </header>
  );
}
