import { describe, expect, it } from "vitest";
import { parseServeScript, productionCommand } from "./production-command.ts";

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
});
