import { lazy, Suspense, useEffect, useState } from "react";
import { subscribeToToasts } from "./toast-store.ts";

// Radix Toast loads with the first notice, not with every page.
const ToastViewport = lazy(() => import("./toast-viewport.tsx"));

export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(
    () =>
      subscribeToToasts((toast) => {
        if (toast) setNeeded(true);
      }),
    [],
  );
  return needed ? (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  ) : null;
}
