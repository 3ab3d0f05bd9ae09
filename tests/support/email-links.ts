import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { renderMailBody } from "../../app/server/mail/mail-layout.server.ts";
import { renderStoredMail } from "../../app/server/mail/templates.server.ts";
import * as schema from "../../db/schema.ts";
import { type Customer, postForm, registeredCustomer } from "./api-client.ts";
import type { TestApp } from "./test-app.ts";

// The single-use links the shop e-mails (docs/product/accounts.md#e-mail-verification):
// the messages read back from the outbox as the recipient would read them, and
// the links' pages posted as a browser without JavaScript does.

const SHOP_URL = (path: string) => `https://shop.example${path}`;

/** Every message of `kind` to `to`, oldest first. */
export function mailsTo(app: TestApp, to: string, kind?: string) {
  return app.db
    .select()
    .from(schema.mailOutbox)
    .where(
      kind
        ? and(eq(schema.mailOutbox.recipient, to), eq(schema.mailOutbox.kind, kind))
        : eq(schema.mailOutbox.recipient, to),
    )
    .orderBy(schema.mailOutbox.id);
}

/** The newest message of `kind` to `to`, rendered: its subject, its plain text and its attachments. */
export async function readMail(app: TestApp, to: string, kind: string) {
  const [row] = await app.db
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.recipient, to), eq(schema.mailOutbox.kind, kind)))
    .orderBy(desc(schema.mailOutbox.id))
    .limit(1);
  expect(row, `a «${kind}» message to ${to}`).toBeDefined();
  const rendered = renderStoredMail(row!.kind, row!.params, SHOP_URL);
  return { ...rendered, text: renderMailBody(rendered.body).text, row: row! };
}

/** The token in the newest message of `kind` to `to`. */
export async function linkToken(app: TestApp, to: string, kind: string): Promise<string> {
  const { row } = await readMail(app, to, kind);
  return (row.params as { token: string }).token;
}

/** Posts a link's page as its button does. */
export function postLink(app: Pick<TestApp, "request">, path: string, token: string) {
  return postForm(app, path, { token });
}

/** Confirms an account's address through the link its newest verification message carries. */
export async function confirmAccountEmail(app: TestApp, email: string): Promise<void> {
  const token = await linkToken(app, email, "account-email-verify");
  expect((await postLink(app, "/conferma-email", token)).status, `confirmation of ${email}`).toBe(302);
}

/** A customer who registered with `email` (their own by default) and confirmed it. */
export async function verifiedCustomer(
  app: TestApp,
  extra: Record<string, unknown> = {},
): Promise<Customer & { email: string }> {
  const client = await registeredCustomer(app, extra);
  const email = (extra.email as string | undefined) ?? `${client.username}@example.it`;
  await confirmAccountEmail(app, email);
  return Object.assign(client, { email });
}

/** Confirms a guest's quote request through its acknowledgement's link. */
export async function confirmQuoteRequest(app: TestApp, email: string): Promise<void> {
  const token = await linkToken(app, email, "quote-request-confirm");
  expect((await postLink(app, "/conferma-richiesta", token)).status, "request confirmed").toBe(302);
}
