import { describe, expect, it } from "vitest";
import { parseServeScript, productionCommand, productionServerEnv } from "./production-command.ts";

describe("the production command the bench starts", () => {
  it("splits the serve script into its environment and Node's flags", () => {
    expect(
      parseServeScript(
        "NODE_ENV=production MALLOC_TRIM_THRESHOLD_=1048576 node --max-semi-space-size=8 server.ts",
      ),
    ).toEqual({
      env: { NODE_ENV: "production", MALLOC_TRIM_THRESHOLD_: "1048576" },
      nodeArgs: ["--max-semi-space-size=8"],
    });
    expect(parseServeScript("node server.ts")).toEqual({ env: {}, nodeArgs: [] });
  });

  it("refuses a script it would start differently from a deployment", () => {
    expect(() => parseServeScript("npm run build && node server.ts")).toThrow(/not a VAR=value/);
    expect(() => parseServeScript("node server.ts --port 3000")).toThrow(/server\.ts/);
    expect(() => parseServeScript("node --inspect 9229 server.ts")).toThrow(/"9229" is not a Node flag/);
    expect(() => parseServeScript("tsx server.ts")).toThrow(/serve/);
  });

  it("reads the shop's own serve script", () => {
    const command = productionCommand(process.cwd());
    expect(command.env.NODE_ENV).toBe("production");
    expect(command.nodeArgs).toContain("--max-semi-space-size=8");
  });

  it("gives the server the script's variables over the caller's, and the instance's settings over both", () => {
    const env = productionServerEnv(
      {
        PATH: "/usr/bin",
        NODE_ENV: "test",
        DATABASE_URL: "postgres://elsewhere",
        ALLOW_GENERATED_SESSION_SECRET: "1",
      },
      { env: { NODE_ENV: "production", MALLOC_TRIM_THRESHOLD_: "1048576" }, nodeArgs: [] },
      { PORT: "4000", MALLOC_TRIM_THRESHOLD_: "0", DATABASE_URL: undefined },
    );
    expect(env).toEqual({
      PATH: "/usr/bin",
      NODE_ENV: "production",
      MALLOC_TRIM_THRESHOLD_: "0",
      PORT: "4000",
    });
  });
});
