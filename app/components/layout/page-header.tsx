import type { ReactNode } from "react";

/** A content page's title and the introduction under it. */
export function PageHeader({
  title,
  intro,
  className = "",
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** Spacing from what stands above (a back link). */
  className?: string;
}) {
  return (
    <header className={`max-w-3xl ${className}`}>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-4 text-lg text-slate-700">{intro}</p> : null}
    </header>
  );
}
