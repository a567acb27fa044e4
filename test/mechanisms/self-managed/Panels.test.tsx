import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Visualizer } from '../../../src/components/visualizer/Visualizer';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { overLimitError } from '../../../src/engine/selfManaged/blocks';
import { parseHash } from '../../../src/router/route';
import { useSettings } from '../../../src/state/settings';
import { setUpVisualizer, stepTo } from '../../helpers/visualizer';

setUpVisualizer('self-managed', '#/en/chapter/5/blocks');

describe('the self-managed panels', () => {
  it('two favourites: the blocks, one tool call per item named by its tool, the history; step back undoes', async () => {
    render(<VisualizerWidget preset="self-managed/two-favourites" />);
    const blocks = await screen.findByRole('region', { name: 'Memory blocks' });
    await stepTo(2);
    expect(blocks).toHaveTextContent('favourite colour: blue favourite colour: green');
    const calls = within(screen.getByRole('region', { name: 'Tool calls' })).getByRole('list', {
      name: 'Tool calls',
    });
    const items = within(calls).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(' ')[0])).toEqual(['memory_append', 'memory_append']);
    const history = screen.getByRole('region', { name: 'Memory history' });
    const m2 = within(history).getByRole('row', { name: /^m2/ });
    expect(m2).toHaveTextContent('ADD');
    expect(m2).toHaveTextContent('I also love green.');
    expect(m2).toHaveTextContent('turn 2');
    // The reason is said in the reader's language, from the engine's data.
    expect(items[1]).toHaveTextContent('(why: one more value for “favourite colour”, beside the others)');
    expect(screen.getByRole('region', { name: 'Said but not done' })).toHaveTextContent(
      'Every claim has its call',
    );
    await stepTo(1);
    expect(screen.getByRole('region', { name: 'Memory blocks' })).not.toHaveTextContent('green');
  });

  it('said but not done, in French: the claims without a call are listed', async () => {
    useSettings.setState({ lang: 'fr', theme: 'light' });
    window.location.hash = '#/fr/chapter/5/blocks';
    render(<VisualizerWidget preset="self-managed/said-not-done" />);
    await screen.findByRole('region', { name: 'Blocs de mémoire' });
    await stepTo(8, 'fr');
    const said = screen.getByRole('region', { name: 'Dit mais pas fait' });
    expect(within(said).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Historique de la mémoire' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Appels d’outils' })).toBeInTheDocument();
  });

  it('in French: the user speaks French, the blocks and every reason are French', async () => {
    useSettings.setState({ lang: 'fr', theme: 'light' });
    window.location.hash = '#/fr/chapter/5/write-path';
    render(<VisualizerWidget preset="self-managed/correction" />);
    const blocks = await screen.findByRole('region', { name: 'Blocs de mémoire' });
    await stepTo(3, 'fr');
    expect(blocks).toHaveTextContent('couleur préférée: rouge couleur préférée: vert');
    expect(blocks).toHaveTextContent('Je suis un assistant serviable.');
    const items = within(screen.getByRole('list', { name: 'Appels d’outils' })).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('memory_replace');
    expect(items.at(-1)).toHaveTextContent(/\(pourquoi\s: corrige la valeur fausse «\sbleu\s»\)/);
    expect(items.at(-1)).toHaveTextContent(/Le bloc «\shuman\s» contient maintenant/);
    expect(document.body).not.toHaveTextContent(/Actually|why:|is already stored/);
  });

  it('the bitemporal slider: what the agent believed on a date, and the correction is one UPDATE', async () => {
    render(<VisualizerWidget preset="self-managed/correction" />);
    await screen.findByRole('region', { name: 'Memory blocks' });
    await stepTo(3);
    const history = screen.getByRole('region', { name: 'Memory history' });
    const events = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('data-event'));
    expect(events).toEqual(['ADD', 'UPDATE', 'ADD']);
    const slider = within(history).getByRole('slider', { name: 'What did the agent believe on this date' });
    const believed = () =>
      within(within(history).getByRole('list', { name: /^Believed at turn/ }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('code')?.textContent);
    expect(believed()).toEqual(['favourite colour: green', 'favourite colour: red']);
    await act(async () => {
      fireEvent.change(slider, { target: { value: '2' } });
    });
    expect(believed()).toEqual(['favourite colour: blue', 'favourite colour: green']);
    expect(history).toHaveTextContent('true never (corrected); learned at turn 1, believed until turn 3');
  });

  it('compare mode: the three designs side by side, each with its memory history', async () => {
    render(<VisualizerWidget preset="self-managed/three-designs" />);
    const overwrite = await screen.findByRole('group', { name: 'overwrite' });
    await stepTo(6);
    const append = screen.getByRole('group', { name: 'append-only with decay' });
    const bitemporal = screen.getByRole('group', { name: 'bitemporal (two dates per fact)' });
    const rows = (g: HTMLElement) =>
      within(within(g).getByRole('region', { name: 'Memory history' })).getAllByRole('row').length - 1;
    // One entry per decision in every design: ADD, ADD, ADD, DELETE, UPDATE (the restatement writes nothing).
    expect([rows(overwrite), rows(append), rows(bitemporal)]).toEqual([5, 5, 5]);
    expect(within(append).getByRole('region', { name: 'Memory history' })).toHaveTextContent('(now m5)');
    expect(within(bitemporal).getByRole('slider')).toBeInTheDocument();
    expect(within(overwrite).queryByRole('slider')).toBeNull();
  });

  it('a write over a block’s limit is refused with the tool’s own error, listed, and the block is unchanged', async () => {
    // A model's recorded turn (a take's reply): one append that fits, then one that would pass the limit of 60.
    const fits = 'favourite colour: blue';
    const tooLong = `likes: ${'long walks by the sea, '.repeat(3)}`;
    const scene = {
      mechanism: 'self-managed',
      preset: '',
      config: { design: 'overwrite', blockLimit: 60, contextLimit: 100_000, window: 50, language: 'en' },
      ops: [
        { op: 'user', text: 'Remember my favourite colour and what I like.' },
        {
          op: 'reply',
          text: 'Saved.',
          calls: [
            { name: 'memory_append', arguments: { label: 'human', content: fits } },
            { name: 'memory_append', arguments: { label: 'human', content: tooLong } },
          ],
        },
      ],
      compare: false,
      focus: null,
    };
    render(
      <Visualizer
        preset="self-managed"
        route={parseHash('#/en/chapter/5/blocks')}
        given={{
          scene,
          title: { en: 'Over the limit', fr: 'Au-delà' },
          description: { en: '', fr: '' },
          step: 2,
        }}
      />,
    );
    const blocks = await screen.findByRole('region', { name: 'Memory blocks' });
    const human = blocks.querySelector('[data-label="human"]') as HTMLElement;
    expect(within(human).getByText(fits)).toBeInTheDocument();
    expect(human).not.toHaveTextContent('long walks');
    expect(human).toHaveTextContent(`${fits.length} / 60`);
    const items = within(screen.getByRole('list', { name: 'Tool calls' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(' ')[0])).toEqual(['memory_append', 'memory_append']);
    expect(items[0]).not.toHaveClass('is-error');
    // The refused call is listed with the error the tool returned to the model, Letta's words.
    expect(items[1]).toHaveClass('is-error');
    const requested = fits.length + 1 + tooLong.length;
    expect(items[1]).toHaveTextContent(overLimitError('human', 60, requested));
  });
});
