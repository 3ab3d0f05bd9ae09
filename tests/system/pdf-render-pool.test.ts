import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF_BUSY_MESSAGE } from "#app/server/documents/pdf-render-pool.server.ts";
import { type PlacedOrder, placeLargestOrder, windowBodies } from "../../scripts/support/largest-order.ts";
import { type ServerProcess, startServer, stopAllServers } from "../support/server-process.ts";
import { createPostgresDatabase } from "../support/test-app.ts";

// The PDF render pool keeps the server answering (docs/decisions/026-pdf-render-pool.md):
// with one render thread and room for one download in its queue, several
// downloads of the largest order at once get either their file or a 503 that
// says when to come back, and meanwhile the process still answers its health
// check and a guest's home page.

const DOWNLOADS = 6;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let server: ServerProcess;
let order: PlacedOrder;

beforeAll(async () => {
  database = await createPostgresDatabase();
  server = await startServer({
    databaseUrl: database.url,
    env: { PDF_RENDER_THREADS: "1", PDF_RENDER_QUEUE: "1" },
  });
  order = await placeLargestOrder(server.baseUrl, await windowBodies(server.baseUrl));
}, 180_000);
afterAll(async () => {
  await stopAllServers();
  await database?.drop();
});

describe("PDF downloads while the render pool is full", () => {
  it("some downloads get 503 with Retry-After, the rest their PDF, and /healthz and a guest's GET / answer meanwhile", async () => {
    let finishedPdfs = 0;
    const downloads = Array.from({ length: DOWNLOADS }, async () => {
      const response = await server.request(`/orders/${order.orderId}/pdf`, {
        headers: { cookie: order.cookie },
      });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status === 200) finishedPdfs++;
      return { response, body };
    });
    // Asked for once the downloads are on their way: they must not wait for the renders.
    const [health, home] = await Promise.all([server.request("/healthz"), server.request("/")]);
    const pdfsBeforeAnswers = finishedPdfs;
    expect(health.status).toBe(200);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Aurora Serramenti");

    const answers = await Promise.all(downloads);
    const served = answers.filter(({ response }) => response.status === 200);
    const refused = answers.filter(({ response }) => response.status === 503);
    expect(served.length + refused.length).toBe(DOWNLOADS);
    // One thread renders, one download waits: the rest are told to come back.
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(served.length).toBeLessThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(DOWNLOADS - 2);
    for (const { response, body } of served) {
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
    for (const { response, body } of refused) {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(body.toString("utf8")).toBe(PDF_BUSY_MESSAGE);
    }
    // The health check and the home page were answered before the PDFs were done.
    expect(pdfsBeforeAnswers).toBeLessThan(served.length);
    // Nothing failed: the only 5xx answers logged are the refused downloads.
    const errors = server.logs.filter((line) => line.level === "error");
    expect(errors.filter((line) => line.msg !== "request" || line.status !== 503)).toEqual([]);
    expect(errors).toHaveLength(refused.length);

    // Once the renders are over, a download that was refused gets its file.
    const retried = await server.request(`/orders/${order.orderId}/pdf`, {
      headers: { cookie: order.cookie },
    });
    expect(retried.status).toBe(200);
  });
});
