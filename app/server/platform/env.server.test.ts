import { describe, expect, it } from "vitest";
import { isValidIban } from "#app/domain/italian-formats/iban.ts";
import { DEMO_SHOP_IBAN, loadEnv } from "./env.server.ts";

const base = { SESSION_SECRET: "a-session-secret-of-at-least-32-characters", DATA_DIR: "memory://" };

describe("PUBLIC_URL", () => {
  it("defaults to http://localhost:PORT for local development", () => {
    expect(loadEnv({ ...base, PORT: "4000" }).PUBLIC_URL).toBe("http://localhost:4000");
  });

  it("keeps the origin of an http(s) address, without a trailing slash", () => {
    expect(loadEnv({ ...base, PUBLIC_URL: "https://www.Aurora-Serramenti.it/" }).PUBLIC_URL).toBe(
      "https://www.aurora-serramenti.it",
    );
    expect(loadEnv({ ...base, PUBLIC_URL: "http://127.0.0.1:8080" }).PUBLIC_URL).toBe(
      "http://127.0.0.1:8080",
    );
  });

  it.each([
    "www.aurora-serramenti.it",
    "ftp://aurora-serramenti.it",
    "https://aurora-serramenti.it/negozio",
    "https://aurora-serramenti.it/?a=1",
    "https://utente:segreto@aurora-serramenti.it",
  ])("refuses %s at start with an Italian message", (value) => {
    expect(() => loadEnv({ ...base, PUBLIC_URL: value })).toThrow(
      /Configurazione non valida:\n {2}PUBLIC_URL: /,
    );
  });
});

describe("ADMIN_USERNAME and ADMIN_PASSWORD", () => {
  it("are optional: without them no first admin is asked for", () => {
    expect(loadEnv(base).FIRST_ADMIN).toBeUndefined();
    expect(loadEnv({ ...base, ADMIN_USERNAME: "", ADMIN_PASSWORD: "" }).FIRST_ADMIN).toBeUndefined();
  });

  it("give the first admin's credentials when both are set", () => {
    expect(
      loadEnv({ ...base, ADMIN_USERNAME: "titolare", ADMIN_PASSWORD: "Una-Password-Lunga-2026" }).FIRST_ADMIN,
    ).toEqual({ username: "titolare", password: "Una-Password-Lunga-2026" });
  });

  it("refuse one without the other", () => {
    expect(() => loadEnv({ ...base, ADMIN_USERNAME: "titolare" })).toThrow(
      /ADMIN_USERNAME e ADMIN_PASSWORD: imposta entrambe le variabili o nessuna/,
    );
    expect(() => loadEnv({ ...base, ADMIN_PASSWORD: "Una-Password-Lunga-2026" })).toThrow(/entrambe/);
  });

  it("hold the password to the staff rules, without ever echoing it", () => {
    let message = "";
    try {
      loadEnv({ ...base, ADMIN_USERNAME: "titolare", ADMIN_PASSWORD: "corta-1" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/ADMIN_PASSWORD: La password del personale deve contenere almeno 10 caratteri/);
    expect(message).not.toContain("corta-1");
    expect(() =>
      loadEnv({ ...base, ADMIN_USERNAME: "ti tolare", ADMIN_PASSWORD: "Una-Password-Lunga-2026" }),
    ).toThrow(/ADMIN_USERNAME: Il nome utente può contenere solo/);
  });
});

describe("SMTP_URL, MAIL_FROM and SHOP_EMAIL", () => {
  it("default to writing files, the company's sender and its inbox", () => {
    const env = loadEnv(base);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe("Aurora Serramenti <noreply@aurora-serramenti.it>");
    expect(env.SHOP_EMAIL).toBe("info@aurora-serramenti.it");
  });

  it("accept an smtp(s) URL, an address with or without a name, and an inbox", () => {
    const env = loadEnv({
      ...base,
      SMTP_URL: "smtps://utente:segreto@smtp.example.it:465",
      MAIL_FROM: "Negozio <ordini@example.it>",
      SHOP_EMAIL: "negozio@example.it",
    });
    expect(env).toMatchObject({
      SMTP_URL: "smtps://utente:segreto@smtp.example.it:465",
      MAIL_FROM: "Negozio <ordini@example.it>",
      SHOP_EMAIL: "negozio@example.it",
    });
    expect(loadEnv({ ...base, MAIL_FROM: "ordini@example.it" }).MAIL_FROM).toBe("ordini@example.it");
  });

  it.each([
    ["SMTP_URL", "http://smtp.example.it"],
    ["SMTP_URL", "smtp.example.it:25"],
    ["MAIL_FROM", "Negozio <non-un-indirizzo>"],
    ["SHOP_EMAIL", "negozio"],
  ])("refuse %s=%s at start with an Italian message", (name, value) => {
    expect(() => loadEnv({ ...base, [name]: value })).toThrow(
      new RegExp(`Configurazione non valida:\\n {2}${name}: .*(deve|indirizzo)`),
    );
  });
});

describe("SHOP_IBAN", () => {
  it("keeps a valid IBAN compact and upper case", () => {
    expect(loadEnv({ ...base, SHOP_IBAN: "de89 3704 0044 0532 0130 00" }).SHOP_IBAN).toBe(
      "DE89370400440532013000",
    );
  });

  it("stands in a valid demo IBAN outside production", () => {
    expect(loadEnv(base).SHOP_IBAN).toBe(DEMO_SHOP_IBAN);
    expect(isValidIban(DEMO_SHOP_IBAN)).toBe(true);
  });

  it("refuses an IBAN whose checksum fails, and a missing one in production", () => {
    expect(() => loadEnv({ ...base, SHOP_IBAN: "IT61X0542811101000000123456" })).toThrow(
      /SHOP_IBAN non è un IBAN valido/,
    );
    expect(() => loadEnv({ ...base, NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) })).toThrow(
      /SHOP_IBAN: obbligatorio in produzione/,
    );
  });
});

describe("PDF_RENDER_THREADS and PDF_RENDER_QUEUE", () => {
  it("default to the CPUs' share and a queue of 4, and take whole numbers in range", () => {
    const env = loadEnv(base);
    expect(env.PDF_RENDER_THREADS).toBeGreaterThanOrEqual(1);
    expect(env.PDF_RENDER_THREADS).toBeLessThanOrEqual(2);
    expect(env.PDF_RENDER_QUEUE).toBe(4);
    const set = loadEnv({ ...base, PDF_RENDER_THREADS: "3", PDF_RENDER_QUEUE: "0" });
    expect([set.PDF_RENDER_THREADS, set.PDF_RENDER_QUEUE]).toEqual([3, 0]);
  });

  it("refuse a pool without threads, a fraction and a negative queue, in Italian", () => {
    expect(() => loadEnv({ ...base, PDF_RENDER_THREADS: "0" })).toThrow(
      /PDF_RENDER_THREADS deve essere almeno 1/,
    );
    expect(() => loadEnv({ ...base, PDF_RENDER_THREADS: "1.5" })).toThrow(
      /PDF_RENDER_THREADS deve essere un numero intero/,
    );
    expect(() => loadEnv({ ...base, PDF_RENDER_QUEUE: "-1" })).toThrow(
      /PDF_RENDER_QUEUE non può essere negativo/,
    );
  });
});
