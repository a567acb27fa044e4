// The exact source text of each demo file, shown in the cell: what the reader sees is what "Run" executes.
import importance from './importance.ts?raw';
import lru from './lru.ts?raw';
import paging from './paging.ts?raw';
import rollingWindow from './rollingWindow.ts?raw';
import summary from './summary.ts?raw';
import type { DemoId } from './index';

export const demoSources: Record<DemoId, string> = {
  'rolling-window': rollingWindow,
  summary,
  lru,
  importance,
  paging,
};
