import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { dbContext } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";

// This module is the server bundle's entry (vite.config.ts): the custom server
// imports it from build/server in production and through Vite in development.
export { openDatabase } from "#app/server/db.server.ts";
export { loadEnv } from "#app/server/env.server.ts";

/** The React Router request handler with the database handed to every loader and action. */
export function createApp(db: Database, mode: "development" | "production" = "production") {
  const app = express();
  app.disable("x-powered-by");
  app.use(
    createRequestHandler({
      build: async () => (await import("virtual:react-router/server-build")) as unknown as ServerBuild,
      mode,
      getLoadContext() {
        const context = new RouterContextProvider();
        context.set(dbContext, db);
        return context;
      },
    }),
  );
  return app;
}
