/**
 * The lab's one seeded generator and one string hash, written once: the practice questions, the memory bench's
 * generator, the lost-in-the-middle trials, the cells' saved code and the scripts' samples all use these, so the
 * same seed (or text) gives the same numbers everywhere. No Math.random here.
 */

/** FNV-1a's 32-bit offset basis and prime, for the rare loop that hashes inline (retrieval/relevance.ts). */
export const FNV_OFFSET_BASIS = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;

/** FNV-1a (32 bits) of a string's UTF-16 units, as an unsigned integer. */
export function fnv1a(text: string): number {
  let h = FNV_OFFSET_BASIS;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic generator of floats in [0, 1); the same seed gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
