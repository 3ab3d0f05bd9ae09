import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";

// The layout's own modules: what the root route imports statically, and what
// those import, but packages. Every page loads all of them, so they go into one
// file ("layout") instead of the dozen small shared chunks the bundler would
// make because some pages' modules import them too (docs/PERFORMANCE.md).
const ROOT_ROUTE = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
let layoutModuleIds: Set<string> | undefined;

function layoutModules(ctx: ChunkingContext): Set<string> {
  if (layoutModuleIds) return layoutModuleIds;
  const found = new Set<string>();
  const queue = [...(ctx.getModuleInfo(ROOT_ROUTE)?.importedIds ?? [])];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (found.has(id) || id.includes("node_modules")) continue;
    found.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  layoutModuleIds = found;
  return found;
}

/** Forgets the layout's modules when a build starts, so a rebuild finds them again. */
const forgetLayoutModules: Plugin = {
  name: "forget-layout-modules",
  buildStart() {
    layoutModuleIds = undefined;
  },
};

/**
 * Names the PDF render thread's entry after itself: React Router names every
 * entry of the server build `index.js`, so the second one would otherwise be
 * `index2.js` (docs/decisions/026-pdf-render-pool.md).
 */
const PDF_RENDER_WORKER_ENTRY = "pdf-render-worker";
const pdfRenderWorkerFileName: Plugin = {
  name: "pdf-render-worker-file-name",
  applyToEnvironment: (environment) => environment.name === "ssr",
  outputOptions(options) {
    const named = options.entryFileNames;
    return {
      ...options,
      entryFileNames: (chunk) =>
        chunk.name === PDF_RENDER_WORKER_ENTRY
          ? `${PDF_RENDER_WORKER_ENTRY}.js`
          : typeof named === "function"
            ? named(chunk)
            : (named ?? "[name].js"),
    };
  },
};

export default defineConfig({
  resolve: {
    // zod with its CSP-safe setting in the browser (app/domain/web/zod-without-eval.ts).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("./app/domain/web/zod-without-eval.ts", import.meta.url)),
      },
    ],
  },
  // The server build's entry is our Express app factory, so that the router
  // context it creates and the routes that read it come from one module graph.
  environments: {
    // The PDF render pool's thread is a second entry, emitted beside it as
    // build/server/pdf-render-worker.js (docs/decisions/026-pdf-render-pool.md).
    ssr: {
      build: {
        rolldownOptions: {
          input: {
            index: "./express/app.ts",
            [PDF_RENDER_WORKER_ENTRY]: "./app/server/documents/pdf-render-worker.server.ts",
          },
        },
      },
    },
    // The browser's chunks: the framework in one file and the layout (with the
    // icons it draws) in another, instead of one file per framework module and
    // per small shared module. A phone on a slow network then asks for far fewer
    // files before the first paint, and the files compress better together. The
    // other icons are left to the bundler, which puts each beside the pages that
    // draw it: in one file of their own, a page that drew one of them loaded all
    // of them, the back office's included (docs/PERFORMANCE.md).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/,
                  priority: 3,
                },
                {
                  name: (id, ctx) => (layoutModules(ctx).has(id) ? "layout" : null),
                  test: (id) => !id.includes("node_modules"),
                  priority: 2,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), forgetLayoutModules, pdfRenderWorkerFileName],
});
