// The PDF render thread under `npm run dev` (docs/decisions/026-pdf-render-pool.md).
// The production build emits the thread's module as an entry of its own; in
// development there is no build, so this file, which Node runs directly (type
// stripping: erasable TypeScript only), loads the module's source through a
// Vite server of its own: the same transforms (TypeScript, JSX, the `#app/*`
// imports) as the app's, without the app's plugins, which a renderer needs none of.
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const vite = await createServer({
  configFile: false,
  root: fileURLToPath(new URL("..", import.meta.url)),
  appType: "custom",
  logLevel: "warn",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true },
});
await vite.ssrLoadModule("/app/server/documents/pdf-render-worker.server.ts");
