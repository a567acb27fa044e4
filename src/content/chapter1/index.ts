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
 * Chapter 1's sections in reading order (seed 000). Each section lives in its own file; measurement and
 * exercises are filled by their own work and join the order once they exist (null until then).
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
].filter((s): s is Section => s !== null);
