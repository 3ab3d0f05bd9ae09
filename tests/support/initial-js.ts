import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript a page makes the browser load before it is interactive: the
 * module scripts, modulepreload links and inline `import("…")` of its HTML.
 * Sizes are gzip level 9 of the built files, so the figure is deterministic.
 */
export function initialScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\(\s*"([^"]+\.js)"\s*\)/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\s+(?:[^"']+from\s+)?"([^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls].filter((url) => url.startsWith("/assets/"));
}

export async function gzippedSizes(urls: string[], clientDir = path.resolve("build/client")) {
  return Promise.all(
    urls.map(async (url) => {
      const content = await readFile(path.join(clientDir, url));
      return { url, bytes: gzipSync(content, { level: 9 }).byteLength };
    }),
  );
}
