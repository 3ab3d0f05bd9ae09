// A one-toast-at-a-time notice store (docs/product/texts.md#notices). Any component
// calls showToast(); the <Toaster> mounted once in the root renders it.

export type ToastVariant = "success" | "destructive" | "info";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before it closes by itself; success notices close after 5 s (docs/product/texts.md#notices). */
  duration: number;
}

type Listener = (toast: ToastMessage | null) => void;

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

/** A notice to show; success is the default variant. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

export function showToast(toast: ToastInput) {
  const variant = toast.variant ?? "success";
  current = {
    id: nextId++,
    title: toast.title,
    description: toast.description,
    variant,
    duration: toast.duration ?? (variant === "destructive" ? 8000 : 5000),
  };
  for (const listener of listeners) listener(current);
}

export function dismissToast() {
  current = null;
  for (const listener of listeners) listener(null);
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}
