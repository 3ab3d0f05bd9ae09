// Files the back office hands over (the CSV export, a customer's data as JSON).

/** The Content-Disposition of a download named `fileName` (kept to ASCII, so no encoding is needed). */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`;
}
