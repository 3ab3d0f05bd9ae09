import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateShort } from "../../app/domain/italian-formats/dates.ts";
import { visibleHtml } from "../support/api-client.ts";
import { verifiedCustomer } from "../support/email-links.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/mail.ts";
import { pdfText } from "../support/pdf-reader.ts";
import { sendQuoteRequest } from "../support/requests.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// A quote's validity is QUOTE_VALIDITY_DAYS (docs/product/documents.md#validity-of-a-quote):
// the page, the PDF, the PDF attached to the mail and the terms all state the
// configured days, never a fixed 30.

const DAY = 24 * 60 * 60 * 1000;
let smtp: TestSmtpServer;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({
    quoteValidityDays: 7,
    publicFormLimit: { limit: 10_000, windowMs: 60_000 },
    mail: { smtpUrl: smtp.url },
  });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const words = (text: string) => text.replace(/\s+/g, " ");

describe("QUOTE_VALIDITY_DAYS set to 7", () => {
  it("is the validity on the quote's page, its PDF, the PDF in the mail and the terms", async () => {
    // The account's confirmed address gets the PDF at once (docs/product/leads.md).
    const owner = await verifiedCustomer(app, { email: "validita@example.it" });
    const { id, number } = await sendQuoteRequest(app, { customerEmail: owner.email }, owner);
    const validUntil = formatDateShort(new Date(Date.now() + 7 * DAY));
    expect(validUntil).not.toBe(formatDateShort(new Date(Date.now() + 30 * DAY)));

    const page = await visibleHtml(await owner.request(`/preventivi/${id}`));
    expect(page).toContain(`Valido fino al <strong>${validUntil}</strong>`);

    const download = await owner.request(`/preventivi/${id}/pdf`);
    expect(download.status).toBe(200);
    const downloaded = words(pdfText(new Uint8Array(await download.arrayBuffer())));
    expect(downloaded).toContain(`Valido fino al: ${validUntil}`);
    expect(downloaded).toContain(`il preventivo è valido fino al ${validUntil}.`);

    await smtp.waitFor((all) =>
      all.some((mail) => mail.subject?.includes(number) && mail.attachments.length),
    );
    const mail = smtp.messages.find((message) => message.subject?.includes(number))!;
    const attached = words(pdfText(new Uint8Array(mail.attachments[0]!.content)));
    expect(attached).toContain(`Valido fino al: ${validUntil}`);
    expect(attached).toContain(`il preventivo è valido fino al ${validUntil}.`);

    const terms = await visibleHtml(await app.request("/terms"));
    expect(terms).toMatch(/I preventivi sono validi(<!-- -->)? <strong>7(<!-- -->)? giorni<\/strong>/);
  });
});
