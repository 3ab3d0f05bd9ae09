import { isIPv4, isIPv6 } from "node:net";

// The key every per-address limit counts under (the login throttle, the public
// forms, sign-ups, password resets): the unit an attacker pays for. An IPv4
// address, or an IPv6 /64 network, since one customer line gets a whole /64
// and single IPv6 addresses cost nothing; an IPv4-mapped IPv6 address counts as
// the IPv4 address. Limits keyed by something else (a user id) use their own key.

/** The rate-limit key of a client address: "203.0.113.7", "2001:db8:1:2::/64". */
export function clientAddressKey(clientIp: string): string {
  const address = clientIp.trim().toLowerCase().split("%")[0] ?? "";
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address || "unknown";
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const [head = "", tail] = address.split("::");
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  const toHex = (groups: string[]) =>
    groups.flatMap((group) => {
      if (!group.includes(".")) return [group];
      const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const headGroups = toHex(groupsOf(head));
  const tailGroups = tail === undefined ? [] : toHex(groupsOf(tail));
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
