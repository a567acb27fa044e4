import { useEffect, useState, useSyncExternalStore } from 'react';
import { PythonSandboxRunner, type PythonSandboxStatus } from '../../sandbox/python/exercise/browserRunner';

/**
 * One Python sandbox per open exercise page, created on first use (Python chosen) and torn down when the page
 * closes. Its own worker: never the lessons' kernels.
 */
export function usePythonRunner(active: boolean): {
  runner: PythonSandboxRunner;
  status: PythonSandboxStatus;
} {
  const [runner] = useState(() => new PythonSandboxRunner());
  const status = useSyncExternalStore(runner.subscribe, runner.getStatus);
  useEffect(() => {
    if (active) void runner.warmUp();
  }, [active, runner]);
  useEffect(() => () => runner.dispose(), [runner]);
  return { runner, status };
}
