/** Saves `text` as a file named `fileName` (a calendar file, a spreadsheet) from the browser. */
export function downloadText(fileName: string, text: string, type: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
