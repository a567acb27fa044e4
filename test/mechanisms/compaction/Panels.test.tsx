import { act, fireEvent, render, screen, within } from '@testing-library/react';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { setUpVisualizer, stepTo } from '../../helpers/visualizer';
import { PRESETS, FORGOTTEN } from '../../../src/mechanisms/compaction/presets';
import { compactionMechanism } from '../../../src/mechanisms/compaction/mechanism';
import { buildTimeline } from '../../../src/engine/scene';

setUpVisualizer('compaction', '#/en/chapter/6/forgotten');

describe('the compaction panels', () => {
  it('forget me: the store empties, and the panel names where the value lives on; step back undoes it', async () => {
    render(<VisualizerWidget preset="compaction/forgotten" />);
    const memory = await screen.findByRole('region', { name: 'Memory and what was derived from it' });
    await stepTo(2);
    expect(memory).toHaveTextContent(`alice · badge = ${FORGOTTEN.value}`);
    await stepTo(PRESETS.forgotten.ops.length);
    const lives = within(memory).getByRole('group', { name: 'Where the forgotten fact still lives' });
    expect(lives).toHaveTextContent('the compaction summary');
    expect(lives).toHaveTextContent('the saved messages of a recoverable compaction');
    expect(lives).toHaveTextContent('a reflection');
    expect(memory).toHaveTextContent('Per-user store (chapter 2) Empty.');
    await stepTo(PRESETS.forgotten.ops.length - 1);
    expect(within(memory).queryByRole('group', { name: 'Where the forgotten fact still lives' })).toBeNull();
  });

  it('the threshold slider replays the scene under the new T, named by its parameter', async () => {
    const firstClearing = (threshold: number) => {
      const p = PRESETS.clearing;
      const tl = buildTimeline(compactionMechanism, { ...p.config, threshold }, p.ops);
      for (let i = 1; i <= p.ops.length; i++) if (tl.frame(i).state.last !== null) return i;
      return null;
    };
    const before = firstClearing(PRESETS.clearing.config.threshold) as number;
    const after = firstClearing(95) as number;
    expect(after).toBeGreaterThan(before);
    render(<VisualizerWidget preset="compaction/clearing" />);
    const t = await screen.findByRole('slider', { name: 'Threshold T (%)' });
    expect(t).toHaveValue(String(PRESETS.clearing.config.threshold));
    const dropped = () => screen.getByRole('region', { name: 'What compaction dropped' });
    await stepTo(before);
    expect(dropped()).not.toHaveTextContent('No compaction or clearing yet');
    await act(async () => {
      fireEvent.change(t, { target: { value: '95' } });
    });
    await stepTo(after - 1);
    expect(dropped()).toHaveTextContent('No compaction or clearing yet');
    await stepTo(after);
    expect(dropped()).not.toHaveTextContent('No compaction or clearing yet');
  });
});
