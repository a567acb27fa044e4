/**
 * The take recorded with real weights (docs/takes/, stories260K under the tool-call grammar) replays without any
 * model: valid as a take, every turn answered, every call it made run or refused with the tool's error.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildTimeline } from '../../../src/engine/scene';
import { parseTakeJson } from '../../../src/engine/scene/take';
import { parseModelAnswer, SELF_MANAGED_HOOK } from '../../../src/engine/selfManaged';
import { selfManagedMechanism as M } from '../../../src/mechanisms/self-managed/mechanism';
import { PRESETS } from '../../../src/mechanisms/self-managed/presets';

const FILE = resolve(import.meta.dirname, '../../../docs/takes/self-managed-pressure.stories260K.json');

describe('the stories260K take of the pressure scene', () => {
  it('replays to the end from the file alone, each answer’s calls run or refused', () => {
    const parsed = parseTakeJson(readFileSync(FILE, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const take = parsed.value;
    const p = PRESETS.pressure;
    expect(take.answers.every((a) => a.hook === SELF_MANAGED_HOOK && a.model === 'stories260K.gguf')).toBe(
      true,
    );
    const tl = buildTimeline(M, { ...p.config, answers: 'model' }, p.ops, { take });
    expect(tl.blockedAt(p.ops.length)).toBeNull();
    const end = tl.frame(p.ops.length).state;
    const made = take.answers.reduce((n, a) => n + parseModelAnswer(a.answer).calls.length, 0);
    expect(end.calls).toHaveLength(made);
    for (const c of end.calls) if (!c.ok) expect(c.output).toMatch(/^Error: /);
    expect(end.transcript.filter((t) => t.role === 'assistant')).toHaveLength(p.ops.length);
  });
});
