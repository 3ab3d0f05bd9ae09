import { existsSync } from "node:fs";
import path from "node:path";

// The production server bundle, as the integration tests and the template of
// their databases (database-template-setup.ts) load it.

export type AppModule = typeof import("../../express/app.ts");

const BUILD_ENTRY = path.resolve("build/server/index.js");

export async function loadBuiltApp(): Promise<AppModule> {
  if (!existsSync(BUILD_ENTRY)) {
    throw new Error("Manca la build di produzione: esegui `npm run build` (npm test lo fa da sé).");
  }
  return (await import(/* @vite-ignore */ BUILD_ENTRY)) as AppModule;
}
