// The admin connection the bench and the load test use to create and drop
// their throw-away databases, and the guard that keeps them on this machine.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import pg from "pg";

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  const where = new URL(url);
  return `${where.protocol}//${where.username ? `${where.username}@` : ""}${where.host}${where.pathname}`;
}

export async function adminClient(adminUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  return client;
}
