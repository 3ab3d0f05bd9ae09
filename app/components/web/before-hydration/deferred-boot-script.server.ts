import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// React Router asks for every module of the page with `modulepreload` links in
// the head, and its boot script imports the route modules statically. Chromium
// compiles each preloaded module as it arrives, and on a fast network that can
// come before the first paint: a phone's first paint then waits for about
// 400 kB of JavaScript (docs/PERFORMANCE.md, "The page first, then its
// modules"). The page is readable, and its links and forms work, without any
// script, so the document is rewritten to ask for the modules only after the
// first frame:
// - the `modulepreload` links are taken out of the head;
// - the boot script waits for a frame, imports those modules all at once (the
//   browser fetches them in parallel, as the links did), then goes on as React
//   Router wrote it, its static imports turned into awaited dynamic ones.
// The browser entry is left to the boot script's last line, as before, so
// hydration still starts after the route modules are registered.

// With the per-answer nonce first when the page has one.
const BOOT_SCRIPT_OPENING = /<script(?: nonce="[^"]*")? type="module" async="">/;
const SCRIPT_CLOSING = "</script>";
const MODULE_PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const STATIC_NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;
const STATIC_SIDE_EFFECT_IMPORT = /^import ("[^"\n]+");$/gm;
const ENTRY_IMPORT = /^import\(("[^"\n]+")\);$/m;
const AFTER_FIRST_FRAME =
  "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));";

/**
 * The boot script's body, waiting for the first frame, then importing the
 * page's preloaded modules (but the browser entry) at once, then running as
 * React Router wrote it with its static imports made dynamic.
 */
export function deferBootScript(body: string, preloadedModules: readonly string[] = []): string {
  // search() ignores the global regex's lastIndex, which test() would move.
  if (body.search(STATIC_NAMESPACE_IMPORT) < 0) return body;
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  const early = [...new Set(preloadedModules)]
    .map((href) => JSON.stringify(href))
    .filter((href) => href !== entry)
    .map((href) => `import(${href})`);
  const imports = body
    .replace(STATIC_NAMESPACE_IMPORT, "const $1 = await import($2);")
    .replace(STATIC_SIDE_EFFECT_IMPORT, "await import($1);");
  const preload = early.length > 0 ? `await Promise.all([${early.join(", ")}]);\n` : "";
  return `${AFTER_FIRST_FRAME}\n${preload}${imports}`;
}

/** Where `text` may still be cut inside a tag: from its last `<` that has no `>` after it. */
function unfinishedTagStart(text: string): number {
  const lastOpen = text.lastIndexOf("<");
  return lastOpen >= 0 && text.indexOf(">", lastOpen) < 0 ? lastOpen : text.length;
}

/**
 * A stream that passes an HTML document through with its `modulepreload`
 * links taken out and React Router's boot script rewritten (`deferBootScript`).
 * Chunks may cut a tag or the script anywhere, so an unfinished tag, and the
 * script from its opening tag on, are held until they are complete.
 */
export function deferBootScriptStream(): Transform {
  // React cuts its output into byte chunks, sometimes inside a character.
  const decoder = new StringDecoder("utf8");
  const preloadedModules: string[] = [];
  let held = "";
  let done = false;

  const takeOutPreloads = (text: string) =>
    text.replace(MODULE_PRELOAD_LINK, (_link, href: string) => {
      preloadedModules.push(href);
      return "";
    });

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (done) return callback(null, decoder.write(chunk));
      held += decoder.write(chunk);
      const opening = BOOT_SCRIPT_OPENING.exec(held);
      if (!opening) {
        const cut = unfinishedTagStart(held);
        const out = takeOutPreloads(held.slice(0, cut));
        held = held.slice(cut);
        return callback(null, out);
      }
      const bodyStart = opening.index + opening[0].length;
      const closing = held.indexOf(SCRIPT_CLOSING, bodyStart);
      if (closing < 0) return callback();
      const before = takeOutPreloads(held.slice(0, bodyStart));
      const body = deferBootScript(held.slice(bodyStart, closing), preloadedModules);
      const out = `${before}${body}${held.slice(closing)}`;
      held = "";
      done = true;
      callback(null, out);
    },
    flush(callback: TransformCallback) {
      callback(null, done ? decoder.end() : takeOutPreloads(held + decoder.end()));
    },
  });
}
