// The JavaScript each public page loads at once: module scripts, modulepreload
// links and inline imports, each fetched once and gzipped.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { gzipSync } from "node:zlib";
import { publicPagePaths } from "../support/public-pages.ts";
import { get } from "./app-server.ts";
import { GZIP_LEVEL } from "./config.ts";

export interface JsFile {
  url: string;
  /** The asset's status; anything but 200 weighs nothing and is reported. */
  status: number;
  raw: number;
  gzip: number;
}
export interface PageWeight {
  page: string;
  status: number;
  files: JsFile[];
}

export function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attrs);
  const value = match ? (match[1] ?? match[2] ?? match[3]) : undefined;
  return value?.replaceAll("&amp;", "&");
}

/** Module URLs the page loads at once, in document order: module scripts, modulepreload links, inline imports. */
export function initialModuleUrls(html: string): string[] {
  const found: { at: number; url: string }[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = "", body = ""] = match;
    if (attribute(attrs, "type")?.toLowerCase() !== "module") continue;
    const src = attribute(attrs, "src");
    if (src) {
      found.push({ at: match.index, url: src });
      continue;
    }
    // import("x"), import ... from "x" and import "x" inside an inline module script.
    const imports =
      /\bimport\s*\(\s*["']([^"']+)["']\s*\)|\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;
    for (const inline of body.matchAll(imports)) {
      const url = inline[1] ?? inline[2] ?? inline[3];
      if (url) found.push({ at: match.index + inline.index, url });
    }
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const [, attrs = ""] = match;
    const rel = attribute(attrs, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(attrs, "href");
    if (rel.includes("modulepreload") && href) found.push({ at: match.index, url: href });
  }
  return found.sort((a, b) => a.at - b.at).map((item) => item.url);
}

/**
 * The files every page loads before any code of the shop (ADR 025): the framework chunk
 * (vite.config.ts names it), the bundler's runtime and React Router's browser entry.
 */
export type JsFileRole = "framework" | "runtime" | "entry" | "own";

export function jsFileRole(url: string): JsFileRole {
  const name = url.slice(url.lastIndexOf("/") + 1);
  if (name.startsWith("framework-")) return "framework";
  if (name.startsWith("rolldown-runtime-")) return "runtime";
  if (name.startsWith("entry.client-")) return "entry";
  return "own";
}

export const assetCache = new Map<string, JsFile>();

export async function weighPage(base: string, page: string): Promise<PageWeight> {
  const { status, body } = await get(`${base}${page}`);
  if (status !== 200) return { page, status, files: [] };
  const origin = new URL(base).origin;
  const urls = new Set<string>();
  for (const raw of initialModuleUrls(body.toString("utf8"))) {
    const url = new URL(raw, `${base}${page}`);
    if (url.origin !== origin) {
      console.log(`  note: ${page} loads ${url.href} from another origin; not weighed`);
      continue;
    }
    urls.add(url.pathname + url.search);
  }
  const files: JsFile[] = [];
  for (const url of urls) {
    let file = assetCache.get(url);
    if (!file) {
      const asset = await get(`${origin}${url}`);
      if (asset.status === 200) {
        const gzip = gzipSync(asset.body, { level: GZIP_LEVEL }).length;
        file = { url, status: 200, raw: asset.body.length, gzip };
        assetCache.set(url, file);
      } else {
        // Typically build/ rebuilt by someone else while the server runs the previous build.
        console.log(`  warning: ${url} (initial JS of ${page}) answered ${asset.status}`);
        file = { url, status: asset.status, raw: 0, gzip: 0 };
      }
    }
    files.push(file);
  }
  return { page, status, files };
}

/** The public pages whose initial JS has a budget: every page a visitor reaches without signing in. */
export async function publicRoutes(base: string, productId: number): Promise<string[]> {
  const { body } = await get(`${base}/api/categories/finestre/subcategories`);
  const collections = JSON.parse(body.toString("utf8")) as { slug: string }[];
  return publicPagePaths({ collectionSlug: collections[0]?.slug, productId });
}
