import { randomBytes } from "node:crypto";
import type { TestApp } from "./test-app.ts";

/** A customer talking to the API with their own session cookie, as a browser would. */
export interface Customer {
  username: string;
  password: string;
  cookie: string | null;
  request(pathname: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  json<T = unknown>(
    pathname: string,
    init?: RequestInit & { json?: unknown },
  ): Promise<{ status: number; body: T }>;
}

export function sessionCookieFrom(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((value) => /^(__Host-)?sid=/.test(value));
  if (!cookie) return null;
  const pair = cookie.split(";")[0] ?? "";
  return pair.endsWith("=") ? null : pair;
}

export function customer(app: TestApp, username = `cliente_${randomBytes(4).toString("hex")}`): Customer {
  const self: Customer = {
    username,
    password: "Serramenti-Sicuri-2026",
    cookie: null,
    async request(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (self.cookie) headers.set("cookie", self.cookie);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(init.json);
      }
      const response = await app.request(pathname, { ...init, headers, body });
      const cookie = response.headers.getSetCookie().find((value) => /^(__Host-)?sid=/.test(value));
      if (cookie) self.cookie = sessionCookieFrom(response);
      return response;
    },
    async json(pathname, init) {
      const response = await self.request(pathname, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
    },
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
      email: "mario@example.it",
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

/** What a reader sees of a page: the HTML without React Router's hydration scripts. */
export async function visibleHtml(response: Response): Promise<string> {
  return (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
}
