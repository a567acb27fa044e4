import { useEffect, useMemo, useState } from 'react';
import { validateScript, type Scene } from '../../engine/scene';
import { validateTake } from '../../engine/scene/take';
import { loadedMechanism, loadMechanism } from '../../mechanisms/registry';
import type { AnyMechanism } from '../../mechanisms/types';

/** A scene from outside the shell (a cell's recording, a practice question) as raw data. */
export interface RawScene {
  mechanism: string;
  config: unknown;
  ops: readonly unknown[];
  take?: unknown;
  focus?: string | null;
}

export type Checked =
  { kind: 'ok'; scene: Scene<unknown, unknown> } | { kind: 'invalid'; field: string; detail: string };

/** Validates a raw scene with its mechanism, as a link would be: configuration, script and take. */
export function checkScene(m: AnyMechanism, raw: RawScene): Checked {
  const config = m.validateConfig(raw.config);
  if (!config.ok) return { kind: 'invalid', ...config.problem };
  const ops = validateScript(m, raw.ops);
  if (!ops.ok) return { kind: 'invalid', ...ops.problem };
  let take = null;
  if (raw.take !== undefined && raw.take !== null) {
    const t = validateTake(raw.take);
    if (!t.ok) return { kind: 'invalid', ...t.problem };
    take = t.value;
  }
  return {
    kind: 'ok',
    scene: {
      mechanism: m.id,
      preset: '',
      config: config.value,
      ops: ops.value,
      compare: false,
      focus: raw.focus ?? null,
      ...(take ? { take } : {}),
    },
  };
}

/**
 * The raw scene checked by its mechanism: at once when the mechanism is already loaded (a second scene of a page, a
 * practice question's answer, opens without a loading frame), after loading it otherwise; null meanwhile.
 */
export function useCheckedScene(raw: RawScene): Checked | null {
  const loaded = loadedMechanism(raw.mechanism);
  const now = useMemo(() => (loaded ? checkScene(loaded, raw) : null), [loaded, raw]);
  const [later, setLater] = useState<{ raw: RawScene; result: Checked } | null>(null);
  useEffect(() => {
    if (now) return;
    let live = true;
    void loadMechanism(raw.mechanism).then((m) => {
      if (live) setLater({ raw, result: checkScene(m, raw) });
    });
    return () => {
      live = false;
    };
  }, [raw, now]);
  return now ?? (later?.raw === raw ? later.result : null);
}
