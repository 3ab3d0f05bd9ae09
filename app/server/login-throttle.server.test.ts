import { describe, expect, it } from "vitest";
import { accountDelayMs, LOGIN_THROTTLE, throttleAddressKey } from "./login-throttle.server.ts";

describe("throttleAddressKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::ffff", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
    ["unknown", "unknown"],
    ["", "unknown"],
  ])("%j counts as %j", (ip, key) => {
    expect(throttleAddressKey(ip)).toBe(key);
  });

  it("puts every address of one IPv6 /64 network in one count, and other networks apart", () => {
    expect(throttleAddressKey("2001:db8:aa:bb::1")).toBe(
      throttleAddressKey("2001:db8:aa:bb:ffff:ffff:ffff:ffff"),
    );
    expect(throttleAddressKey("2001:db8:aa:bb::1")).not.toBe(throttleAddressKey("2001:db8:aa:bc::1"));
  });
});

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
