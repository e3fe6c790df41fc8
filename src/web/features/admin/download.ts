/** Saves text as a file through a temporary link (the browser's own download, no server round trip). */
export function downloadText(text: string, fileName: string, type: string): void {
  // The byte order mark makes spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed later, not at once: the browser reads the blob after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
