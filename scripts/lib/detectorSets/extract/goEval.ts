/**
 * Reads gitleaks' rule files (Go) as TEXT: the `samples` templates of GenerateSampleSecrets, a rule's id, and the
 * right-hand side of a `tps`/`fps` assignment evaluated into examples (literals, concatenations, `append`, their
 * sample helpers, `secrets.NewSecret(regex)` by a seeded generator). Nothing of theirs is run.
 */
import { goTokens, type Tok } from '../../goTokens';
import { regexSample } from '../../regexSample';

/** The `samples` map of GenerateSampleSecrets, in source order: each value with {i}, {I}, {s} placeholders. */
export function sampleTemplates(src: string): string[] {
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

export function ruleIdIn(st: Tok[]): string | null {
  for (let k = 0; k + 2 < st.length; k++)
    if (st[k]!.v === 'RuleID' && st[k + 1]!.v === ':' && st[k + 2]!.t === 'str') return st[k + 2]!.s!;
  return null;
}

export interface EvalCtx {
  templates: string[];
  rand: () => number;
  skipped: number;
}
interface Val {
  text: string;
  how: string;
}

/** Evaluates the right-hand side of a tps/fps assignment into examples. */
export function evalList(toks: Tok[], ctx: EvalCtx): Val[] {
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
