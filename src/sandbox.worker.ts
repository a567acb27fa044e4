/**
 * The sandbox worker's program: compiles and runs a submission against its exercise's tests, or a lesson cell. It is
 * created from a Blob inside an opaque-origin iframe (see public/sandbox.html), so it has no access to the lab's
 * storage, DOM or network, and the page can kill it at any time by removing the iframe. It sits at the top, like
 * routes.tsx, because it names what runs there: the sandbox (src/sandbox) runs code and knows neither exercises nor
 * cells. Bundled into one classic script by src/sandbox/vitePlugin.ts.
 */
import { exerciseTests } from './exercises/tests';
import { CELL_RUN_SLUG, runCellSource } from './cells/run';
import { functionEvaluator } from './sandbox/functionEvaluator';
import { compileSubmission, runSubmission, type RunOutcome } from './sandbox/submission';

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
  if (slug === CELL_RUN_SLUG) {
    // A lesson cell (src/cells/run.ts): its printed output and what it did to the engine, no tests.
    post({ type: 'outcome', nonce, outcome: runCellSource(String(source)) });
    return;
  }
  void run(slug, source).then(
    (outcome) => post({ type: 'outcome', nonce, outcome }),
    (e: unknown) =>
      post({
        type: 'outcome',
        nonce,
        outcome: { kind: 'sandbox-error', message: String(e) } satisfies RunOutcome,
      }),
  );
};

async function run(slug: string, source: string): Promise<RunOutcome> {
  const tests = exerciseTests.get(slug);
  if (!tests) return { kind: 'sandbox-error', message: `unknown exercise ${slug}` };
  const compiled = compileSubmission(source);
  if (!compiled.ok) return { kind: 'compile-error', error: compiled.error };
  return runSubmission({ code: compiled.code, tests, evaluator: functionEvaluator });
}

post({ type: 'ready' });
