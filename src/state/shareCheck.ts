/**
 * Chapter 2 applied to the lab itself: before user text goes into something shared (here: an exported file), the
 * detector runs on it. Each finding is shown masked with where it is; "remove it" replaces what was found.
 */
import { findSensitive, maskSecret, type SensitiveKind } from '../engine';

export interface SharedFinding {
  kinds: SensitiveKind[];
  masked: string;
  /** Which shared piece holds it (a storage key, a field). */
  where: string;
}

/** Findings in each named piece of text (at most one line per piece, all its kinds). */
export function checkShared(pieces: Record<string, string>): SharedFinding[] {
  const out: SharedFinding[] = [];
  for (const [where, text] of Object.entries(pieces)) {
    const found = findSensitive(text);
    const first = found[0];
    if (first === undefined) continue;
    const kinds = [...new Set(found.map((m) => m.kind))];
    out.push({ kinds, masked: maskSecret(text.slice(first.start, first.end)), where });
  }
  return out;
}

export const REMOVED = '[removed]';

/**
 * The text with every finding replaced by "[removed]". A piece holding JSON stays JSON when the replacement does not
 * (a span cut inside an escape): then the piece is dropped, and the caller is told by a missing key.
 */
export function removeFindings(pieces: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(pieces)) {
    const found = findSensitive(text);
    if (found.length === 0) {
      out[key] = text;
      continue;
    }
    let cleaned = '';
    let at = 0;
    for (const m of found) {
      if (m.start < at) continue; // overlapping findings: the first covers it
      cleaned += text.slice(at, m.start) + REMOVED;
      at = m.end;
    }
    cleaned += text.slice(at);
    let wasJson = true;
    try {
      JSON.parse(text);
    } catch {
      wasJson = false;
    }
    if (wasJson) {
      try {
        JSON.parse(cleaned);
      } catch {
        continue;
      }
    }
    out[key] = cleaned;
  }
  return out;
}
