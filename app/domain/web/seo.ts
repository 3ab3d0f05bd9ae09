import type { MetaDescriptor } from "react-router";
import { company } from "../documents/company.ts";

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/category/finestre" (no query string). */
  path: string;
  /** Absolute site origin, e.g. "https://www.example.it", from the root loader's `siteUrl`. */
  siteUrl: string;
  noindex?: boolean;
}

/** Title, description and canonical link for every page, in one shape. */
export function pageMeta({ title, description, path, siteUrl, noindex }: PageSeo): MetaDescriptor[] {
  const fullTitle = title.includes(company.brand) ? title : `${title} | ${company.brand}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: new URL(path, siteUrl).toString() },
  ];
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** A back-office page: its title, and kept out of search engines (docs/product/back-office.md). */
export function staffPageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Gestione | ${company.brand}` }, { name: "robots", content: "noindex" }];
}

/** The `meta` export of a page whose title and description do not depend on its data. */
export function staticPageMeta(seo: Omit<PageSeo, "siteUrl">) {
  return ({ matches }: { matches: Parameters<typeof siteUrlFromMatches>[0] }): MetaDescriptor[] =>
    pageMeta({ ...seo, siteUrl: siteUrlFromMatches(matches) });
}

/** The root loader's data as seen from a child's `meta` function. */
export function siteUrlFromMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "http://localhost:3000";
}
