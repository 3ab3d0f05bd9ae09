import type { ReactNode } from "react";

/** A titled part of a back-office page; the heading names the region for screen readers. */
export function StaffSection({
  id,
  title,
  className = "mt-8",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
