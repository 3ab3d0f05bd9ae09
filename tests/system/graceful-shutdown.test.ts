import http from "node:http";
import net from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type ServerProcess,
  startServerOnFreshData,
  stopAllServers,
  windowConfigurations,
} from "../support/server-process.ts";

// SIGTERM is how every orchestrator stops the shop (docker stop, systemd,
// Kubernetes rolling updates): requests already being served must get their
// normal answer, new connections must be refused, and the process must be gone
// within the 10 s grace period with exit code 0. PGlite is enough here.

const SHUTDOWN_LIMIT_MS = 10_000;

let server: ServerProcess;

beforeEach(async () => {
  server = await startServerOnFreshData("shutdown");
});
afterEach(stopAllServers);

interface SlowAnswer {
  status: number;
  body: string;
  connectionHeader: string | undefined;
  receivedAt: number;
}

/**
 * A POST whose JSON body is written in `pieces` parts with a pause between
 * them, so that it is in flight for about pieces × pauseMs. `firstPieceSent`
 * resolves once the headers and the first part are on the wire.
 */
function slowPost(
  port: number,
  pathname: string,
  body: string,
  {
    pieces = 6,
    pauseMs = 250,
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 }),
  }: { pieces?: number; pauseMs?: number; agent?: http.Agent } = {},
) {
  const request = http.request({
    host: "127.0.0.1",
    port,
    path: pathname,
    method: "POST",
    agent,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const response = new Promise<SlowAnswer>((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (incoming) => {
      let text = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => {
        text += chunk;
      });
      incoming.once("error", reject);
      incoming.once("end", () =>
        resolve({
          status: incoming.statusCode ?? 0,
          body: text,
          connectionHeader: incoming.headers.connection,
          receivedAt: performance.now(),
        }),
      );
    });
  });
  // A test that fails early never awaits the answer; its rejection must not surface as unhandled.
  response.catch(() => {});
  const size = Math.ceil(body.length / pieces);
  const parts = Array.from({ length: pieces }, (_, index) => body.slice(index * size, (index + 1) * size));
  const firstPieceSent = new Promise<void>((resolve) => {
    request.write(parts[0], () => resolve());
  });
  void (async () => {
    for (const part of parts.slice(1)) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      if (request.destroyed) return;
      request.write(part);
    }
    request.end();
  })();
  return {
    firstPieceSent,
    response,
    abort: () => {
      request.destroy();
      agent.destroy();
    },
  };
}

/** Opens a bare TCP connection: "connected" or the error code (ECONNREFUSED once the server stopped listening). */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

function getOnce(port: number, pathname: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, agent }, (response) => {
        response.resume();
        response.once("end", () => resolve(`${response.statusCode} ${response.headers.connection}`));
      })
      .once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * The log line is written just before the listener closes, so the first
 * attempt can still slip in; the listener must be gone within a moment.
 */
async function refusedSoon(port: number): Promise<string> {
  const deadline = performance.now() + 1_000;
  let outcome = await tryConnect(port);
  // A connection that reached the backlog just before the listener closed is reset, not
  // served; the next attempts must then be refused.
  while ((outcome === "connected" || outcome === "ECONNRESET") && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    outcome = await tryConnect(port);
  }
  return outcome;
}

async function referencePrice(): Promise<{ body: string; configuration: unknown }> {
  const [configuration] = await windowConfigurations(server);
  const response = await server.request("/api/price", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(configuration),
  });
  expect(response.status).toBe(200);
  return { body: await response.text(), configuration };
}

describe("graceful shutdown on SIGTERM", () => {
  it("answers the requests in flight, refuses new connections and exits 0 within the limit", async () => {
    const reference = await referencePrice();
    expect((JSON.parse(reference.body) as { price: number }).price).toBeGreaterThan(0);

    // Five clients, each on its own keep-alive connection, streaming a price request over ~1.5 s.
    const slow = Array.from({ length: 5 }, () =>
      slowPost(server.port, "/api/price", JSON.stringify(reference.configuration)),
    );
    await Promise.all(slow.map((request) => request.firstPieceSent));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalledAt = performance.now();
    server.signal("SIGTERM");
    const shuttingDown = await server.waitForLog((line) => line.msg === "shutting down");
    expect(shuttingDown).toMatchObject({ level: "info", signal: "SIGTERM" });
    expect(await refusedSoon(server.port)).toBe("ECONNREFUSED");
    expect(server.running).toBe(true);

    const answers = await Promise.all(slow.map((request) => request.response));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(reference.body);
      // They were genuinely in flight: each answer came after the signal.
      expect(answer.receivedAt).toBeGreaterThan(signalledAt);
    }

    const exit = await server.exited;
    const shutdownMs = performance.now() - signalledAt;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(shutdownMs).toBeLessThan(SHUTDOWN_LIMIT_MS);
    // The last slow answer arrives ~1.2 s after the signal; the exit should follow it closely.
    const lastAnswerAt = Math.max(...answers.map((answer) => answer.receivedAt));
    console.info(
      `graceful shutdown: exit ${Math.round(shutdownMs)} ms after SIGTERM, ` +
        `${Math.round(performance.now() - lastAnswerAt)} ms after the last in-flight answer; ` +
        `connection headers: ${answers.map((answer) => answer.connectionHeader).join(", ")}`,
    );

    const priceLogs = server.logs.filter((line) => line.msg === "request" && line.path === "/api/price");
    expect(priceLogs.filter((line) => line.status === 200)).toHaveLength(6);
    expect(server.logs.filter((line) => line.level === "error")).toEqual([]);
  });

  it("does not wait for idle keep-alive connections", async () => {
    const agent = new http.Agent({ keepAlive: true });
    expect(await getOnce(server.port, "/healthz", agent)).toBe("200 keep-alive");
    // The connection now sits idle in the agent's pool, as a browser's would.
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);

    const signalledAt = performance.now();
    server.signal("SIGTERM");
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalledAt).toBeLessThan(2_000);
    agent.destroy();
  });

  // KNOWN BUG (reported): after SIGTERM, responses still say "Connection: keep-alive" and
  // closeIdleConnections() runs only once, so a client that keeps using its connection (a
  // reverse proxy's upstream pool, a browser) is served on and on until the 10 s forced exit
  // with code 1, which also cuts whatever request is running then. Remove `.fails` once
  // server.ts sends "Connection: close" during shutdown and closes connections as they go idle.
  it("a client busy on a keep-alive connection does not hold the shutdown up", async () => {
    const { configuration } = await referencePrice();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const slow = slowPost(server.port, "/api/price", JSON.stringify(configuration), {
      pieces: 3,
      pauseMs: 300,
      agent,
    });
    await slow.firstPieceSent;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalledAt = performance.now();
    server.signal("SIGTERM");
    let running = true;
    const exit = server.exited.finally(() => {
      running = false;
    });

    const inFlight = await slow.response;
    expect(inFlight.status).toBe(200);
    // The same client goes on using its connection, as a proxy's keep-alive pool does.
    const followUps: string[] = [];
    while (running && performance.now() - signalledAt < SHUTDOWN_LIMIT_MS + 1_000) {
      followUps.push(await getOnce(server.port, "/healthz", agent));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    agent.destroy();
    console.info(
      `busy keep-alive client: in-flight answer said Connection: ${inFlight.connectionHeader}; ` +
        `${followUps.length} follow-up requests, last: ${followUps.at(-1)}; ` +
        `exit after ${Math.round(performance.now() - signalledAt)} ms`,
    );
    expect(inFlight.connectionHeader).toBe("close");
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalledAt).toBeLessThan(3_000);
  });

  it("a request that never finishes cannot keep the process past the limit", async () => {
    const { configuration } = await referencePrice();
    // Two pieces with a pause far longer than the grace period: the body never completes in time.
    const stalled = slowPost(server.port, "/api/price", JSON.stringify(configuration), {
      pieces: 2,
      pauseMs: 60_000,
    });
    await stalled.firstPieceSent;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const outcome = stalled.response.then(
      (answer) => `answered ${answer.status}`,
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );

    const signalledAt = performance.now();
    server.signal("SIGTERM");
    const exit = await server.exited;
    const shutdownMs = performance.now() - signalledAt;
    // The forced exit after the grace period reports failure (1), so a supervisor can tell.
    expect(exit).toEqual({ code: 1, signal: null });
    expect(shutdownMs).toBeGreaterThanOrEqual(SHUTDOWN_LIMIT_MS - 100);
    expect(shutdownMs).toBeLessThan(SHUTDOWN_LIMIT_MS + 2_000);
    // The stalled client is cut off rather than left hanging.
    expect(await outcome).toMatch(/ECONNRESET|socket hang up/);
    stalled.abort();
  });
});
