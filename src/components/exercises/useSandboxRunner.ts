import { useEffect, useState } from 'react';
import { SandboxRunner } from '../../sandbox/browserRunner';

/** One sandbox per open exercise page, started ahead of the first run and torn down when the page closes. */
export function useSandboxRunner(): SandboxRunner {
  // Constructing a runner has no side effect; the iframe appears on warmUp and goes away on dispose.
  const [runner] = useState(() => new SandboxRunner());
  useEffect(() => {
    void runner.warmUp();
    return () => runner.dispose();
  }, [runner]);
  return runner;
}
