import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { pageHref } from "#app/domain/staff/pagination.ts";

const linkClass =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50";

/** Previous and next page of a back-office list, as links that keep the filters in the URL. */
export function Pagination({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageHref(pathname, search, page - 1)} className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Pagina precedente
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        Pagina {page} di {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pageHref(pathname, search, page + 1)} className={linkClass}>
          Pagina successiva
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
