import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * One record in a customer's list ("I miei ordini", "I miei preventivi"): a
 * card that links to its page (when it has one), with its title and a line
 * under it on the left and its status and figures on the right.
 */
export function RecordCard({
  to,
  title,
  detail,
  textClassName,
  children,
}: {
  /** Its page; a record without one (a whole-cart request) is a plain card. */
  to?: string;
  title: string;
  /** The line under the title (the date, what was asked for). */
  detail: ReactNode;
  textClassName?: string;
  /** The status and the figures. */
  children: ReactNode;
}) {
  const content = (
    <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className={textClassName}>
        <h2 className="text-lg font-semibold text-slate-900 group-hover:text-brand-800">{title}</h2>
        <p className="mt-1 text-sm text-slate-700">{detail}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">{children}</div>
    </div>
  );
  if (!to) {
    return (
      <div className="flex items-center gap-4 rounded-lg border border-slate-200 p-5 shadow-sm">
        {content}
      </div>
    );
  }
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-lg border border-slate-200 p-5 shadow-sm hover:border-brand-700 hover:shadow-md"
    >
      {content}
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
    </Link>
  );
}
