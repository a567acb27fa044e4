/**
 * QR codes for the projector. A phone reads a code from the back of a room when each module is large on the
 * screen: the lab draws codes of at most 57 × 57 modules (version 10, error correction L, 271 bytes), which at
 * 60 % of a projected screen's height makes each module about 1 % of it. A longer link is never truncated: the
 * caller gets `null` and offers a shorter link instead.
 */
export const MAX_QR_VERSION = 10;

export interface QrMatrix {
  size: number;
  /** Row-major, 1 = dark module. */
  dark: Uint8Array;
  version: number;
}

/** The QR matrix of `text`, or null when it needs a version above MAX_QR_VERSION. Loads the library on first use. */
export async function qrMatrix(text: string): Promise<QrMatrix | null> {
  const { create } = await import('qrcode');
  try {
    const code = create(text, { errorCorrectionLevel: 'L' });
    if (code.version > MAX_QR_VERSION) return null;
    const size = code.modules.size;
    const dark = new Uint8Array(size * size);
    for (let r = 0; r < size; r++)
      for (let c = 0; c < size; c++) dark[r * size + c] = code.modules.get(r, c) ? 1 : 0;
    return { size, dark, version: code.version };
  } catch {
    return null; // the library refuses data over the version's capacity
  }
}

/** One SVG path for the dark modules (a run of dark modules in a row is one rectangle). */
export function qrPath(m: QrMatrix, quiet = 4): string {
  let d = '';
  for (let r = 0; r < m.size; r++) {
    let c = 0;
    while (c < m.size) {
      if (!m.dark[r * m.size + c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < m.size && m.dark[r * m.size + c]) c++;
      d += `M${start + quiet} ${r + quiet}h${c - start}v1h${start - c}z`;
    }
  }
  return d;
}
