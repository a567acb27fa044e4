/**
 * The line maps of the cells whose code lights up: chapter 1's five demos (agent-memory scenes recorded from the
 * TypeScript cells, src/cells/chapter1/scenes.json) and chapter 2's answerWithState (a memory-store scene recorded
 * from its calls). Each call site names the code it searches for; test/cells/lines.test.ts plays every recorded
 * scene and checks that each step lights, in both tabs, a line that really holds the expected code.
 */
import type { CellLineMap, StepEvent } from './lineMap';

/** A 'summarized' event whose chunk is not the whole message: its content was cut. */
const chunkWasCut = (e: StepEvent): boolean => {
  const s = e as StepEvent & { chunk?: string; message?: { role: string; content: string } };
  return s.message !== undefined && s.chunk !== `[${s.message.role}] ${s.message.content}`;
};

/** A memory-store 'answered' event's trace (answerWithState's). */
const trace = (e: StepEvent) =>
  (e as StepEvent & { trace?: { rewritten: boolean; dropped: readonly unknown[] } }).trace;

export const LINE_MAPS: readonly CellLineMap[] = [
  {
    cell: 'rolling-window',
    mechanism: 'agent-memory',
    source: 'RollingWindow',
    tabs: {
      ts: { calls: [{ at: { find: 'rw.append(m)' }, ops: 6, op: 'append' }] },
      python: {
        calls: [{ at: { find: 'ev = rw.append(m)' }, ops: 6, op: 'append' }],
        effects: [
          { event: 'evicted', at: { find: 'ev.append(self._buf[0])' } },
          { event: 'appended', at: { find: 'self._buf.append(msg)' } },
        ],
      },
    },
  },
  {
    cell: 'summary',
    mechanism: 'agent-memory',
    source: 'RollingWindow',
    tabs: {
      ts: { calls: [{ at: { find: 'rw2.append(m)' }, ops: 7, op: 'append' }] },
      python: {
        calls: [{ at: { find: 'for evicted in rw2.append(m):' }, ops: 7, op: 'append' }],
        effects: [
          { event: 'summarized', at: { find: 'sm.ajouter(evicted)' } },
          {
            event: 'summarized',
            at: { find: 'c = c[: self.max_chars_per_chunk - 3] + "..."' },
            when: chunkWasCut,
          },
          { event: 'summarized', at: { find: 'self.chunks.append(' } },
        ],
      },
    },
  },
  {
    cell: 'lru',
    mechanism: 'agent-memory',
    source: 'LruMemory',
    tabs: {
      ts: {
        calls: [
          { at: { find: 'lru.append(m);' }, ops: 5, op: 'append' },
          { at: { find: 'lru.touch(msgs[1]!)' }, ops: 1, op: 'touch' },
          { at: { find: 'lru.touch(msgs[2]!)' }, ops: 1, op: 'touch' },
          { at: { find: "lru.append(createMessage('user', 'message #5'))" }, ops: 1, op: 'append' },
        ],
      },
      python: {
        calls: [
          { at: { find: 'lru.append(m)' }, ops: 5, op: 'append' },
          { at: { find: 'lru.touch(msgs[1])' }, ops: 1, op: 'touch' },
          { at: { find: 'lru.touch(msgs[2])' }, ops: 1, op: 'touch' },
          {
            at: { find: 'ev = lru.append(Message(role="user", content="message #5"))' },
            ops: 1,
            op: 'append',
          },
        ],
        effects: [
          { event: 'evicted', at: { find: 'self._store.popitem(last=False)' } },
          { event: 'appended', at: { find: 'self._store[id(msg)] = msg' } },
          { event: 'touched', at: { find: 'self._store.move_to_end(k)' } },
        ],
      },
    },
  },
  {
    cell: 'importance',
    mechanism: 'agent-memory',
    source: 'ImportanceMemory',
    tabs: {
      // The Python tab's ImportanceMemory is defined in the 'lru' cell (the seed's section 4 block, split in two):
      // only the calls are in this cell.
      ts: { calls: [{ at: { find: 'imp.append(createMessage(' }, ops: 5, op: 'append' }] },
      python: { calls: [{ at: { find: 'imp.append(Message(' }, ops: 5, op: 'append' }] },
    },
  },
  {
    cell: 'paging',
    mechanism: 'agent-memory',
    source: 'PagedMemory',
    tabs: {
      ts: {
        calls: [
          { at: { find: 'pm.addPage({' }, ops: 1, op: 'addPage' },
          { at: { find: 'pm.addPage({', after: "title: 'onboarding'" }, ops: 1, op: 'addPage' },
          { at: { find: 'pm.addPage({', after: "title: 'bug-investigation'" }, ops: 1, op: 'addPage' },
          { at: { find: 'pm.swapTo(2)' }, ops: 1, op: 'swapTo' },
        ],
      },
      python: {
        calls: [
          { at: { find: 'pm.add_page(Page(title="onboarding"' }, ops: 1, op: 'addPage' },
          { at: { find: 'pm.add_page(Page(title="bug-investigation"' }, ops: 1, op: 'addPage' },
          { at: { find: 'pm.add_page(Page(title="preferences"' }, ops: 1, op: 'addPage' },
          { at: { find: 'loaded = pm.swap_to(2)' }, ops: 1, op: 'swapTo' },
        ],
        effects: [
          { event: 'page-added', at: { find: 'self.pages.append(page)' } },
          // The first page given becomes current in the engine; the seed's PagedMemory starts at 0 in __init__.
          { event: 'swapped', at: { find: 'self.current = idx' }, when: (_e, op) => op.op === 'swapTo' },
        ],
      },
    },
  },
  {
    cell: 'answer-with-state',
    mechanism: 'memory-store',
    source: 'answerWithState',
    tabs: {
      ts: {
        calls: [
          { at: { find: "preferences: { length: 'short' }" }, ops: 1, op: 'set' },
          { at: { find: "answerWithState('What is a rolling window?', state, llm)" }, ops: 1, op: 'ask' },
          {
            at: { find: "answerWithState('What is a rolling window?', noPreference, llm)" },
            ops: 1,
            op: 'ask',
          },
          { at: { find: 'answerWithState(`question ${i}`, state, llm)' }, ops: 6, op: 'ask' },
        ],
      },
      python: {
        calls: [
          { at: { find: 'preferences={"length": "short"}' }, ops: 1, op: 'set' },
          { at: { find: 'answer_with_state("What is a rolling window?", state, llm)' }, ops: 1, op: 'ask' },
          {
            at: { find: 'answer_with_state("What is a rolling window?", no_preference, llm)' },
            ops: 1,
            op: 'ask',
          },
          { at: { find: 'answer_with_state(f"question {i}", state, llm)' }, ops: 6, op: 'ask' },
        ],
        effects: [
          {
            event: 'answered',
            at: { find: 'question = question + " (answer briefly)"' },
            when: (e) => trace(e)?.rewritten === true,
          },
          { event: 'answered', at: { find: 'answer = llm(question)' } },
          { event: 'answered', at: { find: 'state.episodes.append(' } },
          {
            event: 'answered',
            at: { find: 'del state.episodes[:-5]' },
            when: (e) => (trace(e)?.dropped.length ?? 0) > 0,
          },
        ],
      },
    },
  },
];

const BY_CELL = new Map(LINE_MAPS.map((m) => [m.cell, m]));

/** The line map of a cell, or undefined when its code does not light up. */
export function lineMapOf(cellId: string): CellLineMap | undefined {
  return BY_CELL.get(cellId);
}
