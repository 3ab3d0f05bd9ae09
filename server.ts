// The shop's HTTP server: Express 5 with compression, serving the React Router
// app through Vite in development and the built bundle in production.
// Node runs this file directly (type stripping), so it uses erasable TypeScript only.
import type { Server } from "node:http";
import compression from "compression";
import express from "express";

type AppModule = typeof import("./express/app.ts");

const development = (process.env.NODE_ENV ?? "development") === "development";
const BUILD_ENTRY = "./build/server/index.js";

const server = express();
server.disable("x-powered-by");

// Graceful shutdown: responses still being written when SIGTERM arrives, and
// any answered after it, close their connection, so keep-alive clients cannot
// hold the process open.
let stopping = false;
const openResponses = new Set<express.Response>();
server.use((_req, res, next) => {
  openResponses.add(res);
  if (stopping) res.setHeader("Connection", "close");
  res.on("close", () => {
    openResponses.delete(res);
    if (stopping) httpServer.closeIdleConnections();
  });
  next();
});
server.use(compression());

let appModule: AppModule;
type AppOptions = Parameters<AppModule["createApp"]>[0];
let handleApp: (options: Omit<AppOptions, "mode">) => express.RequestHandler;

if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteServer.middlewares);
  appModule = (await viteServer.ssrLoadModule("./express/app.ts")) as AppModule;
  let loaded: { module: AppModule; handler: express.RequestHandler } | undefined;
  handleApp = (options) => async (req, res, next) => {
    try {
      // Re-resolved on every request so that edits are picked up; rebuilt only when the module changed.
      const module = (await viteServer.ssrLoadModule("./express/app.ts")) as AppModule;
      if (loaded?.module !== module)
        loaded = { module, handler: module.createApp({ ...options, mode: "development" }) };
      loaded.handler(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteServer.ssrFixStacktrace(error);
      next(error);
    }
  };
} else {
  appModule = (await import(BUILD_ENTRY)) as AppModule;
  handleApp = (options) =>
    appModule.createApp({ ...options, mode: "production", clientBuildDir: "build/client" });
}

const env = appModule.loadEnv();
const database = await appModule.openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
// The first admin from ADMIN_USERNAME/ADMIN_PASSWORD, inside this process so that it works on PGlite too.
if (env.FIRST_ADMIN) {
  const outcome = await appModule.ensureFirstAdmin(database.db, env.FIRST_ADMIN);
  const messages = {
    created: "first admin created from ADMIN_USERNAME",
    "admin-exists": "an admin exists: ADMIN_USERNAME and ADMIN_PASSWORD ignored",
    "username-taken": "first admin not created: ADMIN_USERNAME belongs to an existing account",
  } as const;
  console.log(
    JSON.stringify({
      level: outcome === "username-taken" ? "error" : "info",
      msg: messages[outcome],
      username: env.FIRST_ADMIN.username,
    }),
  );
}
// The PDF render pool's size (docs/decisions/026-pdf-render-pool.md), before anything renders.
appModule.configurePdfRendering({ threads: env.PDF_RENDER_THREADS, queue: env.PDF_RENDER_QUEUE });
// The outbox's worker: sends the e-mails every committed event left (docs/product/mail.md).
const mailWorker = appModule.startMailWorker({
  db: database.db,
  transport: appModule.createMailTransport({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR }),
  publicUrl: env.PUBLIC_URL,
  shopEmail: env.SHOP_EMAIL,
  from: env.MAIL_FROM,
  quoteValidityDays: env.QUOTE_VALIDITY_DAYS,
  leaseMs: env.MAIL_LEASE_SECONDS * 1000,
  retryBaseMs: env.MAIL_RETRY_SECONDS * 1000,
});

// Work a request defers until its answer is sent ("Password dimenticata?" prepares
// its link so): a shutdown lets it finish before the database closes.
const deferredWork = new Set<Promise<void>>();
function trackDeferredWork(work: () => Promise<void>) {
  const running = work().finally(() => deferredWork.delete(running));
  deferredWork.add(running);
}

server.use(
  handleApp({
    db: database.db,
    deferredWork: trackDeferredWork,
    publicUrl: env.PUBLIC_URL,
    sessionSecret: env.SESSION_SECRET,
    trustProxy: env.TRUST_PROXY,
    publicFormLimit: { limit: env.PUBLIC_FORM_RATE_LIMIT, windowMs: 10 * 60_000 },
    quoteValidityDays: env.QUOTE_VALIDITY_DAYS,
    shopIban: env.SHOP_IBAN,
    // Sign-ups are held to the same number per address, in a bucket of their own.
    registrationLimit: { limit: env.PUBLIC_FORM_RATE_LIMIT, windowMs: 10 * 60_000 },
  }),
);

const onListening = () => {
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(
    JSON.stringify({
      level: "info",
      msg: "server listening",
      url: `http://localhost:${port}`,
      database: database.driver,
      mode: development ? "development" : "production",
    }),
  );
};
const httpServer: Server = env.HOST
  ? server.listen(env.PORT, env.HOST, onListening)
  : server.listen(env.PORT, onListening);
// An idle keep-alive connection stays open longer than a reverse proxy or a client's pool
// keeps one (nginx's upstream keepalive_timeout is 60 s). With Node's 5 s, a request sent on
// a connection just as the server closed it failed with a reset, and a proxy answers that
// with a 502. The headers' limit stays above it, as Node requires.
httpServer.keepAliveTimeout = 65_000;
httpServer.headersTimeout = 66_000;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  for (const res of openResponses) if (!res.headersSent) res.setHeader("Connection", "close");
  console.log(JSON.stringify({ level: "info", msg: "shutting down", signal }));
  // Stop accepting connections, let in-flight requests finish, then close the database.
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  httpServer.close(async () => {
    // The deferred work and the message in hand are finished (or its lease runs out) before the database goes.
    await Promise.all(deferredWork);
    await mailWorker.stop().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  });
  httpServer.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
