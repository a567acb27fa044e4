/** A lost-in-the-middle run (its page's "Load runs"): the plan and its take (src/state/litmRuns.ts). */
import { parseRuns, type LitmRuns } from '../litmRuns';
import { defineLearnerFile, JSON_FILE_ACCEPT, type Loaded } from './contract';

export const litmRunsFile = defineLearnerFile({
  format: 'litm-runs',
  accept: JSON_FILE_ACCEPT,
  unreadable: 'not readable',
  parse: (text): Loaded<LitmRuns, string> => {
    const file = parseRuns(text);
    return file.ok ? file : { ok: false, problem: file.why };
  },
});
