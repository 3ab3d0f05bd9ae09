import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type SMTPTransportOptions } from "nodemailer";

// Where the worker's messages go (docs/product/mail.md#transports): an SMTP
// server when SMTP_URL is set; otherwise one .eml file per message under
// DATA_DIR/mail/, named by its Message-ID, so a resend overwrites its own file.

export type OutgoingMail = SendMailOptions & { messageId: string };

export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportSettings {
  smtpUrl?: string;
  dataDir: string;
}

export function createMailTransport({ smtpUrl, dataDir }: MailTransportSettings): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : fileTransport(path.resolve(dataDir, "mail"));
}

function smtpTransport(url: string): MailTransport {
  // Short timeouts: a stuck server must fail the attempt well within the worker's lease.
  const options: SMTPTransportOptions & { url: string } = {
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  const transporter = nodemailer.createTransport(options);
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

function fileTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(mail) {
      const info = await transporter.sendMail(mail);
      await mkdir(folder, { recursive: true });
      const name = mail.messageId.replace(/^<|>$/g, "").replace(/[^\w.@-]/g, "_");
      const file = path.join(folder, `${name}.eml`);
      // Written whole or not at all: a crash never leaves half a message to read.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close() {},
  };
}
