/**
 * Permalinks, generic over a mechanism: a scene in readable query parameters of the current route, e.g.
 *   #/en/visualizer?preset=lru&policy=lru&dest=trash&window=3&pageSize=3&budget=200&chunk=80&step=7
 * `preset`, `step`, `ops`, `compare` and `key` (the followed item) belong to the shell; every other parameter
 * to the mechanism's configuration codec. `ops` is written only when the script differs from the preset's:
 * the script's JSON compressed with deflate-raw (CompressionStream, built into browsers and Node 18+), in
 * base64url, prefixed `z.`. Links written before compression (`ops=<base64url JSON>`) still open.
 * Every field is validated: a bad link is refused as a whole (the caller opens the defaults and says why),
 * never half-applied.
 */
import { validateScript, type Problem, type Scene } from '../engine/scene';
import { readStream } from '../lib/readStream';
import { validateTake, type Take } from '../engine/scene/take';
import type { Lang } from '../i18n/lang';
import { parsePresetName, presetName } from './registry';
import type { AnyMechanism } from './types';

const SHELL_PARAMS = ['preset', 'step', 'ops', 'compare', 'key', 'take'] as const;

/** What writing a link needs of a mechanism (scripts that make links pass just this). */
export type LinkWriter = Pick<AnyMechanism, 'id' | 'defaultPreset' | 'link'> & {
  presets: Readonly<Record<string, { ops: readonly unknown[] }>>;
};

/** Every parameter a link to a scene of `m` may carry (the shell's and the mechanism's). */
export function sceneParams(m: Pick<AnyMechanism, 'link'>): string[] {
  return [...SHELL_PARAMS, ...m.link.params];
}

export interface SceneLink<Config = unknown, Op = unknown> {
  scene: Scene<Config, Op>;
  step: number;
}

export type ParsedLink<Config = unknown, Op = unknown> =
  { kind: 'none' } | { kind: 'ok'; link: SceneLink<Config, Op> } | { kind: 'invalid'; problem: Problem };

// ------------------------------------------------------------------ base64url and compression

export function bytesToBase64Url(bytes: Uint8Array): string {
  let bin = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    bin += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export function encodeBase64Url(text: string): string {
  return bytesToBase64Url(new TextEncoder().encode(text));
}

export function decodeBase64Url(text: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(text));
}

/** Bytes through a (de)compression stream, reading at most `limit` bytes out. */
async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  transform: CompressionStream | DecompressionStream,
  limit = Infinity,
): Promise<Uint8Array> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return readStream(source.pipeThrough<Uint8Array>(transform), { limit });
}

/** The prefix of a compressed script ('.' is not a base64url character, so old links never start with it). */
export const COMPRESSED_PREFIX = 'z.';
/** Longest decompressed script read from a link (a few bytes of deflate can expand enormously). */
const MAX_SCRIPT_BYTES = 8 * 1024 * 1024;

/** deflate-raw + base64url, prefixed with `z.`. */
export async function compressText(text: string): Promise<string> {
  const bytes = await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  return COMPRESSED_PREFIX + bytesToBase64Url(bytes);
}

export async function decompressText(value: string): Promise<string> {
  if (!value.startsWith(COMPRESSED_PREFIX)) throw new Error('not a compressed script');
  const input = base64UrlToBytes(value.slice(COMPRESSED_PREFIX.length));
  const bytes = await pipe(input, new DecompressionStream('deflate-raw'), MAX_SCRIPT_BYTES);
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

// ------------------------------------------------------------------ writing

function sameOps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Writes a scene into `base` (other parameters of the route are kept). Async only when the script differs
 * from its preset's (it is then compressed).
 */
export async function formatSceneQuery(
  m: LinkWriter,
  link: SceneLink,
  base: URLSearchParams = new URLSearchParams(),
): Promise<URLSearchParams> {
  const q = formatSceneQueryWithoutOps(m, link, base);
  const preset = m.presets[link.scene.preset];
  if (!preset || !sameOps(link.scene.ops, preset.ops)) {
    q.set('ops', await compressText(JSON.stringify(link.scene.ops)));
  }
  // The model's recorded answers, so the link reopens offline, exactly (src/engine/take.ts).
  const take = link.scene.take;
  if (take && take.answers.length + take.vectors.length > 0)
    q.set('take', await compressText(JSON.stringify(take)));
  return q;
}

/** The scene's parameters except `ops`: what a link says when the script is the preset's. */
export function formatSceneQueryWithoutOps(
  m: LinkWriter,
  link: SceneLink,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const q = new URLSearchParams(base);
  for (const k of sceneParams(m)) q.delete(k);
  const { scene, step } = link;
  // A scene given whole (not a preset's) reopens on the mechanism's default preset with its own script.
  q.set('preset', presetName(m.id, m.presets[scene.preset] ? scene.preset : m.defaultPreset));
  for (const [k, v] of Object.entries(m.link.write(scene.config))) q.set(k, v);
  q.set('step', String(step));
  if (scene.compare) q.set('compare', '1');
  if (scene.focus !== null) q.set('key', scene.focus);
  return q;
}

// ------------------------------------------------------------------ reading

/** Which mechanism a route's link is about, or null when the route carries no scene (or names no mechanism). */
export function linkedMechanism(q: URLSearchParams): string | null {
  const preset = q.get('preset');
  return preset === null ? null : (parsePresetName(preset)?.mechanism ?? null);
}

/** Whether the route carries scene parameters of `m` at all. */
export function hasSceneParams(q: URLSearchParams, m: AnyMechanism): boolean {
  return sceneParams(m).some((k) => q.has(k));
}

/**
 * Reads a scene of mechanism `m` from a route's query; `{ kind: 'none' }` when the route carries no scene.
 * Synchronous unless the link holds a compressed script (decompression is a stream): then a promise.
 */
export function parseSceneQuery(
  m: AnyMechanism,
  q: URLSearchParams,
  lang?: Lang,
): ParsedLink | Promise<ParsedLink> {
  if (!hasSceneParams(q, m)) return { kind: 'none' };
  const rawTake = q.get('take');
  if (rawTake !== null) {
    const rest = new URLSearchParams(q);
    rest.delete('take');
    return readTake(rawTake).then(async (take) => {
      if (!take.ok) return { kind: 'invalid', problem: take.problem } as const;
      const parsed = await parseSceneQuery(m, rest, lang);
      if (parsed.kind !== 'ok')
        return parsed.kind === 'none'
          ? ({ kind: 'invalid', problem: { field: 'preset', detail: 'missing' } } as const)
          : parsed;
      return {
        kind: 'ok',
        link: { ...parsed.link, scene: { ...parsed.link.scene, take: take.value } },
      } as const;
    });
  }
  const rawOps = q.get('ops');
  if (rawOps !== null && rawOps.startsWith(COMPRESSED_PREFIX)) {
    return decompressText(rawOps).then(
      (json) => finish(m, q, json, lang),
      () => ({ kind: 'invalid', problem: { field: 'ops', detail: 'not readable' } }) as const,
    );
  }
  let json: string | null = null;
  if (rawOps !== null) {
    try {
      json = decodeBase64Url(rawOps);
    } catch {
      return { kind: 'invalid', problem: { field: 'ops', detail: 'not readable' } };
    }
  }
  return finish(m, q, json, lang);
}

async function readTake(raw: string): Promise<{ ok: true; value: Take } | { ok: false; problem: Problem }> {
  let json: string;
  try {
    json = await decompressText(raw);
  } catch {
    return { ok: false, problem: { field: 'take', detail: 'not readable' } };
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, problem: { field: 'take', detail: 'not readable' } };
  }
  return validateTake(data);
}

/** A preset's configuration and script in a page's language (its own when it has none in that language). */
export function presetIn(
  preset: AnyMechanism['presets'][string],
  lang: Lang | undefined,
): { config: unknown; ops: unknown[] } {
  return (lang === undefined ? undefined : preset.inLanguage?.[lang]) ?? preset;
}

function finish(m: AnyMechanism, q: URLSearchParams, opsJson: string | null, lang?: Lang): ParsedLink {
  const name = q.get('preset');
  const ref = name === null ? null : parsePresetName(name);
  const preset = ref && ref.mechanism === m.id ? m.presets[ref.preset] : undefined;
  const base = preset ? { ...preset, ...presetIn(preset, lang) } : undefined;
  if (!ref || !base) {
    return {
      kind: 'invalid',
      problem: { field: 'preset', detail: `unknown preset ${JSON.stringify(name)}` },
    };
  }
  const config = m.validateConfig(m.link.read(q, base.config));
  if (!config.ok) return { kind: 'invalid', problem: config.problem };

  // The preset's script is copied (scenes are never shared between widgets); a parsed one is already fresh.
  let ops: unknown[] | null = null;
  if (opsJson !== null) {
    let json: unknown;
    try {
      json = JSON.parse(opsJson);
    } catch {
      return { kind: 'invalid', problem: { field: 'ops', detail: 'not readable' } };
    }
    const checked = validateScript(m, json);
    if (!checked.ok) return { kind: 'invalid', problem: checked.problem };
    ops = checked.value as unknown[];
  }
  ops ??= structuredClone(base.ops);

  const compareRaw = q.get('compare');
  if (compareRaw !== null && compareRaw !== '0' && compareRaw !== '1') {
    return { kind: 'invalid', problem: { field: 'compare', detail: 'not 0 or 1' } };
  }
  if (compareRaw === '1' && !m.compare) {
    return { kind: 'invalid', problem: { field: 'compare', detail: 'no compare mode for this mechanism' } };
  }
  const key = q.get('key');
  if (key !== null && !(m.focus?.exists(ops, key) ?? false)) {
    return {
      kind: 'invalid',
      problem: { field: 'key', detail: `no message ${JSON.stringify(key)} in the scene` },
    };
  }
  const stepRaw = q.get('step');
  const step = stepRaw === null ? 0 : /^-?\d{1,9}$/.test(stepRaw) ? Number(stepRaw) : NaN;
  if (!Number.isInteger(step) || step < 0 || step > ops.length) {
    return { kind: 'invalid', problem: { field: 'step', detail: `out of range 0..${ops.length}` } };
  }
  return {
    kind: 'ok',
    link: {
      scene: {
        mechanism: m.id,
        preset: ref.preset,
        config: config.value,
        ops,
        compare: compareRaw === null ? base.compare === true : compareRaw === '1',
        focus: key ?? base.focus ?? null,
      },
      step,
    },
  };
}

/** The scene a preset opens on (a fresh copy: scenes are never shared between widgets). */
export function presetScene(m: AnyMechanism, preset: string, lang?: Lang): Scene<unknown, unknown> {
  const p = m.presets[preset] ?? m.presets[m.defaultPreset];
  if (!p) throw new Error(`mechanism ${m.id} has no preset ${preset} and no default`);
  const local = presetIn(p, lang);
  return {
    mechanism: m.id,
    preset: m.presets[preset] ? preset : m.defaultPreset,
    config: structuredClone(local.config),
    ops: structuredClone(local.ops),
    compare: p.compare === true,
    focus: p.focus ?? null,
  };
}
