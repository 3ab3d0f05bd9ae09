// What `import … from "zod"` resolves to in the shop's code (vite.config.ts):
// zod itself, told in the browser never to compile its parsers with
// `new Function`. The pages' CSP forbids eval, and zod's probe for it, when a
// schema is first created, is reported as a CSP violation even though zod
// catches the error (Lighthouse's best-practices audit counts it). The server
// keeps the compiled parsers. zod's guide: https://zod.dev/api#jitless
import { config } from "zod/v4/core";

if (typeof document !== "undefined") config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
