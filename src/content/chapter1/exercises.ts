import type { Section } from '../types';

// Placeholder until its issue lands (filled by the exercises work).
export const exercisesSection: Section | null = null;
