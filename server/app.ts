import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { dbContext, publicFormLimiterContext, requestInfoContext } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db.server.ts";
import {
  DEFAULT_PUBLIC_FORM_LIMIT,
  type RateLimit,
  SlidingWindowLimiter,
} from "#app/server/rate-limit.server.ts";

// This module is the server bundle's entry (vite.config.ts): the custom server
// imports it from build/server in production and through Vite in development.
export { openDatabase } from "#app/server/db.server.ts";
export { loadEnv } from "#app/server/env.server.ts";

export interface AppOptions {
  db: Database;
  mode?: "development" | "production";
  publicFormLimit?: RateLimit;
}

/** The React Router request handler with the database and request facts in the router context. */
export function createApp({
  db,
  mode = "production",
  publicFormLimit = DEFAULT_PUBLIC_FORM_LIMIT,
}: AppOptions) {
  const publicFormLimiter = new SlidingWindowLimiter(publicFormLimit);
  const app = express();
  app.disable("x-powered-by");
  app.use(
    createRequestHandler({
      build: async () => (await import("virtual:react-router/server-build")) as unknown as ServerBuild,
      mode,
      getLoadContext(req) {
        const context = new RouterContextProvider();
        context.set(dbContext, db);
        context.set(requestInfoContext, { clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown" });
        context.set(publicFormLimiterContext, publicFormLimiter);
        return context;
      },
    }),
  );
  return app;
}
