// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeModelError } from '../../src/model/errors';
import { ModelError, type ModelErrorKind } from '../../src/model/types';

const KINDS: ModelErrorKind[] = [
  'unreachable',
  'cors',
  'local-network-blocked',
  'unauthorized',
  'forbidden',
  'model-not-found',
  'bad-response',
  'timeout',
  'http',
  'cancelled',
  'page-model',
];

describe('model errors in plain words', () => {
  it('words every kind with a fix in both languages', () => {
    for (const kind of KINDS) {
      for (const lang of ['en', 'fr'] as const) {
        const w = describeModelError(
          new ModelError(kind, kind, {
            serverOrigin: 'http://localhost:11434',
            pageOrigin: 'http://lab.test',
            timeoutMs: 60_000,
          }),
          lang,
        );
        expect(w.title.length).toBeGreaterThan(10);
        expect(w.fix.length).toBeGreaterThan(10);
      }
    }
  });
  it('names the origin to allow and OLLAMA_ORIGINS for CORS', () => {
    const e = new ModelError('cors', 'x', {
      serverOrigin: 'http://localhost:11434',
      pageOrigin: 'https://lab.example',
    });
    for (const lang of ['en', 'fr'] as const) {
      expect(describeModelError(e, lang).fix).toContain('OLLAMA_ORIGINS=https://lab.example');
    }
    expect(describeModelError(new ModelError('local-network-blocked', 'x', {}), 'en').fix).toMatch(
      /localhost/,
    );
    expect(describeModelError(new ModelError('timeout', 'x', { timeoutMs: 60_000 }), 'fr').title).toContain(
      '60 s',
    );
  });
});
