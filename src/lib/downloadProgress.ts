/**
 * The bytes received of a set of files whose sizes are known, reported at most every `everyMs` (a download's
 * chunks come far faster than a progress bar needs): the Python kernel's and the sentence encoder's workers.
 * A file counts for at most its listed size, and the whole for at most the total.
 */
export interface DownloadProgress {
  /**
   * Sets how many bytes of `name` have arrived, and reports: at once when `now` (a file finished), else unless a
   * report went out under `everyMs` ago.
   */
  received: (name: string, bytes: number, now?: boolean) => void;
  /** Reports now (everything arrived). */
  flush: () => void;
}

export function downloadProgress(
  files: readonly { name: string; bytes: number }[],
  report: (progress: { loadedBytes: number; totalBytes: number }) => void,
  everyMs = 100,
): DownloadProgress {
  const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const sizeOf = new Map(files.map((f) => [f.name, f.bytes]));
  const received = new Map<string, number>();
  let lastReport = Number.NEGATIVE_INFINITY;
  const send = (force: boolean) => {
    const now = performance.now();
    if (!force && now - lastReport < everyMs) return;
    lastReport = now;
    let loadedBytes = 0;
    for (const [name, bytes] of received) loadedBytes += Math.min(bytes, sizeOf.get(name) ?? bytes);
    report({ loadedBytes: Math.min(loadedBytes, totalBytes), totalBytes });
  };
  return {
    received: (name, bytes, now = false) => {
      received.set(name, bytes);
      send(now);
    },
    flush: () => send(true),
  };
}
