// Files the shop hands over (the CSV export, a customer's data as JSON, the PDF documents).

/**
 * The Content-Disposition of a file named `fileName` (kept to ASCII, so no
 * encoding is needed): saved as a download, or shown inline (a PDF in the browser's viewer).
 */
export function attachmentHeader(
  fileName: string,
  disposition: "attachment" | "inline" = "attachment",
): string {
  return `${disposition}; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`;
}
