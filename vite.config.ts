import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is our Express app factory, so that the router
  // context it creates and the routes that read it come from one module graph.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./http/app.ts" } } },
    // The browser's chunks: the framework in one file and the icons in another,
    // instead of one file per icon and per framework module. A phone on a slow
    // network then asks for about half as many files before the first paint, and
    // the files compress better together (docs/PERFORMANCE.md).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/,
                  priority: 2,
                },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
