/** A take as a downloadable JSON file (read back by its loader: src/state/learnerFiles/take.ts). */
import type { Take } from '../../../engine';
import { downloadBlob } from '../../kit/download';

export function takeFileName(mechanism: string, preset: string): string {
  return `take-${mechanism}-${preset}.json`.replace(/[^A-Za-z0-9._-]/g, '-');
}

export function downloadTake(take: Take, name: string): void {
  const blob = new Blob([JSON.stringify(take, null, 2) + '\n'], { type: 'application/json' });
  downloadBlob(blob, name);
}
