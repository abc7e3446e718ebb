/**
 * Hands a Blob to the browser as a download named `fileName`. The object URL lives only for the click: it is
 * revoked right after the browser has taken the file.
 */
export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking in the same task can cancel the download in some browsers; the next task is late enough.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
