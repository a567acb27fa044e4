import { importanceDemo } from './importance';
import { lruDemo } from './lru';
import { pagingDemo } from './paging';
import { rollingWindowDemo } from './rollingWindow';
import { summaryDemo } from './summary';
import type { Print } from './print';

/** The seed's demos a lesson cell can run, by the id used in `{ widget: 'cell', props: { demo } }`. */
export const DEMO_IDS = ['rolling-window', 'summary', 'lru', 'importance', 'paging'] as const;
export type DemoId = (typeof DEMO_IDS)[number];

export const demos: Record<DemoId, (print: Print) => void> = {
  'rolling-window': rollingWindowDemo,
  summary: summaryDemo,
  lru: lruDemo,
  importance: importanceDemo,
  paging: pagingDemo,
};

export function isDemoId(value: unknown): value is DemoId {
  return typeof value === 'string' && (DEMO_IDS as readonly string[]).includes(value);
}

/** Runs a demo with the real engine and returns everything it printed, lines joined by '\n' (like stdout). */
export function runDemo(id: DemoId): string {
  const lines: string[] = [];
  demos[id]((text = '') => {
    lines.push(text);
  });
  return lines.join('\n');
}
