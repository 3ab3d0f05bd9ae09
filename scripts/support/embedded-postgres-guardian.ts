// Started by embedded-postgres.ts beside every embedded server, in its own
// process group, with its stdin piped from the process that owns the server.
// stdin carries the server's pid ("pid <n>" lines). When stdin closes (the
// owner called stop(), exited, crashed or was killed, even with SIGKILL, or a
// test runner killed its worker), this guardian shuts the server down if it is
// still running and removes its temp folder: nothing outlives the owner.
//
//   node scripts/support/embedded-postgres-guardian.ts <temp folder>
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { isProcessRunning } from "./process-alive.ts";

const folder = process.argv[2];
if (!folder) {
  console.error("usage: embedded-postgres-guardian.ts <temp folder>");
  process.exit(2);
}

let serverPid: number | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shutDown(pid: number) {
  // SIGINT is PostgreSQL's fast shutdown: it ends the sessions and stops cleanly.
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 15_000 && isProcessRunning(pid); waited += 100) await sleep(100);
  if (isProcessRunning(pid)) process.kill(pid, "SIGKILL");
  for (let waited = 0; waited < 5_000 && isProcessRunning(pid); waited += 100) await sleep(100);
}

const lines = createInterface({ input: process.stdin });
lines.on("line", (line) => {
  const match = /^pid (\d+)$/.exec(line.trim());
  if (match) serverPid = Number(match[1]);
});
lines.on("close", async () => {
  try {
    if (serverPid !== undefined && isProcessRunning(serverPid)) await shutDown(serverPid);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
