/**
 * The sentence encoder run in this page, as the views see it: its loading progress and last batch (a store), and the
 * two calls that load it and embed texts (src/model/encoder/page.ts runs it in a worker and reads no store: it
 * reports here). Small: the encoder's worker and files load only on the first call.
 */
import { create } from 'zustand';
import {
  embedTexts as embedInPage,
  ENCODER_BYTES,
  ENCODER_MODEL,
  ENCODER_OFF,
  loadEncoder as loadInPage,
  type EncoderState,
  type EncoderStatus,
} from '../model/encoder/page';

export { ENCODER_BYTES, ENCODER_MODEL };
export type { EncoderState, EncoderStatus };

export const useEncoder = create<EncoderState>()(() => ({ ...ENCODER_OFF }));

const report = (patch: Partial<EncoderState>) => useEncoder.setState(patch);

/** Starts the encoder's worker and loads the model (once); resolves when it can embed. */
export function loadEncoder(): Promise<void> {
  return loadInPage(report);
}

/** One vector (512 numbers, unit length) per text, in order; loads the encoder first if needed. */
export function embedTexts(texts: readonly string[], options: { signal?: AbortSignal } = {}) {
  return embedInPage(texts, { ...options, report });
}
