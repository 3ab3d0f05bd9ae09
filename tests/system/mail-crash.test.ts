import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startSmtpServer, storedMessageId, type TestSmtpServer, waitUntil } from "../support/mail.ts";
import { startServer, stopAllServers } from "../support/server-process.ts";
import { createPostgresDatabase } from "../support/test-app.ts";

// The power goes out (SIGKILL) while the shop is sending e-mail. After a
// restart every message is delivered; one the SMTP server had received but the
// dead instance never saw acknowledged goes out again, with the same
// Message-ID: delivery is at least once (docs/product/mail.md#at-least-once).

const LEADS = 20;

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let pool: pg.Pool;
let smtp: TestSmtpServer;

beforeAll(async () => {
  database = await createPostgresDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // The server answers each message a little late, so the kill lands between delivery and acknowledgement.
  smtp = await startSmtpServer(0, { ackDelayMs: 300 });
});
afterAll(async () => {
  await stopAllServers();
  await smtp?.close();
  await pool?.end();
  await database?.drop();
});

const env = () => ({
  SMTP_URL: smtp.url,
  PUBLIC_FORM_RATE_LIMIT: "100000",
  // A dead instance's messages are due again after 2 s instead of 2 minutes.
  MAIL_LEASE_SECONDS: "2",
  MAIL_RETRY_SECONDS: "0.2",
});

async function sendLead(baseUrl: string, index: number) {
  const response = await fetch(`${baseUrl}/contatti`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      nome: `Cliente${index}`,
      cognome: "Prova",
      email: `cliente${index}@example.it`,
      messaggio: "Vorrei un preventivo per due finestre.",
      privacy: "on",
    }),
  });
  expect(response.status).toBe(302);
}

it("SIGKILL while sending: after a restart every message arrives, repeats with the same Message-ID", async () => {
  const first = await startServer({ databaseUrl: database.url, env: env() });
  await Promise.all(Array.from({ length: LEADS }, (_, index) => sendLead(first.baseUrl, index)));
  // Some messages are through, one is on the wire unacknowledged: now.
  await smtp.waitFor((messages) => messages.length >= 5);
  first.signal("SIGKILL");
  expect((await first.exited).signal).toBe("SIGKILL");
  const receivedBeforeRestart = smtp.messages.length;

  const second = await startServer({ databaseUrl: database.url, env: env() });
  const outbox = async () =>
    (await pool.query<{ message_id: string; status: string }>("select message_id, status from mail_outbox"))
      .rows;
  await waitUntil(async () => (await outbox()).every((row) => row.status === "sent"), 60_000, null);
  const rows = await outbox();
  // Each lead: the shop's copy and the sender's acknowledgement.
  expect(rows).toHaveLength(LEADS * 2);

  const received = smtp.messages.map(storedMessageId);
  // Every message arrived, and nothing arrived that the outbox does not know.
  expect([...new Set(received)].sort()).toEqual(rows.map((row) => row.message_id).sort());
  // The message cut off by the kill came again: same Message-ID, same subject.
  const repeats = received.filter((id, index) => received.indexOf(id) !== index);
  expect(repeats.length).toBeGreaterThan(0);
  for (const id of repeats) {
    const copies = smtp.messages.filter((message) => storedMessageId(message) === id);
    expect(new Set(copies.map((message) => message.subject)).size).toBe(1);
  }
  console.info(
    `${receivedBeforeRestart} received before the restart, ${received.length} in all, ${repeats.length} repeated`,
  );
  second.signal("SIGTERM");
  expect(await second.exited).toEqual({ code: 0, signal: null });
});
