import type { Lang } from '../../i18n/lang';
import type { FieldLook } from '../kit/SelectField';
import type messages from './memoryBench.messages';

/** What the bench widget hands each part of its form and results: whether a run is going, the ids, the language, the words. */
export interface BenchPartProps {
  running: boolean;
  /** The widget's id for one of its fields (unique on the page). */
  fieldId: (s: string) => string;
  lang: Lang;
  t: (typeof messages)['en'];
}

/** The bench's field classes (memoryBench.css). */
export const MB_FIELD: FieldLook = { field: 'mb-field', help: 'mb-help' };
