import { randomBytes } from "node:crypto";
import type { TestApp } from "./test-app.ts";

/** A request's options, with `json` for a JSON body. */
export type JsonInit = RequestInit & { json?: unknown };

/** A customer talking to the API with their own session cookie, as a browser would. */
export interface Customer {
  username: string;
  password: string;
  cookie: string | null;
  request(pathname: string, init?: JsonInit): Promise<Response>;
  json<T = unknown>(pathname: string, init?: JsonInit): Promise<{ status: number; body: T }>;
}

export function sessionCookieFrom(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((value) => /^(__Host-)?sid=/.test(value));
  if (!cookie) return null;
  const pair = cookie.split(";")[0] ?? "";
  return pair.endsWith("=") ? null : pair;
}

/**
 * Sends a request as a browser holding `session`'s cookie would, with `json`
 * as a JSON body, and keeps the session cookie the answer sets (null once cleared).
 */
export async function sendWithSession(
  session: { cookie: string | null },
  init: JsonInit,
  send: (init: RequestInit) => Promise<Response>,
): Promise<Response> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (session.cookie) headers.set("cookie", session.cookie);
  let body = rest.body;
  if (json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(json);
  }
  const response = await send({ ...rest, headers, body });
  if (response.headers.getSetCookie().some((value) => /^(__Host-)?sid=/.test(value))) {
    session.cookie = sessionCookieFrom(response);
  }
  return response;
}

/** The answer's status and its JSON body (null when empty). */
export async function statusAndJson<T>(response: Response): Promise<{ status: number; body: T }> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A form post as a browser without JavaScript sends it; redirects are not followed. */
export function postForm(
  app: Pick<TestApp, "request">,
  pathname: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.request(pathname, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers,
    redirect: "manual",
  });
}

export function customer(app: TestApp, username = `cliente_${randomBytes(4).toString("hex")}`): Customer {
  const self: Customer = {
    username,
    password: "Serramenti-Sicuri-2026",
    cookie: null,
    request: (pathname, init = {}) =>
      sendWithSession(self, init, (prepared) => app.request(pathname, prepared)),
    json: async (pathname, init) => statusAndJson(await self.request(pathname, init)),
  };
  return self;
}

export async function registeredCustomer(
  app: TestApp,
  extra: Record<string, unknown> = {},
): Promise<Customer> {
  const client = customer(app);
  const response = await client.request("/api/register", {
    method: "POST",
    json: {
      username: client.username,
      password: client.password,
      firstName: "Mario",
      // An e-mail belongs to one account (docs/product/accounts.md#one-account-per-address): each its own.
      email: `${client.username}@example.it`,
      ...extra,
    },
  });
  if (response.status !== 201)
    throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return client;
}

export const validShipping = {
  name: "Mario Rossi",
  email: "mario.rossi@example.it",
  phone: "+39 051 123 4567",
  address: "Via Indipendenza 10",
  city: "Bologna",
  postalCode: "40121",
};

/**
 * The checkout page's form, filled as a private customer would
 * (docs/product/buying.md#checkout): the street and house number apart, the
 * province, the codice fiscale and the acknowledgement on made-to-measure products.
 */
export const validCheckoutForm = {
  ...validShipping,
  address: "Via Indipendenza",
  houseNumber: "10",
  province: "BO",
  invoiceType: "privato",
  fiscalCode: "RSSMRA85T10A562S",
  withdrawalExclusionAccepted: "on",
};

/** What a reader sees of a page: the HTML without React Router's hydration scripts. */
export async function visibleHtml(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
}

/** `readableText` with React's escaped apostrophe read as the apostrophe a reader sees. */
export function readableWords(html: string): string {
  return readableText(html).replaceAll("&#x27;", "'");
}

/** A page's words as a reader meets them (from `visibleHtml`): no tags, React's text separators gone, spaces collapsed. */
export function readableText(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}
