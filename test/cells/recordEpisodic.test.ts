import { scenesOf, type MechanismScene } from '../../src/cells/record';
import { RECORDERS } from '../../src/cells/recorders';
import { findCell } from '../../src/cells/registry';
import { outputText, runCellSource } from '../../src/cells/run';
import { buildTimeline, validateScript } from '../../src/engine/scene';
import { episodicMechanism, type EpisodicSceneEvent } from '../../src/mechanisms/episodic/mechanism';

function run(source: string): { output: string; scenes: MechanismScene[] } {
  const outcome = runCellSource(source, () => 0);
  if (outcome.kind !== 'done') throw new Error(`the cell did not run: ${outcome.kind}`);
  if (outcome.error) throw new Error(outcome.error.message);
  return { output: outputText(outcome), scenes: scenesOf(outcome.recording, 'episodic') };
}

/** The scene replayed by the mechanism, as the visualizer does: validated, then every step's events. */
function replay(scene: MechanismScene | undefined): { ops: string[]; events: EpisodicSceneEvent[] } {
  if (!scene) throw new Error('no episodic scene');
  const config = episodicMechanism.validateConfig(scene.config);
  if (!config.ok) throw new Error(`config: ${config.problem.detail}`);
  const ops = validateScript(episodicMechanism, scene.ops);
  if (!ops.ok) throw new Error(`${ops.problem.field}: ${ops.problem.detail}`);
  const tl = buildTimeline(episodicMechanism, config.value, ops.value);
  const events: EpisodicSceneEvent[] = [];
  for (let i = 1; i < tl.length; i++) events.push(...tl.eventsAt(i));
  return { ops: ops.value.map((o) => o.op), events };
}

/** The cell's source, printing its run as JSON instead of its lines. */
const asJson = (source: string) =>
  source.replace('for (const line of run.lines) console.log(line);', 'console.log(JSON.stringify(run));');

describe('recording runTaskMaster for the episodic visualizer', () => {
  it('the fixed cell: the replayed episodes and reflection are the cell’s own (same actions, same model answers, same knowledge stored); queries left out, scene truncated', () => {
    const cell = findCell('taskmaster-fixed');
    expect(cell?.animate).toBe('episodic');
    const { output, scenes } = run(asJson(cell?.ts ?? ''));
    const cellRun = JSON.parse(output) as {
      lines: string[];
      prompts: string[];
      store: { concept: string; facts: string[]; rules: string[] }[];
    };
    expect(scenes).toHaveLength(1);
    expect(scenes[0]?.truncated).toBe(true);
    const { ops, events } = replay(scenes[0]);
    expect(ops).toEqual(['episode', 'episode', 'episode', 'reflect']);
    const actions = events.flatMap((e) =>
      e.type === 'episode' ? [`Épisode ajouté : ${e.episode.action}`] : [],
    );
    expect(actions).toEqual(cellRun.lines.filter((l) => l.startsWith('Épisode ajouté')));
    const reflections = events.flatMap((e) => (e.type === 'reflection' ? [e.record] : []));
    expect(reflections).toHaveLength(1);
    const record = reflections[0];
    expect(record?.reasons).toEqual(['manual']);
    expect(record?.episodes).toHaveLength(3);
    expect(record?.answers).toEqual([
      cellRun.lines
        .find((l) => l.startsWith('LLM a généré'))
        ?.replace('LLM a généré les enseignements : ', ''),
      // The extraction answer spans several printed lines.
      expect.stringContaining(
        cellRun.lines
          .find((l) => l.startsWith('LLM a extrait'))
          ?.replace('LLM a extrait les connaissances : ', '') ?? '∅',
      ),
    ]);
    const added = record?.added.map(
      (a) => `Magasin sémantique mis à jour pour '${a.concept}' avec : ${a.knowledge}`,
    );
    expect(added).toEqual(cellRun.lines.filter((l) => l.startsWith('Magasin sémantique')));
    expect(added?.length).toBeGreaterThan(0);
  });

  it('the source-logic cell: only the episodes replay (its faulty reflection is not the engine’s), and the scene says so', () => {
    const cell = findCell('taskmaster-seed-logic');
    expect(cell?.animate).toBe('episodic');
    const { output, scenes } = run(cell?.ts ?? '');
    expect(output).toContain('Épisode ajouté : Cherché sur LinkedIn');
    expect(scenes[0]?.truncated).toBe(true);
    expect(replay(scenes[0]).ops).toEqual(['episode', 'episode', 'episode']);
    expect(scenes[0]?.description?.en).toContain('not replayed');
    expect(scenes[0]?.description?.fr).toContain('ne sont pas rejouées');
  });

  it('follows an edit: two episodes of the cell’s own, reflected on, no query: the whole run replays (not truncated)', () => {
    const { output, scenes } = run(`
import { runTaskMaster } from 'agent-memory-lab';
const run = runTaskMaster({
  logic: 'fixed',
  queries: [],
  episodes: [
    { thought: 't', input: 'Relire le devis', action: 'Envoyé le devis', outcome: 'Client X a refusé', feedback: 'Alex a exprimé une forte aversion pour les clients du secteur financier' },
    { thought: 't', input: 'Relance', action: 'Relancé le client Y', outcome: 'Pas de réponse', feedback: 'Bon progrès', importance: 7 },
  ],
});
console.log(JSON.stringify(run.store));
`);
    expect(scenes[0]?.truncated).toBe(false);
    const { ops, events } = replay(scenes[0]);
    expect(ops).toEqual(['episode', 'episode', 'reflect']);
    // The importance the cell gave its second episode is the scene's too.
    expect(events.flatMap((e) => (e.type === 'episode' ? [e.episode.importance] : []))[1]).toBe(7);
    const record = events.find((e) => e.type === 'reflection');
    const store = JSON.parse(output) as { concept: string; facts: string[]; rules: string[] }[];
    expect(record?.type === 'reflection' && record.record.added.map((a) => a.knowledge).sort()).toEqual(
      store.flatMap((c) => [...c.facts, ...c.rules]).sort(),
    );
  });

  it('a cell that brings its own model records nothing; an episode the scene cannot spell stops the recording', () => {
    const own = run(`
import { runTaskMaster } from 'agent-memory-lab';
const run = runTaskMaster({ logic: 'fixed', llm: () => 'AUCUN' });
console.log(run.lines.length > 0);
`);
    expect(own.scenes).toEqual([]);
    const empty = run(`
import { runTaskMaster } from 'agent-memory-lab';
const run = runTaskMaster({ logic: 'fixed', queries: [], episodes: [{ thought: '', input: '', action: 'a', outcome: '', feedback: '' }, { thought: '', input: '', action: 'x'.repeat(600), outcome: '', feedback: '' }] });
console.log(run.lines[0]);
`);
    expect(empty.scenes[0]?.ops).toHaveLength(1);
    expect(empty.scenes[0]?.truncated).toBe(true);
  });

  it('the episodic recorder is collected with the others', () => {
    expect(RECORDERS.map((r) => r.mechanism)).toContain('episodic');
  });
});
