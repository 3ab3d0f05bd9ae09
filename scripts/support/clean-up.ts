// The undo list of a long-running script (bench, load test): every resource it
// starts (a server, a database, a browser, a temp folder) registers how to undo
// itself, and the list runs once, newest first, at the end, on SIGINT/SIGTERM
// and when the script overruns its deadline.
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { errorMessage } from "./script-output.ts";

const cleanups: { name: string; run: () => Promise<void> }[] = [];
let cleaningUp: Promise<void> | undefined;

export function onCleanup(name: string, run: () => Promise<void>) {
  cleanups.push({ name, run });
}

/** Runs the registered undos once, newest first; a failing undo does not stop the others. */
export function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    while (cleanups.length > 0) {
      const step = cleanups.pop()!;
      try {
        await step.run();
      } catch (error) {
        console.error(`clean-up "${step.name}" failed: ${errorMessage(error)}`);
      }
    }
  })();
  return cleaningUp;
}

/** On Ctrl-C or SIGTERM: say what is being undone, undo everything, exit 130. */
export function cleanUpOnSignals(whatIsUndone: string) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: ${whatIsUndone}…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

/** Past `deadlineMs` the run is a hang: undo everything and exit 1. Returns the timer to clear at the end. */
export function abortAfter(deadlineMs: number, what: string): NodeJS.Timeout {
  const watchdog = setTimeout(() => {
    console.error(`\n${what} exceeded ${Math.round(deadlineMs / 1000)} s: aborting.`);
    void cleanUp().finally(() => process.exit(1));
  }, deadlineMs);
  watchdog.unref();
  return watchdog;
}
