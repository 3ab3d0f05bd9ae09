import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema, safeRedirectPath } from "./account-schemas.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/cart", "/cart"],
    ["/orders/12?x=1#top", "/orders/12?x=1#top"],
    ["//evil.example/path", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["cart", "/"],
    ["/ok\nSet-Cookie: x", "/"],
    [undefined, "/"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});

describe("account schemas", () => {
  it("uses the spec's messages", () => {
    const login = loginSchema.safeParse({ username: "ab", password: "123" });
    expect(login.success).toBe(false);
    expect(login.error?.issues.map((issue) => issue.message)).toEqual([
      "Il nome utente deve contenere almeno 3 caratteri",
      "La password deve contenere almeno 6 caratteri",
    ]);
    const email = registerSchema.safeParse({ username: "mario", password: "Finestre-2026", email: "mario@" });
    expect(email.error?.issues[0]?.message).toBe("Inserisci un indirizzo email valido");
  });

  it("refuses very common passwords, whatever their case", () => {
    const result = registerSchema.safeParse({ username: "mario", password: "Juventus" });
    expect(result.error?.issues[0]?.message).toMatch(/troppo comune/);
  });

  it("treats empty optional fields as absent", () => {
    const result = registerSchema.parse({
      username: "mario",
      password: "Finestre-2026",
      email: "",
      phone: " ",
    });
    expect(result.email).toBeUndefined();
    expect(result.phone).toBeUndefined();
  });
});
