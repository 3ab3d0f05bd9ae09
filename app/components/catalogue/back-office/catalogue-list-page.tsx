import type { ReactNode } from "react";
import { CatalogueNavigation } from "./catalogue-navigation.tsx";

/**
 * The frame of the catalogue's price-list pages (options, door prices, lead
 * times, services): the page's heading, what its figures mean, the sections
 * of the catalogue, then its list.
 */
export function CatalogueListPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      <CatalogueNavigation />
      {children}
    </div>
  );
}
