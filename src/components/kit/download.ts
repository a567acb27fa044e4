/**
 * The lab's one way to save a file: a Blob through a same-origin object URL (no request leaves the page), clicked
 * on a link attached to the document (a detached link does not download in Firefox).
 */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Not at once, nor on the next tick: some browsers read the blob after click() returns, and revoking it early
  // cancels the download.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** How long the object URL outlives the click. */
export const REVOKE_AFTER_MS = 10_000;
