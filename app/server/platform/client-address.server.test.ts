import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address.server.ts";

describe("clientAddressKey", () => {
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
    expect(clientAddressKey(ip)).toBe(key);
  });

  it("puts every address of one IPv6 /64 network in one count, and other networks apart", () => {
    expect(clientAddressKey("2001:db8:aa:bb::1")).toBe(
      clientAddressKey("2001:db8:aa:bb:ffff:ffff:ffff:ffff"),
    );
    expect(clientAddressKey("2001:db8:aa:bb::1")).not.toBe(clientAddressKey("2001:db8:aa:bc::1"));
  });
});
