/**
 * The chapter 2 detector: what a memory must refuse to keep (secrets, wallet keys, personal data), in linear time.
 * One entry point; the scanners live beside it (scan.ts lists them).
 */
export type { SensitiveKind, SensitiveMatch } from './types';
export { SENSITIVE_KINDS } from './types';
export { createDetector, detectSensitive, findSensitive, maskSecret, type Detector } from './scan';
export type { DetectorParams, GenericRule, LearnedPrefix } from './params';
export { ibanValid, luhnValid } from './checksums';
export { scanValue, scanValueForInstruction, type InstructionInValue, type ValueFinding } from './scanValue';
export { detectInstruction, type InstructionCategory, type InstructionFinding } from './instructions';
