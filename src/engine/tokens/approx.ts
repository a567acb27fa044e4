/**
 * The notebook's proxy "1 token ~ 4 characters": Math.ceil(chars / 4) for one text
 * (an empty text is 0 tokens). Kept outside tokens.ts so it never loads the BPE tables.
 */
export function approxTokens(text: string): number {
  if (typeof text !== 'string') throw new TypeError('text must be a string');
  return Math.ceil(text.length / 4);
}
