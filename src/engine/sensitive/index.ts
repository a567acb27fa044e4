/**
 * The chapter 2 detector: what a memory must refuse to keep (secrets, wallet keys, personal data), in linear time.
 * One entry point; the scanners live beside it (scan.ts lists them).
 */
export type { SensitiveKind, SensitiveMatch } from './types';
export { SENSITIVE_KINDS } from './types';
export { detectSensitive, findSensitive, maskSecret } from './scan';
export { ibanValid, luhnValid } from './checksums';
export { scanValue, type ValueFinding } from './scanValue';
