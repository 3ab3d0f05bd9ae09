import { X } from "lucide-react";
import type { ComponentPropsWithRef } from "react";

/**
 * A ✕ button, named for screen readers by `label` (the icon itself is hidden).
 * Inside a Radix dialog or toast, wrap it in that part's `Close` with `asChild`.
 */
export function CloseButton({
  label,
  iconClassName = "size-5",
  ...props
}: { label: string; iconClassName?: string } & Omit<ComponentPropsWithRef<"button">, "children">) {
  return (
    <button type="button" aria-label={label} {...props}>
      <X aria-hidden="true" className={iconClassName} />
    </button>
  );
}
