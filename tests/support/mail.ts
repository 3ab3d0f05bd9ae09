import { createServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server inside the test process (the `smtp-server` package): the
// shop's worker delivers to it over TCP exactly as to a provider's, and every
// message is read back with `mailparser`. Only the loopback address is used.

export interface TestSmtpServer {
  port: number;
  /** SMTP_URL for the shop. */
  url: string;
  /** Every message received, in order, parsed. */
  messages: ParsedMail[];
  /** Resolves once `predicate` holds for the received messages (polls; fails after `timeoutMs`). */
  waitFor(predicate: (messages: ParsedMail[]) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** A loopback port nobody listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * `ackDelayMs` holds back the server's "250 OK" after a message arrived: a
 * sender killed in that window has delivered a message it cannot know about.
 */
export async function startSmtpServer(port = 0, { ackDelayMs = 0 } = {}): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          if (ackDelayMs) setTimeout(callback, ackDelayMs);
          else callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    waitFor: (predicate, timeoutMs = 20_000) => waitUntil(() => predicate(messages), timeoutMs, messages),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `condition` until it holds; the deadline only stops a test that would otherwise hang. */
export async function waitUntil<T>(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  value: T,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return value;
}

/** The Message-ID as the shop stored it (without angle brackets). */
export function storedMessageId(message: ParsedMail): string {
  return (message.messageId ?? "").replace(/^<|>$/g, "");
}

/** The address a message went to. */
export function recipientOf(message: ParsedMail): string {
  const to = Array.isArray(message.to) ? message.to[0] : message.to;
  return to?.value[0]?.address ?? "";
}
