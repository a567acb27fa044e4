/** presidio's examples: the `pytest.mark.parametrize` rows of presidio-analyzer/tests/test_*_recognizer.py. */
import { pyParametrize } from '../../pyParametrize';
import type { Claim, Extracted, Git, PublicItem } from './source';

/** The formats the lab listed (2026-12-01) by presidio recognizer, with the lab's kind. */
const PRESIDIO_LISTED: Readonly<Record<string, string>> = {
  credit_card: 'card',
  email: 'email',
  iban: 'iban',
  phone: 'phone',
};
/** Tests of language models (NER, LLM, cloud services), not of formats: left out. */
const PRESIDIO_SKIP =
  /^(?:spacy|stanza|transformers|gliner|huggingface_ner|lm|azure_.*|ahds.*|medical_ner|basic_langextract|pattern|entity)$/;
function claimOfPresidioFile(file: string): Claim | 'skip' {
  const name = /test_([a-z0-9_]+)_recognizer\.py$/.exec(file)?.[1] ?? file;
  if (PRESIDIO_SKIP.test(name)) return 'skip';
  return { kind: PRESIDIO_LISTED[name] ?? null, format: name };
}

export function presidio(git: Git): Extracted {
  const files = git('ls-tree', '--name-only', 'HEAD', 'presidio-analyzer/tests/')
    .split('\n')
    .filter((f) => /\/test_[a-z0-9_]+_recognizer\.py$/.test(f));
  const items: PublicItem[] = [];
  const skipped: Record<string, number> = {};
  for (const file of files) {
    const claim = claimOfPresidioFile(file);
    if (claim === 'skip') continue;
    const src = git('show', `HEAD:${file}`);
    const base = file.split('/').pop()!;
    for (const block of pyParametrize(src)) {
      const ti = block.names.findIndex((n) => n === 'text' || n === 'iban');
      const li = block.names.indexOf('expected_len');
      if (ti !== 0 || li < 0) continue;
      for (const row of block.rows) {
        const text = row[ti];
        const len = row[li];
        if (typeof text !== 'object' || text === null || typeof len !== 'number') {
          skipped[base] = (skipped[base] ?? 0) + 1;
          continue;
        }
        if (text.text === '') continue; // the empty string tests their API, not a format
        items.push({
          source: base,
          label: len > 0 ? 'positive' : 'negative',
          kind: claim.kind,
          claimed: claim.kind === null ? false : 'provider',
          format: claim.format,
          how: text.how,
          text: text.text,
        });
      }
    }
  }
  return {
    repository: 'https://github.com/microsoft/presidio',
    path: 'presidio-analyzer/tests/test_*_recognizer.py (pytest parametrize rows "text, expected_len, ...")',
    how:
      'scripts/extract-public-sets.ts: the text of each row, positive when expected_len > 0, negative when 0; ' +
      'update_iban_checksum(x) reproduced (ISO 13616 check digits); NER-model tests (spacy, stanza, transformers) left out; ' +
      'rows whose text is not a literal are skipped (see skipped).',
    skipped,
    items,
  };
}
