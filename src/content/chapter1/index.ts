import type { Section } from '../types';

/** Chapter 1's sections in reading order (seed 000). Each section lives in its own file. */
export const chapter1Sections: Section[] = [];
