import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Disclosure } from "#app/components/ui/disclosure.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { Category } from "#app/domain/catalogue/catalogue.ts";

// A disclosure of plain links rather than an ARIA menu: this is site navigation,
// so Tab keeps working and screen readers announce ordinary links. The arrow
// keys are a convenience on top. Before the page is hydrated (or without
// JavaScript) a native <details> opens the same links.

interface ProductsMenuProps {
  categories: Category[];
  triggerClassName: string;
}

const panelClass =
  "absolute top-full left-0 z-50 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-lg";

export function ProductsMenu(props: ProductsMenuProps) {
  return useHydrated() ? <ProductsMenuButton {...props} /> : <ProductsMenuDisclosure {...props} />;
}

function ProductsMenuDisclosure({ categories, triggerClassName }: ProductsMenuProps) {
  const { pathname } = useLocation();
  return (
    <Disclosure
      className="relative"
      summaryClassName={`${triggerClassName} inline-flex items-center gap-1 ${pathname.startsWith("/category/") ? "text-brand-700" : "text-slate-800"}`}
      summary={
        <>
          Prodotti
          <ChevronDown aria-hidden="true" className="size-4 group-open/disclosure:rotate-180" />
        </>
      }
      panelClassName={panelClass}
    >
      <CategoryLinks categories={categories} pathname={pathname} />
    </Disclosure>
  );
}

function CategoryLinks({
  categories,
  pathname,
  onFollow,
}: {
  categories: Category[];
  pathname: string;
  onFollow?: () => void;
}) {
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={`/category/${category.slug}`}
            onClick={onFollow}
            aria-current={pathname === `/category/${category.slug}` ? "page" : undefined}
            className="block rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 aria-[current=page]:text-brand-700"
          >
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ProductsMenuButton({ categories, triggerClassName }: ProductsMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  const links = () => Array.from(containerRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []);

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    // The panel is un-hidden on the next render; focus once it is visible.
    requestAnimationFrame(() => focusLink(index));
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (current === -1) openAndFocus(0);
      else focusLink(current + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (current === -1) openAndFocus(-1);
      else focusLink(current - 1);
    } else if (open && current !== -1 && (event.key === "Home" || event.key === "End")) {
      event.preventDefault();
      focusLink(event.key === "Home" ? 0 : -1);
    }
  };

  const closeWhenFocusLeaves = (event: React.FocusEvent) => {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) {
      setOpen(false);
    }
  };

  const inCategory = pathname.startsWith("/category/");

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the key handler only adds arrow-key shortcuts to the button and links inside
    <div ref={containerRef} className="relative" onKeyDown={onKeyDown} onBlur={closeWhenFocusLeaves}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={`${triggerClassName} inline-flex items-center gap-1 ${inCategory ? "text-brand-700" : "text-slate-800"}`}
      >
        Prodotti
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div id={panelId} hidden={!open} className={panelClass}>
        <CategoryLinks categories={categories} pathname={pathname} onFollow={() => setOpen(false)} />
      </div>
    </div>
  );
}
