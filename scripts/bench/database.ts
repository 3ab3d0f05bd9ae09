// The throw-away PostgreSQL database the bench measures on.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

import { createScriptDatabase } from "../support/script-database.ts";
import { errorMessage, loudNotice } from "../support/script-output.ts";

export interface BenchDatabase {
  url: string;
  name: string;
  serverVersion: string;
}

/** A fresh database, dropped at clean-up; or why PostgreSQL cannot be used (after a loud notice). */
export async function createBenchDatabase(): Promise<BenchDatabase | string> {
  try {
    const { url, name, serverVersion } = await createScriptDatabase("BENCH_DATABASE_URL", "shop_bench");
    return { url, name, serverVersion };
  } catch (error) {
    const reason = errorMessage(error);
    loudNotice(`${reason}: PostgreSQL parts SKIPPED`);
    return reason;
  }
}
