import type express from "express";
import { priceAnswer } from "#app/server/configurator/price-answer.server.ts";
import type { Database } from "#app/server/platform/db.server.ts";
import { readNodeJsonBody } from "#app/server/web/http-body.server.ts";
import { apiErrorOf } from "#app/server/web/responses.server.ts";
import { isPersonalRequest } from "./personal-requests.ts";

/**
 * POST /api/price for guests, answered before React Router: the configurator
 * asks for a price on every change, and the router's request and response
 * conversion, route matching and middleware cost several times the price
 * itself (docs/PERFORMANCE.md). The answer is the route module's own: the same
 * `priceAnswer`, body reader and error shape. Signed-in requests, and every
 * other method, go on to the route module.
 */
export function priceEndpoint(db: Database, personalCookies: readonly string[]): express.RequestHandler {
  return (req, res, next) => {
    if (isPersonalRequest(req, personalCookies)) return next();
    readNodeJsonBody(req)
      .then((body) => priceAnswer(db, body))
      .then(
        (answer) => sendJson(res, 200, answer),
        (error: unknown) => {
          const { status, message, closeConnection } = apiErrorOf(error);
          if (closeConnection) res.setHeader("Connection", "close");
          sendJson(res, status, { message });
        },
      );
  };
}

// Without Express's ETag: a POST's answer is never revalidated.
function sendJson(res: express.Response, status: number, body: unknown) {
  res.status(status);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify(body));
}
