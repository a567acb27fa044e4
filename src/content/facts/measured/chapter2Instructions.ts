/** Chapter 2's measured figures about the instruction detector on the public prompt-injection sets. */
import { BENCH_DETECTOR, measuredBy, type MeasuredFact } from './fact';
import { count, fraction, percent } from '../format';

/** The detector's bench on the labelled sets, recomputed by test/content/measured.test.ts. */
const detector = measuredBy(BENCH_DETECTOR, '2026-12-02', 'recomputed');

export const CHAPTER2_INSTRUCTIONS: Readonly<Record<string, MeasuredFact>> = {
  // Chapter 2: detectInstruction on the public injection sets (test half) and the held-out memories.
  'chapter2.instructions.bipia.found': detector(
    fraction(34, 122),
    'bipia: attacks of its test half refused, of all of them',
  ),
  'chapter2.instructions.bipia.recall': detector(
    percent(34 / 122),
    'bipia: recall on the attacks of its test half',
  ),
  'chapter2.instructions.bipia.flagged': detector(
    fraction(0, 35),
    'bipia: benign texts of its test half refused, of all of them',
  ),
  'chapter2.instructions.bipia.falsePositives': detector(
    percent(0 / 35),
    'bipia: false positives on the benign texts of its test half',
  ),
  'chapter2.instructions.cyberseceval.found': detector(
    fraction(53, 619),
    'cyberseceval: attacks of its test half refused, of all of them',
  ),
  'chapter2.instructions.cyberseceval.recall': detector(
    percent(53 / 619),
    'cyberseceval: recall on the attacks of its test half',
  ),
  'chapter2.instructions.garak.found': detector(
    fraction(50, 93),
    'garak: attacks of its test half refused, of all of them',
  ),
  'chapter2.instructions.garak.recall': detector(
    percent(50 / 93),
    'garak: recall on the attacks of its test half',
  ),
  'chapter2.instructions.garak.flagged': detector(
    fraction(0, 42),
    'garak: benign texts of its test half refused, of all of them',
  ),
  'chapter2.instructions.garak.falsePositives': detector(
    percent(0 / 42),
    'garak: false positives on the benign texts of its test half',
  ),
  'chapter2.instructions.llmguard.found': detector(
    fraction(13, 22),
    'llmguard: attacks of its test half refused, of all of them',
  ),
  'chapter2.instructions.llmguard.recall': detector(
    percent(13 / 22),
    'llmguard: recall on the attacks of its test half',
  ),
  'chapter2.instructions.llmguard.flagged': detector(
    fraction(0, 6),
    'llmguard: benign texts of its test half refused, of all of them',
  ),
  'chapter2.instructions.llmguard.falsePositives': detector(
    percent(0 / 6),
    'llmguard: false positives on the benign texts of its test half',
  ),
  'chapter2.instructions.notinject.flagged': detector(
    fraction(0, 168),
    'notinject: benign texts of its test half refused, of all of them',
  ),
  'chapter2.instructions.notinject.falsePositives': detector(
    percent(0 / 168),
    'notinject: false positives on the benign texts of its test half',
  ),
  'chapter2.instructions.cyberseceval.english': detector(
    percent(79 / 245),
    'cyberseceval, every attack in English: recall',
  ),
  'chapter2.instructions.cyberseceval.languages': {
    value: count(18),
    what: 'cyberseceval: the languages of its attacks (the distinct `language` values of the shared file)',
    command:
      'node -e "const d=require(\'../shared/data/detector/injection-cyberseceval.json\');console.log(new Set(d.items.map(i=>i.language)).size)"',
    measured: '2026-12-06',
    check: 'recomputed',
  },
  'chapter2.instructions.cyberseceval.french': detector(
    percent(12 / 48),
    'cyberseceval, every attack machine-translated into French: recall',
  ),
  'chapter2.instructions.heldOut.en.refused': detector(
    fraction(20, 20),
    'held-out instruction-like memories (en) refused, of all of them',
  ),
  'chapter2.instructions.heldOut.en.flagged': detector(
    fraction(0, 20),
    'held-out ordinary memories (en) refused, of all of them',
  ),
  'chapter2.instructions.heldOut.fr.refused': detector(
    fraction(20, 20),
    'held-out instruction-like memories (fr) refused, of all of them',
  ),
  'chapter2.instructions.heldOut.fr.flagged': detector(
    fraction(0, 20),
    'held-out ordinary memories (fr) refused, of all of them',
  ),
};
