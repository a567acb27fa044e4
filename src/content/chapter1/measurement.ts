import type { Section } from '../types';

// Placeholder until its issue lands (filled by the measurement work).
export const measurementSection: Section | null = null;
