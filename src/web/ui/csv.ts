/**
 * Saves a file the browser already holds (a CSV export answered by the API, a blob) as a download.
 * The CSV text itself is built by the server (src/shared/csv.ts, src/shared/price-exports.ts).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
