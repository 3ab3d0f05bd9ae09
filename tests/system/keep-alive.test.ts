import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ServerProcess, startServerOnFreshData, stopAllServers } from "../support/server-process.ts";

// A reverse proxy, or a client's connection pool, sends the next request on a connection
// that has been idle for a while. The server must not have closed it in the meantime:
// Node's default of 5 s let such a request meet a reset.

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerOnFreshData("keep-alive");
});
afterAll(stopAllServers);

function get(agent: http.Agent, pathname: string) {
  return new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: server.port, path: pathname, agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }),
      );
    });
    request.on("error", reject);
  });
}

it("keeps an idle keep-alive connection open past Node's default 5 s", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await get(agent, "/healthz")).toEqual({ status: 200, reusedSocket: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await get(agent, "/healthz")).toEqual({ status: 200, reusedSocket: true });
  } finally {
    agent.destroy();
  }
}, 60_000);
