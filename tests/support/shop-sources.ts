import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The shop's own source files, read as text, for the tests that scan them for
// code only one module may contain.

export const root = path.resolve(import.meta.dirname, "../..");

/** Every TypeScript file of app/, express/, scripts/ and db/ (tests and generated types left out), with its text. */
export function shopSources(): { file: string; text: string }[] {
  return ["app", "express", "scripts", "db"].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .map((file) => `${folder}/${file.split(path.sep).join("/")}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("/+types/"))
      .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") })),
  );
}
