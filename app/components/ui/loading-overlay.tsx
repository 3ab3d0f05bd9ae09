import type { ReactNode } from "react";

/** A full-screen status shown while a dialog's code loads on demand; `data-pending` marks a tap's answer for the bench. */
export function LoadingOverlay({ children }: { children: ReactNode }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/70">
      <p role="status" data-pending="" className="rounded-lg bg-white px-6 py-4 font-semibold text-slate-900">
        {children}
      </p>
    </div>
  );
}
