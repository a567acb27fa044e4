import {
  decodeBase64Url,
  encodeBase64Url,
  formatSceneQuery,
  parseSceneQuery,
} from '../../../src/components/visualizer/permalink';
import { PRESETS, presetScene } from '../../../src/components/visualizer/presets';
import {
  nextMessageId,
  PRESET_IDS,
  tryValidate,
  validateOps,
} from '../../../src/components/visualizer/scene';

const q = (s: string) => new URLSearchParams(s);

describe('permalinks', () => {
  it('round-trips every preset at every step', () => {
    for (const id of PRESET_IDS) {
      const scene = presetScene(id);
      for (let step = 0; step <= scene.ops.length; step++) {
        const parsed = parseSceneQuery(formatSceneQuery({ scene, step }));
        expect(parsed).toEqual({ kind: 'ok', link: { scene, step } });
      }
    }
  });

  it('round-trips a modified scene: typed messages (accents, emoji), touches, new configuration', () => {
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
    scene.keyMessage = 'm6';
    const query = formatSceneQuery({ scene, step: 9 });
    expect(query.get('ops')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parseSceneQuery(query)).toEqual({ kind: 'ok', link: { scene, step: 9 } });
  });

  it('leaves the ops out of the link when the script is the preset’s, and keeps other parameters', () => {
    const query = formatSceneQuery({ scene: presetScene('summary'), step: 3 }, q('foo=bar'));
    expect(query.has('ops')).toBe(false);
    expect(query.get('foo')).toBe('bar');
    expect(query.get('window')).toBe('3');
  });

  it('says "none" when the route carries no scene', () => {
    expect(parseSceneQuery(q(''))).toEqual({ kind: 'none' });
    expect(parseSceneQuery(q('foo=1'))).toEqual({ kind: 'none' });
  });

  it.each([
    ['preset=nope', 'preset'],
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
    ['preset=lru&compare=yes', 'compare'],
    ['preset=lru&key=m99', 'key'],
  ])('refuses %s (field %s)', (query, field) => {
    const parsed = parseSceneQuery(q(query));
    expect(parsed.kind).toBe('invalid');
    if (parsed.kind === 'invalid') expect(parsed.problem.field).toBe(field);
  });

  it('validates every operation of a link', () => {
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
      const parsed = parseSceneQuery(q(`preset=playground&ops=${encodeBase64Url(JSON.stringify(ops))}`));
      expect(parsed.kind, JSON.stringify(ops)).toBe('invalid');
    }
  });

  it('encodes UTF-8 in base64url and refuses other alphabets', () => {
    expect(decodeBase64Url(encodeBase64Url('Résumé → ✓'))).toBe('Résumé → ✓');
    expect(() => decodeBase64Url('a+b/')).toThrow();
  });
});

describe('scripts', () => {
  it('gives the next free message id', () => {
    expect(nextMessageId([])).toBe('m0');
    expect(nextMessageId(PRESETS.lru.ops)).toBe('m6');
  });

  it('accepts every preset’s own script', () => {
    for (const id of PRESET_IDS) expect(tryValidate(() => validateOps(PRESETS[id].ops)).ok).toBe(true);
  });
});
