import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.server.ts";

describe("argon2id passwords", () => {
  it("stores a PHC string, never the password, and verifies it", async () => {
    const stored = await hashPassword("Finestre-2026");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain("Finestre-2026");
    expect(await verifyPassword("Finestre-2026", stored)).toBe(true);
    expect(await verifyPassword("finestre-2026", stored)).toBe(false);
    expect(await verifyPassword("Finestre-2026", "not-a-hash")).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("stessa-password")).not.toBe(await hashPassword("stessa-password"));
  });
});
