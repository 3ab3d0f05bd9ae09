// Number formats shared by the console output and docs/PERFORMANCE.md.
//
// Node runs this file directly (type stripping): erasable TypeScript only.

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
export const passMiss = (pass: boolean | undefined) => (pass === undefined ? "-" : pass ? "PASS" : "MISS");
export const seconds = (ms: number) => (Number.isNaN(ms) ? "-" : (ms / 1000).toFixed(2));
export const percent = (share: number) => `${Math.round(share * 100)}%`;
