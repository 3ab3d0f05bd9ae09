import type { ComponentPropsWithoutRef } from "react";

// A native radio button bound to a piece of state (the configurators' choices):
// checked when the state holds its choice; choosing it hands the choice over.
// It draws itself in the brand colour; `className` only places it.

export function StateRadio<Choice extends string | number | null>({
  choice,
  selected,
  onChoose,
  className,
  ...input
}: {
  choice: Choice;
  selected: Choice;
  onChoose: (choice: Choice) => void;
} & Omit<ComponentPropsWithoutRef<"input">, "type" | "value" | "checked" | "onChange">) {
  return (
    <input
      type="radio"
      value={choice ?? undefined}
      checked={selected === choice}
      onChange={() => onChoose(choice)}
      className={`size-4 shrink-0 accent-brand-700${className ? ` ${className}` : ""}`}
      {...input}
    />
  );
}
