import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { expect } from "./e2e-fixtures";
import { pdfText } from "./pdf-reader";

// What the e2e server hands out besides pages: its e-mail, written as .eml
// files under DATA_DIR/mail because it has no SMTP_URL, and its PDF documents.

export const MAIL_FOLDER = path.resolve(".data/e2e/mail");

/** Every message the shop has written so far whose subject contains `needle`; waits for at least `count`. */
export async function mailsAbout(needle: string, count: number): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        const names = await readdir(MAIL_FOLDER).catch(() => [] as string[]);
        const parsed = await Promise.all(
          names
            .filter((name) => name.endsWith(".eml"))
            .map(async (name) => simpleParser(await readFile(path.join(MAIL_FOLDER, name)))),
        );
        found = parsed.filter((mail) => mail.subject?.includes(needle));
        return found.length;
      },
      { message: `e-mails about ${needle}`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

export const recipient = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/** A PDF the signed-in page may download, as text. */
export async function downloadPdf(page: Page, href: string) {
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return pdfText(await response.body());
}
