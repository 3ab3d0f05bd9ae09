import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server build's entry is our Express app factory, so that the router
  // context it creates and the routes that read it come from one module graph.
  environments: {
    ssr: { build: { rolldownOptions: { input: "./http/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
