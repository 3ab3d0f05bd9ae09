import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter } from "./rate-limit.server.ts";

describe("SlidingWindowLimiter", () => {
  it("allows the limit, refuses the next, and frees up as the window slides", () => {
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000 });
    const start = 1_000_000;
    expect(limiter.hit("1.2.3.4", start).allowed).toBe(true);
    expect(limiter.hit("1.2.3.4", start + 1_000).allowed).toBe(true);
    expect(limiter.hit("1.2.3.4", start + 2_000).allowed).toBe(true);
    const refused = limiter.hit("1.2.3.4", start + 3_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect(limiter.hit("5.6.7.8", start + 3_000).allowed).toBe(true);
    expect(limiter.hit("1.2.3.4", start + 60_001).allowed).toBe(true);
  });
});
