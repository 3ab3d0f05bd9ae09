import { describe, expect, test } from "vitest";
import { shopSources } from "../support/shop-sources.ts";

// No service wakes the mail workers itself: enqueueing a message (and staff's
// retry) registers the wake-up for after its transaction's COMMIT, in the
// outbox (docs/decisions/029-guarded-transitions.md#effects-after-commit).
// tests/integration/mail-after-commit.test.ts shows when it runs.

const OUTBOX = "app/server/mail/outbox.server.ts";

describe("the mail workers' wake-up", () => {
  test("is named only in the outbox", () => {
    const sources = shopSources();
    expect(sources.find(({ file }) => file === OUTBOX)?.text).toContain("wakeMailWorkers");
    const callers = sources
      .filter(({ file, text }) => file !== OUTBOX && text.includes("wakeMailWorkers"))
      .map(({ file }) => file);
    expect(callers).toEqual([]);
  });
});
