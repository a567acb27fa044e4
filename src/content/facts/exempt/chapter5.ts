/** Chapter 5's typed numbers, per section, and why: its figures are facts; what is typed is counted. */
import type { Exemption } from '../exempt';

export const EXEMPT_CHAPTER5: Readonly<Record<string, readonly Exemption[]>> = {
  'chapter5/write-path': [
    {
      why: 'count',
      fr: ['Les trois conceptions ci-dessous', 'avec leurs deux dates'],
      en: ['The three designs below', 'with their two dates'],
    },
  ],
};
