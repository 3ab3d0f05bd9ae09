import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferBootScript, deferBootScriptStream } from "./deferred-boot-script.server.ts";

// The boot script as React Router 8.4 writes it (route discovery on, so no manifest import).
const bootBody = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {"url": "/assets/manifest-1.js"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

const preloads = [
  "/assets/entry.client-C.js",
  "/assets/framework-D.js",
  "/assets/root-A.js",
  "/assets/home-B.js",
];

const preloadLinks = (nonce: string) =>
  preloads.map((href) => `<link rel="modulepreload" href="${href}"${nonce}/>`).join("");

const page = (head: string, body: string, nonce = "") =>
  `<!DOCTYPE html><html lang="it"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>${head}<title>Finestre</title></head><body><main>Finestre a 1.234,56 € — più luce</main><script>window.__reactRouterContext = {};</script><script${nonce} type="module" async="">${body}</script><script>window.done = 1 < 2;</script></body></html>`;

/** The document cut into chunks of `size` bytes, as React may cut it (inside a character too). */
function byteChunks(document: string, size: number): Buffer[] {
  const bytes = Buffer.from(document);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

async function throughStream(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferBootScriptStream()));
}

const AFTER_FIRST_FRAME =
  "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));";

describe("the page first, then its modules", () => {
  it("waits for a frame, imports the preloaded modules at once, then the routes and the entry as before", () => {
    expect(deferBootScript(bootBody, preloads)).toBe(`${AFTER_FIRST_FRAME}
await Promise.all([import("/assets/framework-D.js"), import("/assets/root-A.js"), import("/assets/home-B.js")]);
;
const route0 = await import("/assets/root-A.js");
const route1 = await import("/assets/home-B.js");
  window.__reactRouterManifest = {"url": "/assets/manifest-1.js"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`);
  });

  it("turns the manifest's side-effect import into an awaited one too", () => {
    const withManifest = `import "/assets/manifest-1.js";\n${bootBody.slice(2)}`;
    expect(deferBootScript(withManifest)).toContain(
      '\nawait import("/assets/manifest-1.js");\nconst route0 = await',
    );
  });

  it("leaves a script without static imports as it is", () => {
    expect(deferBootScript('import("/assets/entry.client-C.js");', preloads)).toBe(
      'import("/assets/entry.client-C.js");',
    );
  });

  it("takes the preload links out of the head and rewrites the boot script, however the stream cuts the document", async () => {
    for (const nonce of ["", ' nonce="abc123=="']) {
      const original = page(preloadLinks(nonce), bootBody, nonce);
      const expected = page("", deferBootScript(bootBody, preloads), nonce);
      expect(expected).not.toContain("modulepreload");
      expect(await throughStream([Buffer.from(original)])).toBe(expected);
      for (const size of [1, 2, 7, 30, 64, 200]) {
        expect(await throughStream(byteChunks(original, size)), `chunks of ${size} bytes`).toBe(expected);
      }
    }
  });

  it("passes a document without a boot script through unchanged", async () => {
    const plain =
      "<!DOCTYPE html><html><body><p>Pagina non trovata: è un errore</p><script>1 < 2</script></body></html>";
    for (const size of [1, 3, 10, 1000]) expect(await throughStream(byteChunks(plain, size))).toBe(plain);
  });
});
