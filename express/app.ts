import path from "node:path";
import * as serverBuild from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { DEFAULT_QUOTE_VALIDITY_DAYS } from "#app/domain/documents/sales-document.ts";
import { DEMO_SHOP_IBAN } from "#app/domain/orders/bank-transfer.ts";
import { sessionCookieName } from "#app/server/accounts/sessions.server.ts";
import { onCatalogueChange } from "#app/server/catalogue/catalogue-events.server.ts";
import {
  configurePdfRendering,
  type PdfRenderer,
  sharedPdfRenderer,
} from "#app/server/documents/pdf-render-pool.server.ts";
import type { Database } from "#app/server/platform/db.server.ts";
import { describeError } from "#app/server/platform/error-log.server.ts";
import {
  DatabaseRateLimiter,
  DEFAULT_PDF_DOWNLOAD_LIMIT,
  DEFAULT_PUBLIC_FORM_LIMIT,
  DEFAULT_REGISTRATION_LIMIT,
  type RateLimit,
} from "#app/server/platform/rate-limit.server.ts";
import {
  afterAnswer,
  afterAnswerContext,
  type DeferredWorkRunner,
  runDeferredWork,
} from "#app/server/web/after-answer.server.ts";
import {
  connectionContext,
  cspNonceContext,
  dbContext,
  pdfRendererContext,
  publicUrlContext,
  rateLimitersContext,
  requestInfoContext,
  sessionConfigContext,
  shopSettingsContext,
} from "#app/server/web/context.server.ts";
import { flashCookieName } from "#app/server/web/flash-toast.server.ts";
import {
  createGuestPageCache,
  DEFAULT_GUEST_PAGE_CACHE,
  type GuestPageCacheSettings,
} from "./guest-page-cache.ts";
import { hardening, jsonLogger, type Logger, refuseMalformedRequests } from "./hardening.ts";
import { hideBackOfficeFromNonStaff } from "./hidden-back-office.ts";
import { priceEndpoint } from "./price-endpoint.ts";

// The staff catalogue service, from the same module graph as the app: its
// changes empty this bundle's caches (the /gestione pages will call it; the
// integration tests call it directly until then).
export * as catalogueAdmin from "#app/server/catalogue/catalogue-edits.server.ts";
// A catalogue change made outside the staff services (tests that move a
// product where no back-office page can), announced like one.
export { changeCatalogue } from "#app/server/catalogue/catalogue-events.server.ts";
// How many cart lines the process has priced: read by the tests only.
export { linesPricedSoFar } from "#app/server/configurator/line-kinds.server.ts";
export { startMailWorker } from "#app/server/mail/mail-worker.server.ts";
// The outbox's writes and its wake-up of this process's workers: read by the tests only.
export { enqueueMail, onMailEnqueued } from "#app/server/mail/outbox.server.ts";
export { createMailTransport } from "#app/server/mail/transports.server.ts";
// The offer services, from the same module graph as the app (their e-mails
// wake this bundle's mail workers): the integration tests call them directly
// until the /gestione offer pages do (docs/product/offers.md#versions).
export { createOffer } from "#app/server/offers/offer-creation.server.ts";
export { addOfferLine, updateOfferTerms } from "#app/server/offers/offer-drafts.server.ts";
export { queueOfferVersionMail, queueOfficeOfferAnswerMail } from "#app/server/offers/offer-mail.server.ts";
export { sendOffer } from "#app/server/offers/offer-versions.server.ts";
// This module is the server bundle's entry (vite.config.ts): the custom server
// imports it from build/server in production and through Vite in development.
export { openDatabase } from "#app/server/platform/db.server.ts";
export { loadEnv } from "#app/server/platform/env.server.ts";
export { ensureFirstAdmin } from "#app/server/staff/staff-accounts.server.ts";

// The PDF render pool's thread (docs/decisions/026-pdf-render-pool.md): built
// as its own entry beside this bundle's; in development this module is the
// source file, and the thread loads the renderer's source through Vite.
configurePdfRendering({
  workerUrl: import.meta.url.endsWith(".ts")
    ? new URL("./pdf-render-worker.dev.ts", import.meta.url)
    : new URL("./pdf-render-worker.js", import.meta.url),
});

export { configurePdfRendering } from "#app/server/documents/pdf-render-pool.server.ts";

export interface AppOptions {
  db: Database;
  mode?: "development" | "production";
  /** Public forms per client address, counted in the database across instances. */
  publicFormLimit?: RateLimit;
  /** The site's origin (PUBLIC_URL): canonical links, og:url, JSON-LD, robots.txt and the sitemap. */
  publicUrl: string;
  /** PDF downloads per signed-in user, counted in the database (default 30 per 10 minutes). */
  pdfDownloadLimit?: RateLimit;
  /** The PDF render pool; the process's shared one unless a test gives its own. */
  pdfRenderer?: PdfRenderer;
  /** Sign-ups per client address, likewise. */
  registrationLimit?: RateLimit;
  /** How many days a quote stays valid (QUOTE_VALIDITY_DAYS, default 30). */
  quoteValidityDays?: number;
  /** The IBAN bank transfers go to (SHOP_IBAN); the fictional demo IBAN when left out. */
  shopIban?: string;
  /** Signs session cookies (SESSION_SECRET). */
  sessionSecret: string;
  /** `Secure` + `__Host-` session cookies; on in production. */
  secureCookies?: boolean;
  /** The built browser assets to serve (production); Vite serves them in development. */
  clientBuildDir?: string;
  /** Where request logs go; one JSON object per request. */
  log?: Logger;
  /** Express `trust proxy` (behind nginx: 1), so client IPs and hosts are the real ones. */
  trustProxy?: number | string;
  /** The public pages kept for guests (guest-page-cache.ts); on in production, `false` turns it off. */
  guestPageCache?: GuestPageCacheSettings | false;
  /** Starts the work requests defer until their answer is sent (after-answer.server.ts); tests hold or track it. */
  deferredWork?: DeferredWorkRunner;
}

/** The React Router request handler with the database and request facts in the router context. */
export function createApp({
  db,
  mode = "production",
  publicFormLimit = DEFAULT_PUBLIC_FORM_LIMIT,
  pdfDownloadLimit = DEFAULT_PDF_DOWNLOAD_LIMIT,
  pdfRenderer = sharedPdfRenderer(),
  publicUrl,
  registrationLimit = DEFAULT_REGISTRATION_LIMIT,
  quoteValidityDays = DEFAULT_QUOTE_VALIDITY_DAYS,
  shopIban = DEMO_SHOP_IBAN,
  sessionSecret,
  secureCookies = mode === "production",
  clientBuildDir,
  log = jsonLogger,
  trustProxy,
  guestPageCache = mode === "production" ? DEFAULT_GUEST_PAGE_CACHE : false,
  deferredWork = runDeferredWork,
}: AppOptions) {
  const rateLimiters = {
    publicForms: new DatabaseRateLimiter(db, "public-form", publicFormLimit),
    registrations: new DatabaseRateLimiter(db, "registration", registrationLimit),
    // As many as the public forms allow per address, counted apart.
    passwordResets: new DatabaseRateLimiter(db, "password-reset", publicFormLimit),
    pdfDownloads: new DatabaseRateLimiter(db, "pdf-download", pdfDownloadLimit),
  };
  const sessionConfig = { secret: sessionSecret, secure: secureCookies };
  const shopSettings = { quoteValidityDays, shopIban };
  const app = express();
  app.disable("x-powered-by");
  if (trustProxy !== undefined) app.set("trust proxy", trustProxy);
  app.use(hardening({ production: mode === "production", log, trustProxy: trustProxy !== undefined }));
  app.use(refuseMalformedRequests);
  if (clientBuildDir) {
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(clientBuildDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        fallthrough: false,
      }),
    );
    // Only paths that name a file go to the disk; pages and the API skip the lookup.
    const publicFiles = express.static(clientBuildDir, { maxAge: "1h" });
    app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  }
  const personalCookies = [sessionCookieName(sessionConfig), flashCookieName(sessionConfig)];
  if (guestPageCache) {
    const guestPages = createGuestPageCache({
      personalCookies,
      settings: guestPageCache,
    });
    // A staff edit of the catalogue, on this instance or another, shows on the next guest page.
    onCatalogueChange(db, guestPages.clear);
    app.use(guestPages.middleware);
  }
  app.use(refuseCrossSiteWrites);
  app.post("/api/price", priceEndpoint(db, personalCookies));
  app.use(hideBackOfficeFromNonStaff(db, sessionConfig));
  app.use(
    createRequestHandler({
      // One build object: React Router then prepares its route table once, not per request.
      build: serverBuild as unknown as ServerBuild,
      mode,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
        context.set(dbContext, db);
        context.set(pdfRendererContext, pdfRenderer);
        context.set(publicUrlContext, publicUrl);
        context.set(shopSettingsContext, shopSettings);
        context.set(requestInfoContext, { clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown" });
        context.set(rateLimitersContext, rateLimiters);
        // React Router drops the headers of an answer a page action throws, so this one is set here.
        context.set(connectionContext, { closeAfterAnswer: () => res.setHeader("Connection", "close") });
        context.set(sessionConfigContext, sessionConfig);
        context.set(
          afterAnswerContext,
          afterAnswer(res, deferredWork, (what, error) =>
            log({
              level: "error",
              msg: `${what} failed after the answer`,
              requestId: res.locals.requestId,
              ...describeError(error),
            }),
          ),
        );
        return context;
      },
    }),
  );
  app.use(answerUnhandledErrors(log));
  return app;
}

/** Last resort: a JSON answer in Italian, never a stack trace, SQL or a file path. */
function answerUnhandledErrors(log: Logger): express.ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const status =
      typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) {
      log({
        level: "error",
        msg: "unhandled error",
        requestId: res.locals.requestId,
        path: req.path,
        ...describeError(error),
      });
    }
    res.status(status).json({
      message:
        status === 404
          ? "Risorsa non trovata"
          : status < 500
            ? "Richiesta non valida"
            : "Si è verificato un errore interno. Riprova più tardi.",
    });
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for every state-changing request: a browser always sends
 * Origin (or at least Sec-Fetch-Site) on a cross-site POST, and such a request
 * is refused. Same-site pages and non-browser API clients pass.
 */
function refuseCrossSiteWrites(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  const host =
    req.get("x-forwarded-host") && req.app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host");
  let crossSite = req.get("sec-fetch-site") === "cross-site";
  if (origin) {
    try {
      crossSite = new URL(origin).host !== host;
    } catch {
      crossSite = true;
    }
  }
  if (!crossSite) return next();
  res.status(403).json({ message: "Richiesta non consentita: proviene da un altro sito." });
}
