import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../db/schema.ts";
import { loadBuiltApp, startTestApp, type TestApp } from "../support/test-app.ts";

// Enqueueing a message wakes this process's mail workers once the event's
// transaction has committed, never after a rollback, and at once on the plain
// database (docs/decisions/029-guarded-transitions.md#effects-after-commit).
// The wake-up is counted here in place of a worker, with what the database
// shows another connection at that moment.

type AppModule = Awaited<ReturnType<typeof loadBuiltApp>>;

let app: TestApp;
let module: AppModule;
let recipient: string;
let wakeUps: Promise<number>[];
let stopListening: () => void;
let sent = 0;

/** The outbox rows addressed to `to`, read on whatever connection the pool hands out. */
async function rowsFor(to: string): Promise<number> {
  const rows = await app.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.recipient, to));
  return rows.length;
}

beforeAll(async () => {
  module = await loadBuiltApp();
  app = await startTestApp();
  // Each wake-up records how many of the test's messages the database shows right then.
  stopListening = module.onMailEnqueued(() => {
    wakeUps.push(rowsFor(recipient));
  });
});
afterAll(async () => {
  stopListening?.();
  await app?.close();
});
beforeEach(() => {
  sent += 1;
  recipient = `dopo-il-commit-${sent}@example.it`;
  wakeUps = [];
});

const enqueue = (handle: Parameters<AppModule["enqueueMail"]>[0]) =>
  module.enqueueMail(handle, "account-email-taken", { to: recipient }, {});

describe("the mail workers' wake-up", () => {
  it("comes after the commit of the transaction that enqueued, once, with the messages already visible", async () => {
    await app.db.transaction(async (tx) => {
      await enqueue(tx);
      await enqueue(tx);
      expect(wakeUps).toHaveLength(0);
    });
    expect(wakeUps).toHaveLength(1);
    expect(await wakeUps[0]).toBe(2);
  });

  it("never comes for a transaction that rolled back", async () => {
    const failed = app.db.transaction(async (tx) => {
      await enqueue(tx);
      throw new Error("the event fails after its message was written");
    });
    await expect(failed).rejects.toThrow("the event fails");
    expect(wakeUps).toHaveLength(0);
    expect(await rowsFor(recipient)).toBe(0);
  });

  it("follows a savepoint's commit with its transaction's, and is dropped with the savepoint's rollback", async () => {
    await app.db.transaction(async (tx) => {
      await tx
        .transaction(async (savepoint) => {
          await enqueue(savepoint);
          throw new Error("this part is rolled back");
        })
        .catch(() => {});
    });
    expect(wakeUps).toHaveLength(0);
    expect(await rowsFor(recipient)).toBe(0);

    await app.db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => enqueue(savepoint));
      expect(wakeUps).toHaveLength(0);
    });
    expect(wakeUps).toHaveLength(1);
    expect(await wakeUps[0]).toBe(1);
  });

  it("comes right after the insert on the plain database, which commits each statement", async () => {
    await enqueue(app.db);
    expect(wakeUps).toHaveLength(1);
    expect(await wakeUps[0]).toBe(1);
  });
});
