import { act, render } from '@testing-library/react';
import GraphView from '../../../src/mechanisms/episodic/GraphView';
import type { Relation } from '../../../src/engine/reflective/knowledgeGraph';

const relation = { id: 'r1', subject: 'Alice', relation: 'lives in', object: 'Lyon' } as Relation;

// jsdom has no ResizeObserver, which React Flow measures its pane with; sizes are not what this test checks.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('the knowledge graph', () => {
  it('follows a theme switched while it is on screen', async () => {
    document.documentElement.dataset.theme = 'light';
    const { container } = render(<GraphView holding={[relation]} expired={[]} label="Graph" />);
    const flow = () => container.querySelector('.react-flow');
    expect(flow()?.classList.contains('light')).toBe(true);
    // The observer reports after a microtask: await it inside act so React renders the new snapshot.
    await act(async () => {
      document.documentElement.dataset.theme = 'dark';
      await Promise.resolve();
    });
    expect(flow()?.classList.contains('dark')).toBe(true);
    expect(flow()?.classList.contains('light')).toBe(false);
  });
});
