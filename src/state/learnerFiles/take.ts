/** A scene's take (the visualizer's "Load a take"): the take itself, as `downloadTake` writes it. */
import { parseTakeJson } from '../../engine';
import { defineLearnerFile, JSON_FILE_ACCEPT } from './contract';

/** Longest take file read (a take of 1,000 long answers is well under this). */
export const MAX_TAKE_FILE_BYTES = 16 * 1024 * 1024;

export const takeFile = defineLearnerFile({
  format: 'take',
  accept: JSON_FILE_ACCEPT,
  limit: {
    bytes: MAX_TAKE_FILE_BYTES,
    problem: { field: 'take', detail: `larger than ${MAX_TAKE_FILE_BYTES / 1024 / 1024} MB` },
  },
  unreadable: { field: 'take', detail: 'not readable' },
  parse: parseTakeJson,
});
