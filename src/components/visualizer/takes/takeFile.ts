/** A take as a downloadable JSON file, and a file read back (validated whole, like a permalink). */
import { parseTakeJson, type Checked, type Take } from '../../../engine';
import { downloadBlob } from '../../kit/download';

/** Longest take file read (a take of 1,000 long answers is well under this). */
export const MAX_TAKE_FILE_BYTES = 16 * 1024 * 1024;

export function takeFileName(mechanism: string, preset: string): string {
  return `take-${mechanism}-${preset}.json`.replace(/[^A-Za-z0-9._-]/g, '-');
}

export function downloadTake(take: Take, name: string): void {
  const blob = new Blob([JSON.stringify(take, null, 2) + '\n'], { type: 'application/json' });
  downloadBlob(blob, name);
}

export async function readTakeFile(file: File): Promise<Checked<Take>> {
  if (file.size > MAX_TAKE_FILE_BYTES)
    return {
      ok: false,
      problem: { field: 'take', detail: `larger than ${MAX_TAKE_FILE_BYTES / 1024 / 1024} MB` },
    };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, problem: { field: 'take', detail: 'not readable' } };
  }
  return parseTakeJson(text);
}
