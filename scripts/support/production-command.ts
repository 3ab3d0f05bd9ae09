// The production server's command line, read from package.json's `serve`
// script: the environment it sets and the Node flags before `server.ts`. The
// bench and the load test start the server with them, so they measure what a
// deployment runs (the memory settings are explained in docs/PERFORMANCE.md).
//
// Node runs this file directly (type stripping): erasable TypeScript only.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type ChildServer, startChildServer } from "./child-server.ts";

export interface ProductionCommand {
  /** Variables the script sets before `node`, such as `NODE_ENV=production`. */
  env: Record<string, string>;
  /** Node's own flags, between `node` and `server.ts`. */
  nodeArgs: string[];
}

const ASSIGNMENT = /^([A-Z_][A-Z0-9_]*)=(\S*)$/;

/** `KEY=value ... node --flag ... server.ts`; anything else is refused, so a changed script cannot be measured wrongly. */
export function parseServeScript(script: string): ProductionCommand {
  const words = script.trim().split(/\s+/);
  const nodeAt = words.indexOf("node");
  const serverAt = words.indexOf("server.ts");
  if (nodeAt < 0 || serverAt !== words.length - 1 || serverAt < nodeAt)
    throw new Error(`package.json "serve" is not "[VAR=value ...] node [--flag ...] server.ts": ${script}`);
  const env: Record<string, string> = {};
  for (const word of words.slice(0, nodeAt)) {
    if (!ASSIGNMENT.test(word))
      throw new Error(`package.json "serve": "${word}" is not a VAR=value assignment`);
    const equals = word.indexOf("=");
    env[word.slice(0, equals)] = word.slice(equals + 1);
  }
  const nodeArgs = words.slice(nodeAt + 1, serverAt);
  const notAFlag = nodeArgs.find((word) => !word.startsWith("--"));
  if (notAFlag) throw new Error(`package.json "serve": "${notAFlag}" is not a Node flag`);
  return { env, nodeArgs };
}

export function productionCommand(root: string): ProductionCommand {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const serve = manifest.scripts?.serve;
  if (!serve) throw new Error('package.json has no "serve" script');
  return parseServeScript(serve);
}

export interface ProductionServerOptions {
  name: string;
  root: string;
  /** The instance's own settings (port, data folder, secrets); they win over the script's and the caller's environment. */
  settings: Record<string, string | undefined>;
  keepLines?: number;
}

/**
 * `server.ts` started as `npm run serve` would start it: this process's
 * environment, then the script's variables, then the instance's settings, and
 * the script's Node flags. A setting given as undefined is left out.
 */
export function startProductionServer({
  name,
  root,
  settings,
  keepLines = 80,
}: ProductionServerOptions): ChildServer {
  const command = productionCommand(root);
  const env = productionServerEnv(process.env, command, settings);
  return startChildServer({
    name,
    script: "server.ts",
    nodeArgs: command.nodeArgs,
    cwd: root,
    env,
    keepLines,
  });
}

/** The environment of startProductionServer's child, from the caller's. */
export function productionServerEnv(
  base: NodeJS.ProcessEnv,
  command: ProductionCommand,
  settings: Record<string, string | undefined>,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, ...command.env, ...settings };
  // A measured server has a real session secret, as in production.
  delete env.ALLOW_GENERATED_SESSION_SECRET;
  for (const [key, value] of Object.entries(settings)) if (value === undefined) delete env[key];
  return env;
}
