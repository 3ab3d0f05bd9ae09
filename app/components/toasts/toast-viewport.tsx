import { Toast } from "radix-ui";
import { useEffect, useState } from "react";
import { CloseButton } from "#app/components/ui/close-button.tsx";
import { dismissToast, subscribeToToasts, type ToastMessage } from "./toast-store.ts";

const variantClasses: Record<ToastMessage["variant"], string> = {
  success: "border-emerald-700 bg-white text-slate-900",
  info: "border-brand-700 bg-white text-slate-900",
  destructive: "border-red-800 bg-red-700 text-white",
};

/** Renders the current notice in a polite live region (assertive for errors). */
export default function ToastViewport() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  useEffect(() => subscribeToToasts(setToast), []);
  return (
    <Toast.Provider swipeDirection="right" label="Notifica">
      {toast ? (
        <Toast.Root
          key={toast.id}
          duration={toast.duration}
          type={toast.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          className={`pointer-events-auto relative w-full rounded-lg border-l-4 p-4 pr-10 shadow-lg ${variantClasses[toast.variant]}`}
          data-variant={toast.variant}
        >
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          {toast.description ? (
            <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description>
          ) : null}
          <Toast.Close asChild>
            <CloseButton
              label="Chiudi la notifica"
              iconClassName="size-4"
              className="absolute top-2 right-2 rounded p-1 hover:bg-black/10"
            />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        label="Notifiche ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
