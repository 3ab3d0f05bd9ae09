// Node runs this file directly (type stripping): erasable TypeScript only.

/** Whether a process with this pid exists (signal 0 only checks; it sends nothing). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
