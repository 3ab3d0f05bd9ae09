import { describe, expect, it } from "vitest";
import { effectiveHostIndex, SLOW_HOST_INDEX_BAND, slowCpuMultiplier } from "./profiles.ts";

describe("the slow profile", () => {
  it("slows the CPU so that any host simulates what the default 4× gives on a host of about 1.300", () => {
    for (const host of [1800, 2600, 3800, 5200]) {
      const multiplier = slowCpuMultiplier(host);
      const effective = effectiveHostIndex(host, multiplier);
      expect(effective, `host ${host}`).toBeGreaterThanOrEqual(SLOW_HOST_INDEX_BAND.low);
      expect(effective, `host ${host}`).toBeLessThanOrEqual(SLOW_HOST_INDEX_BAND.high);
    }
    expect(slowCpuMultiplier(3800)).toBe(11.5);
  });

  it("never slows a slow host less than Lighthouse's default", () => {
    expect(slowCpuMultiplier(900)).toBe(4);
  });
});
