import { describe, expect, it } from "vitest";
import { accountDelayMs, LOGIN_THROTTLE } from "./login-throttle.server.ts";

describe("accountDelayMs", () => {
  it("never delays an account below the per-address limit, then grows and stops at the cap", () => {
    expect(accountDelayMs(0)).toBe(0);
    expect(accountDelayMs(LOGIN_THROTTLE.delayAfterAccountFailures - 1)).toBe(0);
    const delays = Array.from({ length: 200 }, (_, failures) => accountDelayMs(failures));
    expect(delays[LOGIN_THROTTLE.delayAfterAccountFailures]).toBe(LOGIN_THROTTLE.firstDelayMs);
    for (let index = 1; index < delays.length; index++)
      expect(delays[index]).toBeGreaterThanOrEqual(delays[index - 1]!);
    expect(Math.max(...delays)).toBe(LOGIN_THROTTLE.maxDelayMs);
    expect(accountDelayMs(1_000_000)).toBe(LOGIN_THROTTLE.maxDelayMs);
  });
});
