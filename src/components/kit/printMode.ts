import { createContext, use } from 'react';

/**
 * True inside the chapter's handout page: widgets draw their printable form (code and output, key frames). The
 * browser's own print of any other page relies on the print style sheet instead (controls hidden, links as text):
 * a print dialog does not wait for a widget to redraw.
 */
export const PrintMode = createContext(false);

export function useIsPrinting(): boolean {
  return use(PrintMode);
}
