import { useEffect, useMemo, useState } from 'react';
import type { Scene } from '../../../engine/scene';
import type { TextCounter } from '../../../engine/compaction/context';
import type { AnyMechanism } from '../../../mechanisms/types';
import { seriesBuilder, type AnatomySeries } from './series';

/** Milliseconds of counting per slice: the page stays responsive while a long scene is counted. */
const SLICE_MS = 8;

const deadlineIn = (ms: number) => {
  const end = performance.now() + ms;
  return () => performance.now() >= end;
};

/**
 * The per-step series of the scene's script, configuration and take, counted with `count`: built once (not again
 * at each step), the first slice at once, the rest in slices between frames. Returns the series and a version that
 * changes as it grows.
 */
export function useAnatomySeries(
  mechanism: AnyMechanism,
  scene: Scene<unknown, unknown>,
  count: TextCounter,
): { series: AnatomySeries; version: number } {
  const { config, ops, take } = scene;
  const builder = useMemo(() => {
    const b = seriesBuilder(mechanism, scene, count);
    b.advance(deadlineIn(SLICE_MS));
    return b;
    // The series depends on what the scene runs, not on its view options (compare mode, the followed item).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mechanism, config, ops, take, count]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (builder.series.done) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const slice = () => {
      const done = builder.advance(deadlineIn(SLICE_MS));
      setVersion((v) => v + 1);
      timer = done ? null : setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => {
      if (timer !== null) clearTimeout(timer);
    };
  }, [builder]);
  return { series: builder.series, version };
}
