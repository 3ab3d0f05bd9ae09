import { useEffect } from "react";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { FlashToast } from "#app/domain/web/page-actions.ts";
import { showToast } from "./toast-store.ts";

const variantClasses: Record<NonNullable<FlashToast["variant"]>, string> = {
  success: "border-emerald-700 bg-white text-slate-900",
  info: "border-brand-700 bg-white text-slate-900",
  destructive: "border-red-800 bg-red-700 text-white",
};

/**
 * The notice a redirect left in the flash cookie (read by the root loader).
 * Once the page is hydrated it goes to the toaster like any other toast; in the
 * server HTML, and so without JavaScript, it is rendered in place where the
 * toaster would show it.
 */
export function FlashToastNotice({ toast }: { toast: FlashToast | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  if (!toast || hydrated) return null;
  const variant = toast.variant ?? "success";
  return (
    <section
      aria-label="Notifiche"
      className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4"
    >
      <div role={variant === "destructive" ? "alert" : "status"}>
        <ol>
          <li
            className={`relative w-full rounded-lg border-l-4 p-4 shadow-lg ${variantClasses[variant]}`}
            data-variant={variant}
          >
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
          </li>
        </ol>
      </div>
    </section>
  );
}
