/**
 * The episodic mechanism's recorder (see src/mechanisms/recorder.ts): a cell's `runTaskMaster(options)` becomes a scene of
 * the TaskMaster preset's configuration (the model that answers as the source's MockLLM, no automatic trigger), so
 * "Animate this output" replays it.
 *
 * - Episodes → `episode` operations, one minute apart as runTaskMaster's clock advances (the first at the scene's
 *   start). An episode the scene's script cannot spell (an empty action, a text longer than the scene's limit) stops
 *   the recording there.
 * - `logic: 'fixed'` reflects with the engine's reflect on the last 3 episodes: recorded as `reflect` when the cell
 *   has at most 3 episodes (the scene's reflection then reviews the same ones). With more, it would review others:
 *   not recorded.
 * - Not replayed, so the scene is marked truncated: the queries (the cell retrieves concepts by term relevance, the
 *   scene ranks every memory with the paper's score: same question, another answer), and with `logic: 'seed'` the
 *   reflection too (the source text's parsing faults are not the engine's).
 * - A cell that gives its own model (`llm`) is not recorded: the scene's model would not answer the same.
 */
import type { EngineRecorder } from '../recorder';
import { defineRecorder } from '../recorder';
import {
  TASKMASTER_EPISODES,
  type TaskMasterOptions,
  type TaskMasterRun,
} from '../../engine/reflective/taskMaster';
import messages from './record.messages';
import { LIMITS, validateOp, type EpisodeOp, type Op } from './ops';
import { PRESETS } from './presets';

/** runTaskMaster's clock advances one minute between episodes. */
const EPISODE_GAP_HOURS = 1 / 60;
/** runTaskMaster reflects on the last 3 episodes. */
const TASKMASTER_RECENT = 3;

export const recorder: EngineRecorder = defineRecorder({
  mechanism: 'episodic',
  wrap(engine, ctx) {
    const runTaskMaster = (options: TaskMasterOptions): TaskMasterRun => {
      const run = engine.runTaskMaster(options);
      // Recorded after the run, from what the run used (a run that threw records nothing).
      if (options.llm !== undefined) return run;
      const episodes = options.episodes ?? TASKMASTER_EPISODES;
      const config = PRESETS.taskmaster.config;
      const reflects =
        options.logic === 'fixed' && episodes.length > 0 && episodes.length <= TASKMASTER_RECENT;
      const handle = ctx.start(
        {
          mechanism: 'episodic',
          source: 'runTaskMaster',
          config,
          description: {
            en: messages.en.cellScene(episodes.length, reflects),
            fr: messages.fr.cellScene(episodes.length, reflects),
          },
        },
        LIMITS.ops,
      );
      if (!handle) return run;
      for (const [i, e] of episodes.entries()) {
        const op: EpisodeOp = {
          op: 'episode',
          hours: i === 0 ? 0 : EPISODE_GAP_HOURS,
          thought: e.thought,
          input: e.input,
          action: e.action,
          outcome: e.outcome,
          feedback: e.feedback,
          ...(e.importance === undefined ? {} : { importance: e.importance }),
        };
        if (!validateOp(op, i).ok) return stopped(handle, run);
        if (!handle.push(op)) return run;
      }
      if (reflects) {
        const reflect: Op = { op: 'reflect' };
        if (!handle.push(reflect)) return run;
      } else if (episodes.length > 0) {
        return stopped(handle, run);
      }
      // The queries are not replayed (see above).
      if (run.queries.length > 0) handle.stop();
      return run;
    };
    return { runTaskMaster };
  },
});

function stopped(handle: { stop(): void }, run: TaskMasterRun): TaskMasterRun {
  handle.stop();
  return run;
}
