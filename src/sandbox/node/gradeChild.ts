/**
 * One grading run, in a child process of the grader. Protocol: the child says `ready`; the parent sends the compiled
 * submission with a per-run secret; the child streams one message per test, each carrying the secret. The secret
 * only ever lives in this module's closure and arrives after the child started (never in argv or the environment),
 * so the submission, which runs in a separate VM realm, can neither read it nor forge a result. Anything the
 * submission prints goes to a capped in-memory log, never to stdout.
 */
import { isExerciseSlug, loadManifest } from '../../exercises/node';
import { runSubmission } from '../submission';
import { createVmEvaluator } from './vmEvaluator';
import type { ChildMessage, RunRequest } from './protocol';

const send = process.send?.bind(process);
if (!send) {
  console.error('gradeChild must be started by the grader (with an IPC channel).');
  process.exit(2);
}

/** Freeze the shared intrinsics the verdicts depend on, in case a submission escapes its realm. */
function hardenIntrinsics(): void {
  for (const ctor of [
    Object,
    Array,
    Function,
    Promise,
    Map,
    Set,
    WeakMap,
    Number,
    String,
    Boolean,
    Symbol,
    RegExp,
    // Error too: a writable Error.prepareStackTrace would let a submission inspect the harness's stack frames.
    Error,
    TypeError,
    RangeError,
    SyntaxError,
    ReferenceError,
    EvalError,
    URIError,
  ]) {
    Object.freeze(ctor.prototype);
    Object.freeze(ctor);
  }
  for (const obj of [JSON, Math, Reflect]) Object.freeze(obj);
}

// The exercise (its folder name, not a secret) comes in argv: its tests are imported during start-up, before `ready`,
// so loading them never counts in the submission's time limit, and before the intrinsics are frozen.
const slug = process.argv[2];
const tests = isExerciseSlug(slug) ? (await loadManifest(slug)).tests : null;

function onMessage(raw: unknown): void {
  const msg = raw as RunRequest;
  if (!msg || msg.type !== 'run') return;
  process.off('message', onMessage);
  const { secret } = msg;
  const post = (m: ChildMessage) => send?.(m);
  if (!tests || msg.slug !== slug) {
    post({ type: 'loaded', secret, ok: false, message: `unknown exercise ${msg.slug}`, testCount: 0 });
    return;
  }
  hardenIntrinsics();
  let truncated = false;
  void runSubmission({
    code: msg.code,
    tests,
    evaluator: createVmEvaluator(msg.timeoutMs),
    onLoaded: (load, testCount) => {
      truncated ||= load.logsTruncated;
      post({
        type: 'loaded',
        secret,
        ok: load.ok,
        testCount,
        ...(load.message !== undefined ? { message: load.message } : {}),
        ...(load.line !== undefined ? { line: load.line } : {}),
      });
    },
    onResult: (r) => {
      truncated ||= r.logsTruncated;
      post({
        type: 'result',
        secret,
        index: r.index,
        status: r.status,
        ...(r.message ? { message: r.message } : {}),
      });
    },
  }).then(() => post({ type: 'done', secret, logsTruncated: truncated }));
}

process.on('message', onMessage);
send({ type: 'ready' } satisfies ChildMessage);
