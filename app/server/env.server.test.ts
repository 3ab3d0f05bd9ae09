import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.server.ts";

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
