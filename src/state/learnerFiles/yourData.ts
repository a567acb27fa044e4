/** "Your data"'s import: the lab's export of this browser's keys (src/state/yourData.ts), checked before anything is written. */
import type { Localized } from '../../i18n/lang';
import { unreadableFile } from '../jsonFile';
import { checkImport } from '../yourData';
import { defineLearnerFile, JSON_FILE_ACCEPT, type Loaded } from './contract';

export const yourDataFile = defineLearnerFile({
  format: 'your-data',
  accept: JSON_FILE_ACCEPT,
  unreadable: unreadableFile,
  parse: (text): Loaded<Record<string, string>, Localized> => {
    const file = checkImport(text);
    return file.ok ? { ok: true, value: file.items } : { ok: false, problem: file.reason };
  },
});
