import http from "node:http";

// A client that starts a chunked POST and never finishes it. A server that
// reads a whole body before deciding can never answer such a request; one that
// refuses early (a size cap enforced while streaming, a rate limit checked
// before the body) answers while the body is still arriving.

export interface UnfinishedBodyOutcome {
  /** False when the server had not answered after `giveUpAfterMs` (it was waiting for the rest). */
  answered: boolean;
  status: number;
  connectionHeader: string | null;
  text: string;
  /** The server closed the connection although the client never finished its body. */
  closedByServer: boolean;
}

export interface UnfinishedBodyRequest {
  contentType: string;
  /** What the client writes (chunked) before it stops and waits; the body is never terminated. */
  body: string;
  headers?: Record<string, string>;
  /** A guard so that a server that waits for the end fails the test instead of hanging it. */
  giveUpAfterMs?: number;
}

export function postUnfinishedBody(
  baseUrl: string,
  pathname: string,
  { contentType, body, headers = {}, giveUpAfterMs = 10_000 }: UnfinishedBodyRequest,
): Promise<UnfinishedBodyOutcome> {
  const url = new URL(pathname, baseUrl);
  return new Promise((resolve) => {
    const outcome: UnfinishedBodyOutcome = {
      answered: false,
      status: 0,
      connectionHeader: null,
      text: "",
      closedByServer: false,
    };
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      request.destroy();
      resolve(outcome);
    };
    const guard = setTimeout(settle, giveUpAfterMs);
    const request = http.request(url, {
      method: "POST",
      headers: { ...headers, "content-type": contentType, "transfer-encoding": "chunked" },
      agent: false,
    });
    // The server may close while the client is still writing: that is the point, not a failure.
    request.on("error", () => {});
    let responseEnded = false;
    let socketClosed = false;
    request.on("response", (response) => {
      outcome.answered = true;
      outcome.status = response.statusCode ?? 0;
      outcome.connectionHeader = response.headers.connection ?? null;
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        outcome.text += chunk;
      });
      response.on("error", () => {});
      response.on("end", () => {
        responseEnded = true;
        // After "Connection: close" the server must also close the socket: wait for that.
        if (socketClosed || outcome.connectionHeader !== "close") settle();
      });
    });
    request.on("socket", (socket) => {
      socket.on("close", () => {
        socketClosed = true;
        if (settled) return;
        outcome.closedByServer = true;
        // A response still being parsed is read to its end first.
        setImmediate(() => {
          if (!outcome.answered || responseEnded) settle();
        });
      });
    });
    const chunkSize = 16 * 1024;
    for (let offset = 0; offset < body.length; offset += chunkSize) {
      request.write(body.slice(offset, offset + chunkSize));
    }
    // No request.end(): the terminating chunk is never sent.
  });
}
