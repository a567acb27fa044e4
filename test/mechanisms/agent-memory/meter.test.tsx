import { render, screen, waitFor } from '@testing-library/react';
import VisualizerWidget from '../../../src/components/visualizer/VisualizerWidget';
import { ContextMeter } from '../../../src/mechanisms/agent-memory/ContextMeter';
import { sentContext } from '../../../src/mechanisms/agent-memory/mechanism';
import { loadMechanism } from '../../../src/mechanisms/registry';
import { buildFrames as buildTimeline, presetScene } from '../../components/visualizer/agentMemoryScenes';
import { countTokens } from '../../../src/engine/tokens/bpe';
import { useSettings } from '../../../src/state/settings';

beforeAll(() => loadMechanism('agent-memory'));

describe('the context meter', () => {
  it('shows the chars/4 estimate, then real o200k tokens once the tokenizer has loaded', async () => {
    useSettings.setState({ lang: 'en', theme: 'light' });
    window.location.hash = '#/en/visualizer?preset=summary&step=7';
    render(<VisualizerWidget preset="summary" />);
    const meter = screen.getByRole('region', { name: 'Context sent to the model this turn' });
    // Whatever the loading state, the meter names what it shows.
    expect(meter).toHaveTextContent(/tokens \((o200k_base|estimate)/);
    await waitFor(() => expect(meter).toHaveTextContent('tokens (o200k_base)'), { timeout: 15_000 });

    const t = buildTimeline(presetScene('summary'));
    const f = t.frames[7]!;
    const sent = sentContext(f.state);
    expect(sent.exact).toBe(true);
    // Independent count: every line sent, plus the summary as rendered at 300 characters.
    const lines = f.mem.windowMessages.map((m) => `[${m.role}] ${m.content}`);
    expect(sent.tokens).toBe(
      lines.reduce((n, l) => n + countTokens(l), 0) + countTokens(f.mem.context().summary),
    );
    expect(screen.getByTestId('sent-tokens')).toHaveTextContent(String(sent.tokens));
    // The unbounded baseline: the 7 lines appended so far, `[role] content` each, counted one by one (o200k_base).
    // A literal, not the component's own unboundedContext(): an error there must fail here.
    expect(meter).toHaveTextContent('171 tokens');
    expect(meter).toHaveTextContent('587 characters · 3 messages');
  });
});

describe('the context meter in "your model" mode', () => {
  const f = buildTimeline(presetScene('summary')).frames[7]!;
  const calls = {
    calls: 3,
    reported: 2,
    promptTokens: 1234,
    completionTokens: 56,
    estimatedPromptTokens: 40,
    estimateExact: false,
  };

  it('counts what was sent to your model with the server’s tokens, and says which count is which', () => {
    useSettings.setState({ lang: 'en', theme: 'light' });
    render(<ContextMeter lang="en" frame={f} calls={calls} />);
    const meter = screen.getByRole('region', { name: 'Context sent to the model this turn' });
    expect(meter).toHaveTextContent(
      'Sent to your model so far1,234 prompt + 56 completion tokens reported by your server (2 of 3 requests)',
    );
    expect(meter).toHaveTextContent(
      '≈ 40 prompt tokens, the lab’s tokenizer estimate (characters / 4), for 1 request whose server reported no usage',
    );
  });

  it('speaks French, and shows nothing of it when nothing was sent', () => {
    // The language comes in props (the shell passes the page's).
    const { unmount } = render(
      <ContextMeter lang="fr" frame={f} calls={{ ...calls, reported: 3, calls: 3 }} />,
    );
    const meter = screen.getByRole('region', { name: 'Contexte envoyé au modèle à ce tour' });
    expect(meter.textContent).toContain(
      '1\u202f234 tokens de consigne + 56 de réponse, comptés par votre serveur (3 requêtes sur 3)',
    );
    expect(meter.querySelector('[data-count="lab"]')).toBeNull();
    unmount();
    render(<ContextMeter lang="fr" frame={f} calls={{ ...calls, calls: 0, reported: 0 }} />);
    expect(
      screen
        .getByRole('region', { name: 'Contexte envoyé au modèle à ce tour' })
        .querySelector('[data-kind="model"]'),
    ).toBeNull();
  });
});
