// The production build the bench and the load test measure.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { banner } from "./script-output.ts";

/** Runs `npx react-router build`, unless `<skipVariable>=1` asks to reuse build/; either way build/ must exist after. */
export function ensureProductionBuild(root: string, skipVariable: string, timeoutMs: number) {
  if (process.env[skipVariable] === "1") {
    console.log(`${skipVariable}=1: using the existing build/`);
  } else {
    banner("build (npx react-router build)");
    const build = spawnSync("npx", ["react-router", "build"], {
      cwd: root,
      stdio: "inherit",
      timeout: timeoutMs,
    });
    if (build.status !== 0)
      throw new Error(`the build failed (${build.error?.message ?? `exit ${build.status}`})`);
  }
  if (!existsSync(path.join(root, "build/server/index.js")))
    throw new Error(`no build/: run without ${skipVariable}`);
}
