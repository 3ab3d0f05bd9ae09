/** The icon names a category may carry (docs/product/catalogue.md#categories); anything else shows the window icon. */
export const categoryIcons = [
  "window-maximize",
  "door-open",
  "exchange-alt",
  "door-closed",
  "tablets",
  "bars",
  "sun",
  "home",
  "border-style",
  "warehouse",
] as const;

export type CategoryIcon = (typeof categoryIcons)[number];

export function toCategoryIcon(name: string | null | undefined): CategoryIcon {
  return (categoryIcons as readonly string[]).includes(name ?? "")
    ? (name as CategoryIcon)
    : "window-maximize";
}
