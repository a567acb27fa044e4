import type { Section } from '../types';
import { conclusionSection } from './conclusion';
import { evictionSection } from './eviction';
import { exercisesSection } from './exercises';
import { measurementSection } from './measurement';
import { pagingSection } from './paging';
import { problemSection } from './problem';
import { progressiveSummarySection } from './progressiveSummary';
import { rollingWindowSection } from './rollingWindow';
import { vocabularySection } from './vocabulary';

/**
 * Chapter 1's lesson content (seed 000), one section per file, loaded lazily by `loadChapterContent('1')`.
 * The navigation data in ../chapters.ts gives the reading order and the titles; test/content/chapter1.test.ts
 * checks that it lists exactly these sections, in this order.
 */
export const chapter1Sections: Section[] = [
  problemSection,
  vocabularySection,
  rollingWindowSection,
  progressiveSummarySection,
  evictionSection,
  pagingSection,
  measurementSection,
  exercisesSection,
  conclusionSection,
];
