import {
  COMPRESSED_PREFIX,
  compressText,
  decodeBase64Url,
  decompressText,
  encodeBase64Url,
  formatSceneQuery,
  parseSceneQuery,
} from '../../src/mechanisms/permalink';
import { validateScript } from '../../src/engine';
import agentMemory from '../../src/mechanisms/agent-memory';
import { nextMessageId } from '../../src/mechanisms/agent-memory/ops';
import { PRESET_IDS, PRESETS } from '../../src/mechanisms/agent-memory/presets';
import { parsePresetName, presetName } from '../../src/mechanisms/registry';
import { presetScene } from '../components/visualizer/agentMemoryScenes';

const q = (s: string) => new URLSearchParams(s);
const parse = (s: URLSearchParams) => Promise.resolve(parseSceneQuery(agentMemory, s));

describe('permalinks', () => {
  it('round-trips every preset at every step', async () => {
    for (const id of PRESET_IDS) {
      const scene = presetScene(id);
      for (let step = 0; step <= scene.ops.length; step++) {
        const parsed = await parse(await formatSceneQuery(agentMemory, { scene, step }));
        expect(parsed).toEqual({ kind: 'ok', link: { scene, step } });
      }
    }
  });

  it('round-trips a modified scene: typed messages (accents, emoji), touches, new configuration', async () => {
    const scene = presetScene('lru');
    scene.config = {
      ...scene.config,
      policy: 'importance',
      evictTo: 'summary',
      window: 50,
      summaryBudget: 0,
    };
    scene.ops.push({
      op: 'append',
      id: 'm6',
      role: 'tool',
      content: 'Évincé ? 🚀 "quoted" & co',
      importance: 7.5,
      pinned: true,
    });
    scene.ops.push({ op: 'setImportance', id: 'm6', value: -2 });
    scene.compare = true;
    scene.focus = 'm6';
    const query = await formatSceneQuery(agentMemory, { scene, step: 9 });
    expect(query.get('ops')).toMatch(/^z\.[A-Za-z0-9_-]+$/);
    expect(await parse(query)).toEqual({ kind: 'ok', link: { scene, step: 9 } });
  });

  it('still opens links written before compression (base64url JSON ops)', async () => {
    const scene = presetScene('lru');
    scene.ops.push({ op: 'append', id: 'm6', role: 'user', content: 'Résumé ✓' });
    const old = `preset=lru&policy=lru&dest=trash&window=3&pageSize=3&budget=200&chunk=80&step=9&ops=${encodeBase64Url(
      JSON.stringify(scene.ops),
    )}`;
    const parsed = parseSceneQuery(agentMemory, q(old));
    expect(parsed).not.toBeInstanceOf(Promise); // no decompression: opens at once
    expect(parsed).toEqual({ kind: 'ok', link: { scene, step: 9 } });
  });

  it('compresses a long script to a small fraction of its JSON', async () => {
    const scene = presetScene('playground');
    for (let i = 0; i < 500; i++)
      scene.ops.push({
        op: 'append',
        id: `m${i}`,
        role: 'user',
        content: `message number ${i} about the tests`,
      });
    const json = JSON.stringify(scene.ops);
    const ops = (await formatSceneQuery(agentMemory, { scene, step: 0 })).get('ops') ?? '';
    expect(ops.length).toBeLessThan(json.length / 5);
    expect(await decompressText(ops)).toBe(json);
  });

  it('leaves the ops out of the link when the script is the preset’s, and keeps other parameters', async () => {
    const query = await formatSceneQuery(
      agentMemory,
      { scene: presetScene('summary'), step: 3 },
      q('foo=bar'),
    );
    expect(query.has('ops')).toBe(false);
    expect(query.get('foo')).toBe('bar');
    expect(query.get('window')).toBe('3');
    expect(query.get('preset')).toBe('summary');
  });

  it('says "none" when the route carries no scene', async () => {
    expect(await parse(q(''))).toEqual({ kind: 'none' });
    expect(await parse(q('foo=1'))).toEqual({ kind: 'none' });
  });

  it.each([
    ['preset=nope', 'preset'],
    ['preset=other-mechanism/lru', 'preset'],
    ['preset=lru&window=0', 'window'],
    ['preset=lru&window=201', 'window'],
    ['preset=lru&window=3.5', 'window'],
    ['preset=lru&window=abc', 'window'],
    ['preset=lru&policy=random', 'policy'],
    ['preset=lru&dest=void', 'destination'],
    ['preset=lru&pageSize=-1', 'pageSize'],
    ['preset=lru&budget=1e9', 'summaryBudget'],
    ['preset=lru&step=9', 'step'],
    ['preset=lru&step=-1', 'step'],
    ['preset=lru&step=two', 'step'],
    ['preset=lru&ops=%%%', 'ops'],
    ['preset=lru&ops=bm90IGpzb24', 'ops'],
    ['preset=lru&ops=z.bm90IGRlZmxhdGU', 'ops'],
    ['preset=lru&ops=z.%%%', 'ops'],
    ['preset=lru&compare=yes', 'compare'],
    ['preset=lru&key=m99', 'key'],
  ])('refuses %s (field %s)', async (query, field) => {
    const parsed = await parse(q(query));
    expect(parsed.kind).toBe('invalid');
    if (parsed.kind === 'invalid') expect(parsed.problem.field).toBe(field);
  });

  it('validates every operation of a link, compressed or not', async () => {
    const bad = [
      [{ op: 'append', id: 'm0', role: 'robot', content: 'x' }],
      [{ op: 'append', id: 'm0', role: 'user', content: 42 }],
      [{ op: 'append', id: 'm0', role: 'user', content: 'x', importance: Infinity }],
      [{ op: 'append', id: 'has space', role: 'user', content: 'x' }],
      [
        { op: 'append', id: 'm0', role: 'user', content: 'x' },
        { op: 'append', id: 'm0', role: 'user', content: 'y' },
      ],
      [{ op: 'swapTo', page: 1.5 }],
      [{ op: 'explode' }],
      [{ op: 'addPage', title: '', messages: [] }],
      'not a list',
    ];
    for (const ops of bad) {
      const json = JSON.stringify(ops);
      for (const encoded of [encodeBase64Url(json), await compressText(json)]) {
        const parsed = await parse(q(`preset=playground&ops=${encoded}`));
        expect(parsed.kind, `${json} as ${encoded.slice(0, 2)}`).toBe('invalid');
      }
    }
  });

  it('refuses a compressed script that expands past the limit instead of filling the memory', async () => {
    const huge = await compressText(' '.repeat(9 * 1024 * 1024));
    expect(huge.startsWith(COMPRESSED_PREFIX)).toBe(true);
    const parsed = await parse(q(`preset=playground&ops=${huge}`));
    expect(parsed).toEqual({ kind: 'invalid', problem: { field: 'ops', detail: 'not readable' } });
  });

  it('encodes UTF-8 in base64url and refuses other alphabets', () => {
    expect(decodeBase64Url(encodeBase64Url('Résumé → ✓'))).toBe('Résumé → ✓');
    expect(() => decodeBase64Url('a+b/')).toThrow();
  });
});

describe('preset names', () => {
  it('reads chapter 1’s bare names as agent-memory presets and writes them bare', () => {
    expect(parsePresetName('lru')).toEqual({ mechanism: 'agent-memory', preset: 'lru' });
    expect(parsePresetName('agent-memory/lru')).toEqual({ mechanism: 'agent-memory', preset: 'lru' });
    expect(parsePresetName('nope/lru')).toBeNull();
    expect(presetName('agent-memory', 'lru')).toBe('lru');
    expect(presetName('memory-store', 'two-users')).toBe('memory-store/two-users');
  });

  it('opens a link that names the mechanism', async () => {
    const parsed = await parse(q('preset=agent-memory%2Flru&step=2'));
    expect(parsed).toEqual({ kind: 'ok', link: { scene: presetScene('lru'), step: 2 } });
  });
});

describe('scripts', () => {
  it('gives the next free message id', () => {
    expect(nextMessageId([])).toBe('m0');
    expect(nextMessageId(PRESETS.lru.ops)).toBe('m6');
  });

  it('accepts every preset’s own script and configuration', () => {
    for (const id of PRESET_IDS) {
      expect(validateScript(agentMemory, PRESETS[id].ops).ok, id).toBe(true);
      expect(agentMemory.validateConfig(PRESETS[id].config).ok, id).toBe(true);
    }
  });
});
