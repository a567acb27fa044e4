/**
 * The sandbox worker: compiles and runs a submission against its exercise's tests. It is created from a Blob inside
 * an opaque-origin iframe (see public/sandbox.html), so it has no access to the lab's storage, DOM or network, and the
 * page can kill it at any time by removing the iframe.
 */
import { exerciseTests, isExerciseSlug } from '../../exercises/registry';
import { functionEvaluator } from './functionEvaluator';
import { compileSubmission, runSubmission, type RunOutcome } from './submission';

interface RunMessage {
  type: 'run';
  nonce: string;
  slug: string;
  source: string;
}

const post = self.postMessage.bind(self) as (message: unknown) => void;

self.onmessage = (event: MessageEvent<RunMessage>) => {
  const { type, nonce, slug, source } = event.data ?? ({} as RunMessage);
  if (type !== 'run' || typeof nonce !== 'string') return;
  void run(slug, source).then(
    (outcome) => post({ type: 'outcome', nonce, outcome }),
    (e: unknown) => post({ type: 'outcome', nonce, outcome: { kind: 'sandbox-error', message: String(e) } satisfies RunOutcome }),
  );
};

async function run(slug: string, source: string): Promise<RunOutcome> {
  if (!isExerciseSlug(slug)) return { kind: 'sandbox-error', message: `unknown exercise ${slug}` };
  const compiled = compileSubmission(source);
  if (!compiled.ok) return { kind: 'compile-error', error: compiled.error };
  return runSubmission({ code: compiled.code, tests: exerciseTests[slug], evaluator: functionEvaluator });
}

post({ type: 'ready' });
