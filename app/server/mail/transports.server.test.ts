import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailTransport } from "./transports.server.ts";

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("without SMTP_URL", () => {
  it("writes each message to DATA_DIR/mail/<Message-ID>.eml; a resend overwrites its own file", async () => {
    folder = await mkdtemp(path.join(tmpdir(), "posta-"));
    const transport = createMailTransport({ dataDir: folder });
    expect(transport.kind).toBe("file");
    const mail = {
      from: "Aurora Serramenti <noreply@aurora.example>",
      to: "cliente@example.it",
      subject: "Abbiamo ricevuto il tuo ordine n. 7",
      text: "Grazie per il tuo ordine.",
      messageId: "<abc-123@aurora.example>",
    };
    await transport.send(mail);
    await transport.send(mail);
    const files = await readdir(path.join(folder, "mail"));
    expect(files).toEqual(["abc-123@aurora.example.eml"]);
    const eml = await readFile(path.join(folder, "mail", files[0]!), "utf8");
    expect(eml).toContain("Message-ID: <abc-123@aurora.example>");
    expect(eml).toContain("To: cliente@example.it");
    expect(eml).toContain("Grazie per il tuo ordine.");
  });
});
