import type { LucideIcon } from "lucide-react";
import {
  AppWindow,
  ArrowLeftRight,
  Blinds,
  DoorClosed,
  DoorOpen,
  Frame,
  House,
  Sun,
  Tablets,
  Warehouse,
} from "lucide-react";
import {
  type CategoryIcon as CategoryIconName,
  toCategoryIcon,
} from "#app/domain/catalogue/category-icons.ts";

// The categories name Font Awesome icons (docs/product/catalogue.md#categories); these are their closest lucide drawings.
const iconByName: Record<CategoryIconName, LucideIcon> = {
  "window-maximize": AppWindow,
  "door-open": DoorOpen,
  "exchange-alt": ArrowLeftRight,
  "door-closed": DoorClosed,
  tablets: Tablets,
  bars: Blinds,
  sun: Sun,
  home: House,
  "border-style": Frame,
  warehouse: Warehouse,
};

/** A category's icon, the window for an unknown name; decorative, because the name always sits next to it. */
export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = iconByName[toCategoryIcon(name)];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
