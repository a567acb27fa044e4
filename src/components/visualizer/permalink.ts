/**
 * Permalinks: a scene in readable query parameters of the current route, e.g.
 *   #/en/visualizer?preset=lru&policy=lru&dest=trash&window=3&pageSize=3&budget=200&chunk=80&step=7
 * plus `ops=<base64url JSON>` only when the script differs from the preset's (typed messages, touches...),
 * `compare=1` and `key=<id>` for the side-by-side view. Every field is validated: a bad link is refused
 * as a whole (the caller opens the defaults and says why), never half-applied.
 */
import { PRESETS } from './presets';
import {
  isPresetId,
  sameOps,
  tryValidate,
  validateConfig,
  validateOps,
  type Scene,
  type SceneProblem,
} from './scene';

export const SCENE_PARAMS = [
  'preset',
  'policy',
  'dest',
  'window',
  'pageSize',
  'budget',
  'chunk',
  'step',
  'ops',
  'compare',
  'key',
] as const;

export interface SceneLink {
  scene: Scene;
  step: number;
}

export type ParsedLink =
  { kind: 'none' } | { kind: 'ok'; link: SceneLink } | { kind: 'invalid'; problem: SceneProblem };

export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Writes a scene into `base` (other parameters of the route are kept). */
export function formatSceneQuery(
  link: SceneLink,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const q = new URLSearchParams(base);
  for (const k of SCENE_PARAMS) q.delete(k);
  const { scene, step } = link;
  const c = scene.config;
  q.set('preset', scene.preset);
  q.set('policy', c.policy);
  q.set('dest', c.evictTo);
  q.set('window', String(c.window));
  q.set('pageSize', String(c.pageSize));
  q.set('budget', String(c.summaryBudget));
  q.set('chunk', String(c.maxCharsPerChunk));
  q.set('step', String(step));
  if (!sameOps(scene.ops, PRESETS[scene.preset].ops))
    q.set('ops', encodeBase64Url(JSON.stringify(scene.ops)));
  if (scene.compare) q.set('compare', '1');
  if (scene.keyMessage !== null) q.set('key', scene.keyMessage);
  return q;
}

function intParam(q: URLSearchParams, name: string): number | string | undefined {
  const raw = q.get(name);
  if (raw === null) return undefined;
  return /^-?\d{1,9}$/.test(raw) ? Number(raw) : raw;
}

/** Reads a scene from a route's query; `{ kind: 'none' }` when the route carries no scene at all. */
export function parseSceneQuery(q: URLSearchParams): ParsedLink {
  if (!SCENE_PARAMS.some((k) => q.has(k))) return { kind: 'none' };
  const preset = q.get('preset');
  if (!isPresetId(preset))
    return {
      kind: 'invalid',
      problem: { field: 'preset', detail: `unknown preset ${JSON.stringify(preset)}` },
    };
  const base = PRESETS[preset];
  const pick = (name: string, fallback: number | string) => (q.has(name) ? intParam(q, name) : fallback);
  const config = tryValidate(() =>
    validateConfig({
      window: pick('window', base.config.window),
      policy: q.get('policy') ?? base.config.policy,
      evictTo: q.get('dest') ?? base.config.evictTo,
      pageSize: pick('pageSize', base.config.pageSize),
      summaryBudget: pick('budget', base.config.summaryBudget),
      maxCharsPerChunk: pick('chunk', base.config.maxCharsPerChunk),
    }),
  );
  if (!config.ok) return { kind: 'invalid', problem: config.problem };

  let ops = base.ops;
  const rawOps = q.get('ops');
  if (rawOps !== null) {
    let json: unknown;
    try {
      json = JSON.parse(decodeBase64Url(rawOps));
    } catch {
      return { kind: 'invalid', problem: { field: 'ops', detail: 'not readable' } };
    }
    const checked = tryValidate(() => validateOps(json));
    if (!checked.ok) return { kind: 'invalid', problem: checked.problem };
    ops = checked.value;
  }

  const compareRaw = q.get('compare');
  if (compareRaw !== null && compareRaw !== '0' && compareRaw !== '1') {
    return { kind: 'invalid', problem: { field: 'compare', detail: 'not 0 or 1' } };
  }
  const key = q.get('key');
  if (key !== null && !ops.some((o) => o.op === 'append' && o.id === key)) {
    return {
      kind: 'invalid',
      problem: { field: 'key', detail: `no message ${JSON.stringify(key)} in the scene` },
    };
  }
  const stepRaw = q.has('step') ? intParam(q, 'step') : 0;
  if (typeof stepRaw !== 'number' || stepRaw < 0 || stepRaw > ops.length) {
    return { kind: 'invalid', problem: { field: 'step', detail: `out of range 0..${ops.length}` } };
  }
  return {
    kind: 'ok',
    link: {
      scene: {
        preset,
        config: config.value,
        ops: structuredClone(ops),
        compare: compareRaw === null ? base.compare === true : compareRaw === '1',
        keyMessage: key ?? base.keyMessage ?? null,
      },
      step: stepRaw,
    },
  };
}
