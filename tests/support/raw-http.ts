import net from "node:net";

/** What came back on a raw socket: the status line's code, the headers, the body text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as written (a hostile Host header, an absolute-form
 * target, any method) where fetch would refuse or rewrite them, and reads the
 * answer until the server closes the connection. Send `Connection: close`.
 */
export function rawRequest(baseUrl: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a half-closed socket may be dropped before a slow answer is sent.
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = rest.join("\r\n\r\n");
      resolve({
        status: Number(statusLine.split(" ")[1] ?? 0),
        headers,
        body: headers["transfer-encoding"] === "chunked" ? decodeChunked(body) : body,
      });
    });
  });
}

/** A GET with the given Host (and any other) headers, read whole. */
export function getWithHeaders(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<RawAnswer> {
  const lines = [
    `GET ${path} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  if (!headers.Host && !headers.host) lines.push(`Host: ${new URL(baseUrl).host}`);
  lines.push("Connection: close", "", "");
  return rawRequest(baseUrl, lines.join("\r\n"));
}

function decodeChunked(text: string): string {
  let body = "";
  let rest = Buffer.from(text, "utf8");
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    if (lineEnd < 0) return body;
    const size = Number.parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
    if (!size) return body;
    body += rest.subarray(lineEnd + 2, lineEnd + 2 + size).toString("utf8");
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}
