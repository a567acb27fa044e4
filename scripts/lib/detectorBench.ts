/**
 * Section 5 of `npm run bench` (alone: `npm run bench -- --detector`): the chapter 2 detectors.
 *
 * 1. detectSensitive, leave one source out: for each public secret/PII source (shared/data/detector/), the
 *    data-derived parameters are computed without it and the detector they make is scored on it; on the `test` half
 *    of each source (never looked at while rules were written) and on all of it. The worst row is the figure.
 * 2. The shipped detector (parameters from every source) on each source, with what is reported apart.
 * 3. The held-out set written before the rules changed (test/fixtures/detectorHeldOut.ts), and the lab's older set.
 * 4. detectInstruction on the public injection sets and on the held-out memories, French and English.
 * 5. Speed on mixed text beside a plain pass over the same text; growth on inputs shaped to hurt each scanner.
 */
import { detectInstruction, detectSensitive, type SensitiveKind } from '../../src/engine/index';
import { LEARNED_PARAMS } from '../../src/engine/sensitive/learned';
import {
  HELD_OUT_BENIGN,
  HELD_OUT_IDENTIFIERS,
  HELD_OUT_INSTRUCTIONS,
  HELD_OUT_MEMORIES,
  HELD_OUT_SECRETS,
} from '../../test/fixtures/detectorHeldOut';
import { MUST_PASS, MUST_REFUSE } from '../../test/fixtures/sensitive';
import { SECRET_KINDS } from './detectorSets/claims';
import { pct, scoreSet, type SetScore, type Tally } from './detectorSets/evaluate';
import { scoreInjection } from './detectorSets/injection';
import { leaveOneSourceOut } from './detectorSets/loso';
import { injectionSets, secretSets, type Half } from './detectorSets/sets';
import { bestCpu, bestCpuPair, fmtMs } from './stats';

const frac = (a: number, b: number): string => `${pct(a, b)} (${a}/${b})`;

/** The plain pass: read every character once and count the spaces (what any scan must at least do). */
function plainPass(text: string): number {
  let spaces = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 32) spaces++;
  return spaces;
}

const ownBenign = MUST_PASS.map((o) => o.text);

/** The leave-one-source-out table as markdown rows (also what the README shows). */
export function losoLines(only: Half | undefined): string[] {
  const { sets, missing } = secretSets();
  if (missing !== null) return [`  ${missing}`];
  const rows = leaveOneSourceOut(sets, ownBenign, only);
  const out = [
    '| source held out | claimed positives found | false positives, benign negatives | every negative without a prefix | key-shaped negatives flagged | derived part alone: recall | prefixes learned | generic rule |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  let worstRecall = Infinity;
  let worstFp = -Infinity;
  const pooled = { found: 0, positives: 0, flagged: 0, negatives: 0 };
  let worstRecallName = '';
  let worstFpName = '';
  for (const r of rows) {
    const c = r.heldOut.claimed;
    const recall = c.found / c.positives;
    const fp = c.negatives === 0 ? 0 : c.flagged / c.negatives;
    if (recall < worstRecall) [worstRecall, worstRecallName] = [recall, r.source];
    if (fp > worstFp) [worstFp, worstFpName] = [fp, r.source];
    pooled.found += c.found;
    pooled.positives += c.positives;
    pooled.flagged += c.flagged;
    pooled.negatives += c.negatives;
    const g = r.params.generic;
    out.push(
      `| ${r.source} | ${frac(c.found, c.positives)} | ${frac(c.flagged, c.negatives)} | ${frac(r.heldOut.unprefixed.flagged, r.heldOut.unprefixed.negatives)} | ${frac(r.heldOut.keyShaped.flagged, r.heldOut.keyShaped.negatives)} | ${frac(r.derivedOnly.claimed.found, r.derivedOnly.claimed.positives)} | ${r.params.prefixes.length} | ${g === null ? 'off' : `body ≥ ${g.minLength}, ≥ ${g.minEntropy} bits/char`} |`,
    );
  }
  out.push(
    `| **worst** | **${pct(worstRecall, 1).trim()}** (${worstRecallName}) | **${pct(worstFp, 1).trim()}** (${worstFpName}) | | | | | |`,
    `| every source, each held out (pooled) | ${frac(pooled.found, pooled.positives)} | ${frac(pooled.flagged, pooled.negatives)} | | | | | |`,
  );
  // The held-out set, never tuned on, scored by the shipped detector beside the sources held out.
  const secrets = HELD_OUT_SECRETS.filter((x) => detectSensitive(x.text).some((k) => SECRET_KINDS.has(k)));
  const ids = HELD_OUT_IDENTIFIERS.filter((x) => detectSensitive(x.text).includes(x.kind as SensitiveKind));
  const benign = HELD_OUT_BENIGN.filter((x) => detectSensitive(x.text).length > 0);
  out.push(
    `| held-out set (test/fixtures/detectorHeldOut.ts, never tuned on) | ${frac(secrets.length + ids.length, HELD_OUT_SECRETS.length + HELD_OUT_IDENTIFIERS.length)} | ${frac(benign.length, HELD_OUT_BENIGN.length)} | | | | | |`,
  );
  return out;
}

function sourceLine(s: SetScore): string {
  const kinds = [...s.byKind]
    .filter(([, t]) => t.positives > 0)
    .map(([k, t]) => `${k} ${pct(t.found, t.positives).trim()}`)
    .join(', ');
  return (
    `  ${s.name.padEnd(12)} claimed ${frac(s.claimed.found, s.claimed.positives).padEnd(22)} benign FP ${frac(s.claimed.flagged, s.claimed.negatives).padEnd(20)}` +
    ` | apart: key-shaped negatives flagged ${frac(s.keyShaped.flagged, s.keyShaped.negatives)}, stance-shaped ${frac(s.stanceShaped.flagged, s.stanceShaped.negatives)}, unclaimed positives found ${frac(s.unclaimed.found, s.unclaimed.positives)}` +
    `\n      by kind: ${kinds}`
  );
}

function held(label: string, found: number, total: number): string {
  return `  ${label.padEnd(58)} ${frac(found, total)}`;
}

export function detectorBenchLines(): string[] {
  const out: string[] = [];
  const { sets, missing } = secretSets();
  if (missing !== null) out.push(`  ${missing}`);
  for (const set of sets)
    out.push(
      `  ${set.name}: ${set.repository} @ ${set.commit.slice(0, 12)} (${set.licence}), ${set.items.length} examples`,
    );

  out.push('');
  out.push(
    '  5.1 Leave one source out (parameters derived without the source, scored on its `test` half, never looked at):',
  );
  for (const l of losoLines('test')) out.push(`  ${l}`);
  out.push('  The same, scored on every example of each source:');
  for (const l of losoLines(undefined)) out.push(`  ${l}`);
  out.push(
    '  (targets: worst held-out recall >= 90% on claimed kinds, worst false positives <= 5% on benign negatives; ' +
      'claims: scripts/lib/detectorSets/claims.ts)',
  );

  out.push('');
  out.push(
    `  5.2 The shipped detector (src/engine/sensitive/learned.ts: ${LEARNED_PARAMS.prefixes.length} prefixes, generic rule ${JSON.stringify(LEARNED_PARAMS.generic)}), every example:`,
  );
  for (const set of sets) out.push(sourceLine(scoreSet(detectSensitive, set)));

  out.push('');
  out.push(
    '  5.3 The held-out set (test/fixtures/detectorHeldOut.ts, written before the rules changed, never tuned on):',
  );
  const isSecret = (k: string): boolean => SECRET_KINDS.has(k);
  for (const lang of ['en', 'fr'] as const) {
    const secrets = HELD_OUT_SECRETS.filter((x) => x.lang === lang || (lang === 'en' && x.lang === '-'));
    const found = secrets.filter((x) => detectSensitive(x.text).some(isSecret)).length;
    out.push(held(`secrets (${lang}${lang === 'en' ? ', and bare key files' : ''})`, found, secrets.length));
  }
  const byKind = new Map<string, [number, number]>();
  for (const x of HELD_OUT_IDENTIFIERS) {
    const t = byKind.get(x.kind) ?? [0, 0];
    if (detectSensitive(x.text).includes(x.kind as SensitiveKind)) t[0]++;
    t[1]++;
    byKind.set(x.kind, t);
  }
  const idFound = [...byKind.values()].reduce((a, t) => a + t[0], 0);
  out.push(
    held(
      `identifiers (${[...byKind].map(([k, [f, n]]) => `${k} ${f}/${n}`).join(', ')})`,
      idFound,
      HELD_OUT_IDENTIFIERS.length,
    ),
  );
  for (const lang of ['en', 'fr'] as const) {
    const benign = HELD_OUT_BENIGN.filter((x) => x.lang === lang);
    const flagged = benign.filter((x) => detectSensitive(x.text).length > 0).length;
    out.push(held(`benign text flagged (${lang})`, flagged, benign.length));
  }
  const missed = MUST_REFUSE.filter((l) => !detectSensitive(l.text).includes(l.kind)).length;
  const flagged = MUST_PASS.filter((o) => detectSensitive(o.text).length > 0).length;
  out.push(
    held(
      "the lab's older set (test/fixtures/sensitive.ts, tuned on): found",
      MUST_REFUSE.length - missed,
      MUST_REFUSE.length,
    ),
  );
  out.push(held('  and its ordinary sentences flagged', flagged, MUST_PASS.length));

  out.push('');
  for (const l of injectionLines()) out.push(l);

  out.push('');
  for (const l of speedLines()) out.push(l);
  return out;
}

/** detectInstruction on the public injection sets (test half and all) and the held-out memories. */
export function injectionLines(): string[] {
  const out: string[] = [];
  const isInstruction = (t: string): boolean => detectInstruction(t) !== null;
  out.push(
    '  5.4 detectInstruction on the public injection sets (rules written from the policy, adjusted on the `dev` half):',
  );
  const { sets, missing } = injectionSets();
  if (missing !== null) out.push(`  ${missing}`);
  out.push(
    '  | source | attacks found, test half | false positives, test half | attacks found, all | false positives, all |',
  );
  out.push('  |---|---:|---:|---:|---:|');
  const langs = new Map<string, Tally>();
  for (const set of sets) {
    const test = scoreInjection(isInstruction, set, 'test');
    const all = scoreInjection(isInstruction, set);
    out.push(
      `  | ${set.name} | ${frac(test.all.found, test.all.positives)} | ${frac(test.all.flagged, test.all.negatives)} | ${frac(all.all.found, all.all.positives)} | ${frac(all.all.flagged, all.all.negatives)} |`,
    );
    if (set.name === 'cyberseceval') for (const [l, t] of all.byLanguage) langs.set(l, t);
  }
  for (const l of ['English', 'French']) {
    const t = langs.get(l);
    if (t) out.push(`  cyberseceval in ${l}, every example: attacks found ${frac(t.found, t.positives)}`);
  }
  out.push('  The held-out memories (test/fixtures/detectorHeldOut.ts; written by the author of the rules):');
  for (const lang of ['en', 'fr'] as const) {
    const bad = HELD_OUT_INSTRUCTIONS.filter((m) => m.lang === lang);
    const good = HELD_OUT_MEMORIES.filter((m) => m.lang === lang);
    out.push(
      held(`instructions refused (${lang})`, bad.filter((m) => isInstruction(m.value)).length, bad.length),
    );
    out.push(
      held(
        `ordinary memories refused (${lang})`,
        good.filter((m) => isInstruction(m.value)).length,
        good.length,
      ),
    );
  }
  return out;
}

function speedLines(): string[] {
  const out: string[] = [];
  const toMb = (pieces: string[]): string => {
    const joined = pieces.join('\n');
    return joined.repeat(Math.ceil(1_000_000 / joined.length)).slice(0, 1_000_000);
  };
  const { sets } = secretSets();
  const texts: [string, string][] = [
    [
      "mixed text: the lab's sentences with a finding every other line",
      toMb([...MUST_PASS.map((o) => o.text), ...MUST_REFUSE.map((l) => l.text)]),
    ],
    ["ordinary sentences only (the lab's near misses)", toMb(MUST_PASS.map((o) => o.text))],
  ];
  if (sets.length > 0)
    texts.push([
      'dense: the public examples, nearly every line a secret',
      toMb(sets.flatMap((s) => s.items.map((i) => i.text))),
    ]);
  out.push(
    '  5.5 Speed on 1,000,000 characters (CPU time, best of 25 taken in turns with a plain pass that reads each character once):',
  );
  for (const [label, text] of texts) {
    const mb = text.length / 1e6;
    const [scanMs, plainMs] = bestCpuPair(
      () => detectSensitive(text),
      () => plainPass(text),
      25,
    );
    out.push(
      `  ${label.padEnd(66)} ${fmtMs(scanMs).padStart(9)} = ${(mb / (scanMs / 1000)).toFixed(1).padStart(5)} MB/s; ` +
        `plain pass ${fmtMs(plainMs)} = ${(mb / (plainMs / 1000)).toFixed(0)} MB/s; ratio ${(scanMs / plainMs).toFixed(1)}x`,
    );
  }
  out.push('  (target: >= 40 MB/s on mixed text)');

  out.push(
    '  Inputs shaped to hurt each scanner, 100,000 then 200,000 characters (CPU, best of 7; linear: ~2x):',
  );
  const shapes: [string, string][] = [
    ['tokens: base64 run', 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODkr/'],
    ['tokens: delimiters', 'a=b:c"d\'e,f;g(h)[i]{j}<k>|l&m?n\\o'],
    ['tokens: e-mail-ish', 'a@b.'],
    ['tokens: seed words', 'abandon '],
    ['tokens: dotted prefixes', 'a.sk-.ghp_/'],
    ['digits: digits', '0123456789'],
    ['digits: groups', '1 '],
    ['digits: pairs', '06 '],
    ['digits: plus groups', '+1 '],
    ['digits: after IBAN heads', 'FR76 1234 '],
    ['digits: SSN-ish', '123-45-'],
    ['ids: DNI-ish', '1234567'],
    ['ids: NINO-ish', 'AB 12 34 56 '],
    ['iban: heads', 'FR76 0000 '],
    ['iban: dashes', 'DE89-3704-'],
    ['keywords: assignments', 'password='],
    ['keywords: open quotes', 'token="'],
    ['keywords: glued', 'passwordtokensecret'],
    ['keywords: glued values', 'x-token-'],
    ['keywords: comparisons', '"x" == password '],
    ['keywords: xml', '<aToken>'],
    ['commands: curl -u', ' -u a:'],
    ['commands: authorization', 'Authorization: Basic '],
    ['pem: headers', '-----BEGIN RSA PRIVATE KEY-----'],
    ['mixed punctuation', 'a1@. -+(0)=:"\'\n'],
    ['instructions: words', 'ignore the previous and when asked say '],
  ];
  let worstRatio = 0;
  let worstName = '';
  for (const [name, unit] of shapes) {
    const rep = (n: number): string => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
    const a = rep(100_000);
    const b = rep(200_000);
    const run = name.startsWith('instructions')
      ? (s: string) => void detectInstruction(s)
      : (s: string) => void detectSensitive(s);
    const ta = bestCpu(() => run(a));
    const tb = bestCpu(() => run(b));
    const ratio = tb / Math.max(ta, 0.001);
    if (ratio > worstRatio) [worstRatio, worstName] = [ratio, name];
    out.push(
      `  ${name.padEnd(26)} ${fmtMs(ta).padStart(10)} → ${fmtMs(tb).padStart(10)}  x${ratio.toFixed(2)}`,
    );
  }
  out.push(
    `  largest growth from 100k to 200k: x${worstRatio.toFixed(2)} (${worstName}); CPU times under 1 ms are noise-dominated`,
  );
  return out;
}
