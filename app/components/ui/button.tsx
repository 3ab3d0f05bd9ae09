import type { ComponentPropsWithRef } from "react";
import { Link, type LinkProps } from "react-router";

// The shop's buttons, and the links that look like them: one set of variants and
// sizes instead of class strings copied from page to page. The colours are the
// ones the accessibility checks (axe, contrast) already pass.

export type ButtonVariant =
  | "primary"
  | "accent"
  | "secondary"
  | "outline"
  | "ghost"
  | "danger"
  | "danger-outline";
export type ButtonSize = "sm" | "md" | "lg";

const baseClass =
  "inline-flex max-w-full items-center justify-center gap-2 rounded-md text-center font-semibold disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-progress";

const variantClasses: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  accent: "bg-accent-400 text-slate-900 hover:bg-accent-500",
  secondary: "border border-slate-400 bg-white text-slate-900 hover:bg-slate-100",
  outline: "border border-brand-700 text-brand-800 hover:bg-brand-50",
  ghost: "text-brand-800 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  "danger-outline": "border border-red-700 bg-white text-red-800 hover:bg-red-50",
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: "px-4 py-2",
  md: "px-5 py-2.5",
  lg: "px-5 py-3",
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (margins, width, text size): colours and padding come from variant and size. */
  className?: string;
}

/** The square icon-only button of the header and the dialogs (menu, search, close): name it with aria-label. */
export const iconButtonClass =
  "inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100";

/** The class list of a button; for elements that must stay what they are (a Radix part, a plain anchor). */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return [baseClass, variantClasses[variant], sizeClasses[size], className].filter(Boolean).join(" ");
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonStyle & ComponentPropsWithRef<"button">) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A link to another page that looks like a button (it still navigates, so it stays a link). */
export function ButtonLink({ variant, size, className, ...props }: ButtonStyle & LinkProps) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}

export interface SubmitButtonProps
  extends ButtonStyle,
    Omit<ComponentPropsWithRef<"button">, "type" | "className"> {
  /** True while the form is being sent: the button shows busyLabel and cannot be pressed again. */
  busy: boolean;
  busyLabel?: string;
}

/** A form's submit button: it says what is happening while the form is sent, so nobody sends it twice. */
export function SubmitButton({
  busy,
  busyLabel = "Salvataggio…",
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}
