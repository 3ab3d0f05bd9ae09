import type { ComponentPropsWithoutRef } from "react";

/**
 * A radio button in a bordered card that lights up when chosen: the
 * checkout's payment method and invoice type. An uncontrolled native input,
 * so the form posts it without JavaScript.
 */
export function ChoiceCard({
  label,
  ...input
}: { label: string } & Omit<ComponentPropsWithoutRef<"input">, "type" | "className">) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 p-4 has-checked:border-brand-700 has-checked:bg-brand-50">
      <input type="radio" className="size-4 accent-brand-700" {...input} />
      <span className="font-medium text-slate-900">{label}</span>
    </label>
  );
}
