/** Chapter 5's /memories folder as a file (throwaway: measuring what a new format costs). */
import type { Localized } from '../../i18n/lang';
import { parseJsonFile, unreadableFile } from '../jsonFile';
import { sanitizeMemoryFiles } from '../memoryFiles';
import { isRecord } from '../persist';
import { defineLearnerFile, JSON_FILE_ACCEPT, type Loaded } from './contract';

export const MEMORY_FILES_FORMAT = 'aml-memory-files';

export const memoryFilesFile = defineLearnerFile({
  format: 'memory-files',
  accept: JSON_FILE_ACCEPT,
  unreadable: unreadableFile,
  parse: (text): Loaded<Readonly<Record<string, string>>, Localized> => {
    const json = parseJsonFile(text);
    if (!json.ok) return { ok: false, problem: json.reason };
    if (!isRecord(json.value) || json.value.format !== MEMORY_FILES_FORMAT)
      return {
        ok: false,
        problem: {
          en: 'This file is not a memory folder saved by the lab. Nothing was changed.',
          fr: 'Ce fichier n’est pas un dossier de mémoire enregistré par le labo. Rien n’a été modifié.',
        },
      };
    return { ok: true, value: sanitizeMemoryFiles(json.value).files };
  },
});
