// The throw-away database of a long-running script (bench, load test): on the
// PostgreSQL a variable names, or an embedded one, kept on this machine, and
// dropped by the script's clean-up.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { onCleanup } from "./clean-up.ts";
import { adminUrlFromEnvironment } from "./embedded-postgres.ts";
import {
  createThrowAwayDatabase,
  isLoopbackHost,
  redactedUrl,
  type ThrowAwayDatabase,
} from "./postgres-admin.ts";
import { errorMessage } from "./script-output.ts";

/**
 * A script's throw-away database: on the server `process.env[variable]` names
 * (else an embedded PostgreSQL), which must be on this machine; dropped at the
 * script's clean-up. Throws with the reason when there is none.
 */
export async function createScriptDatabase(variable: string, prefix: string): Promise<ThrowAwayDatabase> {
  let adminUrl: string;
  try {
    adminUrl = await adminUrlFromEnvironment(variable, onCleanup);
  } catch (error) {
    throw new Error(`the embedded PostgreSQL could not start (${errorMessage(error).split("\n")[0]})`);
  }
  if (!isLoopbackHost(new URL(adminUrl).hostname)) {
    throw new Error(`${variable} (${redactedUrl(adminUrl)}) is not a loopback address`);
  }
  const database = await createThrowAwayDatabase(adminUrl, prefix);
  onCleanup(`drop database ${database.name}`, async () => {
    await database.drop();
    console.log(`dropped database ${database.name}`);
  });
  console.log(`created database ${database.name}`);
  return database;
}
