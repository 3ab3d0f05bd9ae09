import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { deferBootScriptStream } from "#app/components/web/before-hydration/deferred-boot-script.server.ts";
import { NonceProvider } from "#app/components/web/nonce.tsx";
import { logError } from "#app/server/platform/error-log.server.ts";
import { cspNonceContext, unsupportedMethodContext } from "#app/server/web/context.server.ts";

// React Router's default Node entry, plus the CSP nonce on every inline script,
// the page's modules asked for after its first frame (app/components/web/before-hydration/,
// ADR 023) and one JSON log line per server error.

/**
 * Every error a loader, action or render throws. A refusal (4xx) is the
 * client's mistake and is not logged as an error; a method the route has no
 * action for is marked so that the root middleware can answer it properly.
 * Anything else is one line with a code and a message, without personal data.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    if (error.status === 405) context.set(unsupportedMethodContext, true);
    return;
  }
  logError("request failed", error, { method: request.method, path: new URL(request.url).pathname });
};

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Suspense boundaries stay in document order however large they are: React would
        // otherwise send a large one after the rest, with an inline script to move it into
        // place, and without JavaScript the page would miss it (the product page's
        // configurator, opened from a link, is one).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const html = deferBootScriptStream();
          html.pipe(body);
          pipe(html);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError("render failed", error);
        },
      },
    );
  });
}
