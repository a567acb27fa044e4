/**
 * Extracts public labelled examples for the chapter 2 detector from fetched snapshots of other projects, and derives
 * the detector's data-derived parameters from them.
 *
 *   npx tsx scripts/extract-public-sets.ts gitleaks <path to a gitleaks git dir> [--out <folder>]
 *   npx tsx scripts/extract-public-sets.ts presidio <path to a presidio git dir> [--out <folder>]
 *   npx tsx scripts/extract-public-sets.ts params
 *
 * The first two read the snapshot with `git show` (no work tree needed), parse their test data as TEXT, and write
 * <folder>/<name>.json (default: shared/data/detector/, outside this repository: data from other projects is never
 * committed here): the examples plus where they come from (repository, commit, path, licence). No code of theirs is
 * copied or run here; only their example strings (data) end up in the JSON. The other sources of
 * shared/data/detector/ were extracted the same way by the workplace (its README.md says how).
 *
 * `params` reads every secret source of shared/data/detector/ and writes src/engine/sensitive/learned.ts: the
 * prefixes and thresholds derive.ts computes from all of them (the bench recomputes them without each source).
 *
 * gitleaks (cmd/generate/config/rules/*.go): each rule lists true positives (`tps`) and false positives (`fps`).
 * - literal strings are kept as they are;
 * - `utils.GenerateSampleSecrets(id, secret)` wraps a secret in ~30 contexts (INI, JSON, YAML, Go, Python...):
 *   the templates are READ from the snapshot's cmd/generate/config/utils/generate.go and filled in, in their order;
 * - `secrets.NewSecret(regex)` draws a random string matching a regex: reproduced deterministically here by a
 *   small generator (seeded per rule and call) for the simple regexes they use (classes, counts, groups);
 *   a regex it cannot read makes the example skipped, and counted.
 * presidio (presidio-analyzer/tests/test_*_recognizer.py): `@pytest.mark.parametrize("text, expected_len, ...")`
 * tuples; expected_len > 0 is a positive example, 0 a negative one. `update_iban_checksum(x)` (their helper that sets
 * an IBAN's check digits) is reproduced by the ISO 13616 rule.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedDataDir } from '../tools/data/sharedData';
import { deriveParams } from '../src/engine/sensitive/derive';
import { MUST_PASS } from '../test/fixtures/sensitive';
import { trainingExamples } from './lib/detectorSets/loso';
import { secretSets } from './lib/detectorSets/sets';
import { goStatements, goTokens, type Tok } from './lib/goTokens';
import { pyParametrize } from './lib/pyParametrize';
import { regexSample, seeded } from './lib/regexSample';

const here = dirname(fileURLToPath(import.meta.url));
const EXTRACTED = '2026-12-01';

const argv = process.argv.slice(2);
const outFlag = argv.indexOf('--out');
const outDir = outFlag >= 0 ? argv[outFlag + 1]! : join(sharedDataDir(), 'detector');
const [which, repo] = outFlag < 0 ? argv : argv.filter((_, i) => i !== outFlag && i !== outFlag + 1);

if (which === 'params') {
  writeParams();
  process.exit(0);
}
if ((which !== 'gitleaks' && which !== 'presidio') || !repo) {
  console.error(
    'usage: tsx scripts/extract-public-sets.ts gitleaks|presidio <git dir of the snapshot> [--out <folder>]\n' +
      '       tsx scripts/extract-public-sets.ts params',
  );
  process.exit(2);
}

/** The detector's data-derived parameters from every secret source, written to src/engine/sensitive/learned.ts. */
function writeParams(): void {
  const { sets, missing } = secretSets();
  if (missing !== null) {
    console.error(missing);
    process.exit(1);
  }
  const params = deriveParams(
    trainingExamples(
      sets,
      MUST_PASS.map((o) => o.text),
    ),
  );
  const file = join(here, '..', 'src', 'engine', 'sensitive', 'learned.ts');
  const quote = (x: string): string => `'${x.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const prefixes = params.prefixes.map((p) => `    { prefix: ${quote(p.prefix)}, min: ${p.min} },`);
  writeFileSync(
    file,
    `/**
 * Written by \`npx tsx scripts/extract-public-sets.ts params\`: the detector's data-derived parameters (params.ts),
 * derived (derive.ts) from every public secret source of shared/data/detector/
 * (${sets.map((s) => s.name).join(', ')}) and the lab's own ordinary sentences. Do not edit by hand; test/engine/sensitive/publicSets.test.ts checks they equal
 * what derive.ts computes from the sources today.
 */
import type { DetectorParams } from './params';

export const LEARNED_PARAMS: DetectorParams = {
  vendors: true,
  generic: ${params.generic === null ? 'null' : `{ minLength: ${params.generic.minLength}, minEntropy: ${params.generic.minEntropy} }`},
  prefixes: [
${prefixes.join('\n')}
  ],
};
`,
  );
  console.log(`${file}: ${params.prefixes.length} prefixes, generic rule ${JSON.stringify(params.generic)}`);
}
const git = (...args: string[]): string =>
  execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
const commit = git('rev-parse', 'HEAD').trim();
const licenceText = git('show', 'HEAD:LICENSE');
const licence = /^\s*(?:The )?MIT License/i.test(licenceText) ? 'MIT' : 'see LICENSE';
const licenceHolder = /Copyright[^\n]*/.exec(licenceText)?.[0] ?? '';

/**
 * The labels these two files were written with (2026-12-01), kept so the script writes them again as they are:
 * `kind` and `claimed` by the lab's list of providers at the time. The evaluation no longer reads `claimed`: it decides
 * what is claimed from each example alone, the same way for every source (scripts/lib/detectorSets/claims.ts).
 */
type Claimed = 'provider' | 'keyword' | 'allowlisted' | false;
interface Claim {
  kind: string | null;
  format: string;
}
const GITLEAKS_LISTED: Readonly<Record<string, string>> = {
  'openai-api-key': 'api-key',
  'anthropic-api-key': 'api-key',
  'anthropic-admin-api-key': 'api-key',
  'stripe-access-token': 'api-key',
  'github-pat': 'api-key',
  'github-fine-grained-pat': 'api-key',
  'github-oauth': 'api-key',
  'github-app-token': 'api-key',
  'github-refresh-token': 'api-key',
  'gitlab-pat': 'api-key',
  'slack-bot-token': 'api-key',
  'slack-user-token': 'api-key',
  'slack-webhook-url': 'api-key',
  'aws-access-token': 'api-key',
  'gcp-api-key': 'api-key',
  'huggingface-access-token': 'api-key',
  'sendgrid-api-token': 'api-key',
  'npm-access-token': 'api-key',
  'pypi-upload-token': 'api-key',
  'mailgun-private-api-token': 'api-key',
  'twilio-api-key': 'api-key',
  'digitalocean-pat': 'api-key',
  'shopify-shared-secret': 'api-key',
  'shopify-access-token': 'api-key',
  'shopify-custom-access-token': 'api-key',
  'shopify-private-app-access-token': 'api-key',
  jwt: 'api-key',
  'telegram-bot-api-token': 'api-key',
  'generic-api-key': 'api-key',
  'curl-auth-header': 'api-key',
  'curl-auth-user': 'password',
  'age-secret-key': 'private-key',
  'private-key': 'private-key',
};
function claimOfGitleaksRule(rule: string): Claim | null {
  const kind = GITLEAKS_LISTED[rule];
  return kind === undefined ? null : { kind, format: rule };
}
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

interface PublicItem {
  /** The rule (gitleaks) or test file (presidio) the example belongs to. */
  source: string;
  /** positive: sensitive (a true positive there); negative: benign (a false positive there, or expected_len 0). */
  label: 'positive' | 'negative';
  /** The lab's kind this example exercises when the lab claims the format; null when it does not. */
  kind: string | null;
  /** provider: a format the lab lists; keyword: a secret in a keyword assignment; allowlisted: a false positive
   * gitleaks allowlists by its exact value; false: not claimed. */
  claimed: Claimed;
  /** Their name for the format. */
  format: string;
  /** literal, template (GenerateSampleSecrets context), generated (NewSecret reproduced), checksum (IBAN helper). */
  how: string;
  text: string;
}

function write(name: string, meta: Record<string, unknown>, items: PublicItem[]): void {
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `${name}.json`);
  writeFileSync(file, JSON.stringify({ ...meta, count: items.length, items }, null, 1) + '\n');
  const pos = items.filter((i) => i.label === 'positive').length;
  console.log(`${file}: ${items.length} examples (${pos} positive, ${items.length - pos} negative)`);
}

// ------------------------------------------------------------------ gitleaks

function gitleaks(): void {
  const generate = git('show', 'HEAD:cmd/generate/config/utils/generate.go');
  const templates = sampleTemplates(generate);
  const files = git('ls-tree', '--name-only', 'HEAD', 'cmd/generate/config/rules/')
    .split('\n')
    .filter((f) => f.endsWith('.go'));
  const items: PublicItem[] = [];
  const skipped: Record<string, number> = {};
  for (const file of files) {
    const src = git('show', `HEAD:${file}`);
    const statements = goStatements(goTokens(src));
    let rule = '';
    let call = 0;
    // Values a rule allowlists one by one (string literals under `Allowlists:`): a false positive that is one of
    // them is benign only because gitleaks lists it, not by any property a detector could see.
    let allowlisted = new Set<string>();
    for (const st of statements) {
      const id = ruleIdIn(st);
      if (id !== null) {
        rule = id;
        const a = st.findIndex((tok) => tok.v === 'Allowlists');
        allowlisted = new Set(
          a < 0
            ? []
            : st
                .slice(a)
                .filter((tok) => tok.t === 'str')
                .map((tok) => tok.s!),
        );
      }
      const head = st[0];
      const op = st[1];
      if (
        !head ||
        !op ||
        head.t !== 'id' ||
        (head.v !== 'tps' && head.v !== 'fps') ||
        (op.v !== ':=' && op.v !== '=')
      )
        continue;
      const label = head.v === 'tps' ? 'positive' : 'negative';
      const ctx: EvalCtx = { templates, rand: seeded(`${file}:${rule}:${call++}`), skipped: 0 };
      const values = evalList(st.slice(2), ctx);
      if (ctx.skipped > 0) skipped[`${file}:${rule}`] = (skipped[`${file}:${rule}`] ?? 0) + ctx.skipped;
      const claim = claimOfGitleaksRule(rule);
      for (const v of values) {
        const inContext = v.how.startsWith('template');
        const byValue = label === 'negative' && allowlisted.has(v.text);
        const claimed: Claimed = byValue
          ? 'allowlisted'
          : claim !== null
            ? 'provider'
            : inContext
              ? 'keyword'
              : false;
        const kind = claim?.kind ?? (inContext ? 'api-key' : null);
        items.push({
          source: `${file.split('/').pop()}:${rule}`,
          label,
          kind,
          claimed,
          format: rule,
          how: v.how,
          text: v.text,
        });
      }
    }
  }
  write(
    'gitleaks',
    {
      repository: 'https://github.com/gitleaks/gitleaks',
      commit,
      path: 'cmd/generate/config/rules/*.go (tps and fps of each rule)',
      licence,
      licenceHolder,
      extracted: EXTRACTED,
      how:
        'scripts/extract-public-sets.ts: literal strings kept; GenerateSampleSecrets contexts filled from the templates in ' +
        'cmd/generate/config/utils/generate.go; secrets.NewSecret(regex) reproduced by a seeded generator (not their random draw); ' +
        'examples built from expressions it cannot evaluate are skipped (see skipped).',
      skipped,
    },
    items,
  );
}

/** The `samples` map of GenerateSampleSecrets, in source order: each value with {i}, {I}, {s} placeholders. */
function sampleTemplates(src: string): string[] {
  const start = src.indexOf('func GenerateSampleSecrets(');
  const toks = goTokens(src.slice(start));
  const out: string[] = [];
  // Inside `samples := map[string]string{ "name": "template", ... }`: a string followed by ':' then a string.
  for (let k = 0; k + 2 < toks.length; k++) {
    if (toks[k]!.v === 'replacer') break;
    if (toks[k]!.t === 'str' && toks[k + 1]!.v === ':' && toks[k + 2]!.t === 'str') out.push(toks[k + 2]!.s!);
  }
  if (out.length < 10) throw new Error(`expected the GenerateSampleSecrets templates, found ${out.length}`);
  return out;
}

function ruleIdIn(st: Tok[]): string | null {
  for (let k = 0; k + 2 < st.length; k++)
    if (st[k]!.v === 'RuleID' && st[k + 1]!.v === ':' && st[k + 2]!.t === 'str') return st[k + 2]!.s!;
  return null;
}

interface EvalCtx {
  templates: string[];
  rand: () => number;
  skipped: number;
}
interface Val {
  text: string;
  how: string;
}

/** Evaluates the right-hand side of a tps/fps assignment into examples. */
function evalList(toks: Tok[], ctx: EvalCtx): Val[] {
  const p = { toks, k: 0 };
  const r = expr(p, ctx);
  return r === null ? [] : (r.list ?? (r.one ? [r.one] : []));
}

type P = { toks: Tok[]; k: number };
type R = { one?: Val; list?: Val[] } | null;

function expr(p: P, ctx: EvalCtx): R {
  let left = primary(p, ctx);
  while (p.toks[p.k]?.v === '+') {
    p.k++;
    const right = primary(p, ctx);
    if (left?.one && right?.one)
      left = { one: { text: left.one.text + right.one.text, how: merge(left.one.how, right.one.how) } };
    else left = null;
  }
  return left;
}

const merge = (a: string, b: string): string => (a === 'literal' ? b : a);

/** Skips to the matching close bracket of the one at p.k (returns the index after it). */
function skipGroup(p: P): void {
  let depth = 0;
  do {
    const v = p.toks[p.k]?.v;
    if (v === '(' || v === '{' || v === '[') depth++;
    else if (v === ')' || v === '}' || v === ']') depth--;
    p.k++;
  } while (depth > 0 && p.k < p.toks.length);
}

/** Arguments of a call at p.k === '(' : each evaluated (null when not evaluable). */
function args(p: P, ctx: EvalCtx): R[] {
  const out: R[] = [];
  p.k++; // (
  while (p.k < p.toks.length && p.toks[p.k]!.v !== ')') {
    const before = p.k;
    const v = expr(p, ctx);
    // An argument this evaluator did not consume whole: skip it.
    let depth = 0;
    let whole = true;
    while (p.k < p.toks.length) {
      const t = p.toks[p.k]!.v;
      if (depth === 0 && (t === ',' || t === ')')) break;
      if (t === '...' && depth === 0) {
        p.k++;
        continue;
      }
      whole = false;
      if (t === '(' || t === '{' || t === '[') depth++;
      if (t === ')' || t === '}' || t === ']') depth--;
      p.k++;
    }
    out.push(whole && p.k > before ? v : null);
    if (p.toks[p.k]?.v === ',') p.k++;
  }
  p.k++; // )
  return out;
}

function primary(p: P, ctx: EvalCtx): R {
  const t = p.toks[p.k];
  if (!t) return null;
  if (t.t === 'str') {
    p.k++;
    return { one: { text: t.s!, how: 'literal' } };
  }
  // []string{ a, b, ... }
  if (
    t.v === '[' &&
    p.toks[p.k + 1]?.v === ']' &&
    p.toks[p.k + 2]?.v === 'string' &&
    p.toks[p.k + 3]?.v === '{'
  ) {
    p.k += 4;
    const list: Val[] = [];
    while (p.k < p.toks.length && p.toks[p.k]!.v !== '}') {
      const v = expr(p, ctx);
      if (v?.one && (p.toks[p.k]?.v === ',' || p.toks[p.k]?.v === '}')) list.push(v.one);
      else {
        ctx.skipped++;
        while (p.k < p.toks.length && p.toks[p.k]!.v !== ',' && p.toks[p.k]!.v !== '}') {
          if ('({['.includes(p.toks[p.k]!.v)) skipGroup(p);
          else p.k++;
        }
      }
      if (p.toks[p.k]?.v === ',') p.k++;
    }
    p.k++;
    return { list };
  }
  if (t.t !== 'id') {
    p.k++;
    return null;
  }
  // Qualified name: a.b.c
  let name = t.v;
  p.k++;
  while (p.toks[p.k]?.v === '.' && p.toks[p.k + 1]?.t === 'id') {
    name += '.' + p.toks[p.k + 1]!.v;
    p.k += 2;
  }
  if (p.toks[p.k]?.v !== '(') return name === 'tps' || name === 'fps' ? { list: [] } : null;
  const a = args(p, ctx);
  const str = (r: R | undefined): string | null => (r?.one ? r.one.text : null);
  switch (name) {
    case 'append': {
      const list: Val[] = [];
      for (const r of a.slice(1)) {
        if (r?.list) list.push(...r.list);
        else if (r?.one) list.push(r.one);
        else ctx.skipped++;
      }
      return { list };
    }
    case 'utils.GenerateSampleSecrets': {
      const id = str(a[0]);
      const secret = a[1]?.one;
      if (id === null || !secret) {
        ctx.skipped++;
        return { list: [] };
      }
      const how = secret.how === 'literal' ? 'template' : `template+${secret.how}`;
      return {
        list: ctx.templates.map((tpl) => ({
          text: tpl.replaceAll('{i}', id).replaceAll('{I}', id.toUpperCase()).replaceAll('{s}', secret.text),
          how,
        })),
      };
    }
    case 'utils.GenerateSampleSecret': {
      const id = str(a[0]);
      const secret = a[1]?.one;
      if (id === null || !secret) return null;
      return {
        one: {
          text: `${id}_api_token = "${secret.text}"`,
          how: secret.how === 'literal' ? 'template' : `template+${secret.how}`,
        },
      };
    }
    case 'secrets.NewSecret': {
      const re = str(a[0]);
      if (re === null) return null;
      const s = regexSample(re, ctx.rand);
      return s === null ? null : { one: { text: s, how: 'generated' } };
    }
    case 'utils.Numeric':
    case 'utils.Hex':
    case 'utils.AlphaNumeric':
    case 'utils.AlphaNumericExtendedShort':
    case 'utils.AlphaNumericExtended':
    case 'utils.AlphaNumericExtendedLong': {
      // Their helpers only format a character class and a count (patterns.go); the classes are restated here.
      const size = str(a[0]);
      if (size === null) return null;
      const cls = {
        'utils.Numeric': '[0-9]',
        'utils.Hex': '[a-f0-9]',
        'utils.AlphaNumeric': '[a-z0-9]',
        'utils.AlphaNumericExtendedShort': '[a-z0-9_-]',
        'utils.AlphaNumericExtended': '[a-z0-9=_\\-]',
        'utils.AlphaNumericExtendedLong': '[a-z0-9\\/=_\\+\\-]',
      }[name];
      return { one: { text: `${cls}{${size}}`, how: 'literal' } };
    }
    case 'utils.Hex8_4_4_4_12':
      return {
        one: { text: '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', how: 'literal' },
      };
    default:
      return null;
  }
}

// ------------------------------------------------------------------ presidio

function presidio(): void {
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
  write(
    'presidio',
    {
      repository: 'https://github.com/microsoft/presidio',
      commit,
      path: 'presidio-analyzer/tests/test_*_recognizer.py (pytest parametrize rows "text, expected_len, ...")',
      licence,
      licenceHolder,
      extracted: EXTRACTED,
      how:
        'scripts/extract-public-sets.ts: the text of each row, positive when expected_len > 0, negative when 0; ' +
        'update_iban_checksum(x) reproduced (ISO 13616 check digits); NER-model tests (spacy, stanza, transformers) left out; ' +
        'rows whose text is not a literal are skipped (see skipped).',
      skipped,
    },
    items,
  );
}

if (which === 'gitleaks') gitleaks();
else presidio();
