import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema, safeRedirectPath } from "./account-schemas.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/cart", "/cart"],
    ["/orders/12?x=1#top", "/orders/12?x=1#top"],
    ["/product/7?configurazione=3#porta", "/product/7?configurazione=3#porta"],
    ["/search?q=a%26b", "/search?q=a%26b"],
    ["/category/finestre/./alias", "/category/finestre/alias"],
    ["/category/finestre/../porte", "/category/porte"],
    ["/cart//items", "/cart/items"],
    // A dot segment before "//" resolves to a path of the shop, never to another host.
    ["/.//evil.com", "/evil.com"],
    ["/..//evil.com", "/evil.com"],
    ["/%2e//evil.com", "/evil.com"],
    ["/a/../..//evil.com", "/evil.com"],
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

  // Each of these reaches another host if the answer starts with "//" or "/\\",
  // or carries a scheme: a browser resolves Location against the shop's origin.
  it.each([
    "/.//evil.com",
    "/..//evil.com",
    "/%2e//evil.com",
    "/%2E//evil.com",
    "/%2e%2e//evil.com",
    "/.%2e//evil.com",
    "/././/evil.com",
    "/a/..//evil.com",
    "/a/../..//evil.com",
    "/.///evil.com",
    "/..///evil.com/path?x=1",
    "/.//evil.com:443/",
    "/./\\evil.com",
    "/\\/evil.com",
    "/%5c/evil.com",
    "/%5C%5Cevil.com",
    "/%2f/evil.com",
    "/%2F%2Fevil.com",
    "/.%2f/evil.com",
    "/%2e%2f%2fevil.com",
    "/\t/evil.com",
    "/%09/evil.com",
    "/\r\n//evil.com",
    "/%0d%0a//evil.com",
    "/\u0000//evil.com",
    "/%00//evil.com",
    "/\u007f//evil.com",
    "/%2e/%2e//evil.com",
    "/%252e//evil.com",
    "/%%2e//evil.com",
    "https:/evil.com",
    "/https://evil.com",
    "\\\\evil.com",
    " //evil.com",
    "/ /evil.com",
  ])("never lets %j leave the shop", (input) => {
    const result = safeRedirectPath(input);
    expect(result).toMatch(/^\/(?![/\\])/);
    expect([...result].some((char) => char.charCodeAt(0) < 0x20 || char === "\u007f" || char === "\\")).toBe(
      false,
    );
    const resolved = new URL(result, "https://shop.example");
    expect(resolved.origin).toBe("https://shop.example");
    expect(resolved.host).toBe("shop.example");
    // Normalised once means stable: feeding the answer back changes nothing.
    expect(safeRedirectPath(result)).toBe(result);
  });

  it("keeps the caller's fallback for what it refuses", () => {
    expect(safeRedirectPath("/\\evil.com", "/wishlist")).toBe("/wishlist");
    expect(safeRedirectPath("/%0d%0aSet-Cookie:x", "/wishlist")).toBe("/wishlist");
  });
});

/** A sign-up of "mario" with this password. */
const registerWith = (password: string) => registerSchema.safeParse({ username: "mario", password });
/** Why that sign-up is refused: its messages, none when it is accepted. */
const refusalsOf = (password: string) =>
  registerWith(password).error?.issues.map((issue) => issue.message) ?? [];

describe("account schemas", () => {
  it("uses the documented messages", () => {
    const login = loginSchema.safeParse({ username: "ab", password: "123" });
    expect(login.success).toBe(false);
    expect(login.error?.issues.map((issue) => issue.message)).toEqual([
      "Il nome utente deve contenere almeno 3 caratteri",
      "La password deve contenere almeno 6 caratteri",
    ]);
    const email = registerSchema.safeParse({
      username: "mario",
      password: "Vetro-Azzurro-77",
      email: "mario@",
    });
    expect(email.error?.issues[0]?.message).toBe("Inserisci un indirizzo email valido");
  });

  it("refuses very common passwords, whatever their case", () => {
    expect(refusalsOf("Juventus")[0]).toMatch(/troppo comune/);
  });

  it("treats empty optional fields as absent", () => {
    const result = registerSchema.parse({
      username: "mario",
      password: "Vetro-Azzurro-77",
      email: "",
      phone: " ",
    });
    expect(result.email).toBeUndefined();
    expect(result.phone).toBeUndefined();
  });

  it.each([
    "      ",
    "\t\t\t\t\t\t",
    "   \n   ",
    "\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0",
    "\u2003\u2003\u2003\u2003\u2003\u2003",
  ])("refuses a password made only of blanks (%j)", (blank) => {
    expect(refusalsOf(blank)).toEqual(["La password non può essere composta solo da spazi"]);
  });

  it.each([
    "Aurora1992",
    "aurora2026",
    "AuroraSerramenti",
    "Aurora Serramenti 2026",
    "aurora-serramenti-1992",
    "Serramenti2026",
    "serramenti!",
    "SERRAMENTI_24",
    "Finestre-2026",
    "finestre123",
    "Finestra2025",
    "Serramento1",
    "PorteFinestre2024",
    "portefinestre",
    "Infissi2026",
    "infissi",
    "Porte-2026",
    "Torterolo2026",
    "Alias2026",
    "Serr4menti2026",
    "F1nestre!!",
    "2026serramenti",
    "Sèrraménti2026",
  ])("refuses the shop's own words with or without digits (%j)", (password) => {
    expect(refusalsOf(password)[0]).toBe(
      "La password non può essere il nome del negozio o una parola come «serramenti» o «finestre», neppure con un anno o delle cifre: scegline una meno prevedibile",
    );
  });

  it.each([
    "Serramenti-Sicuri-2026",
    "Finestra-Sicura-2024",
    "Finestre-Su-Misura-2026",
    "Vetro-Azzurro-77",
    "  spazi attorno  ",
  ])("accepts a password that only contains a shop word among others (%j)", (password) => {
    // The password is kept exactly as typed: never trimmed.
    expect(registerWith(password)).toMatchObject({ success: true, data: { password } });
  });

  it("still lets an existing account with any password try to log in", () => {
    expect(loginSchema.safeParse({ username: "mario", password: "Serramenti2026" }).success).toBe(true);
  });
});
